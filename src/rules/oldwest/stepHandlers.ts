// Old West's resolution steps and the handler of each: the core runner (src/core/steps.ts) runs
// them once per action, after the action's own code.
import type { StepHandlers } from '../../core/steps';
import { duelStep } from './fights';
import { hillsTestStep } from './turn';
import { hitStep, inTheWayStep, shotLandsStep, startShot } from './shooting';
import { doCharge, walkStep } from './movement';
import { diveMoveStep, diveStep, fearTestStep } from './pluck';
import { mountWoundStep, thrownStep } from './riders';
import { fallStep } from './drops';
import { backOffsStep, finishFightStep, strikesStep } from './strikes';
import { sufferStep, woundStep } from './wounds';
import type { OWState, Step } from './types';

export const OW_STEPS: StepHandlers<OWState, Step> = {
  hit: hitStep,
  inTheWay: inTheWayStep,
  shotLands: shotLandsStep,
  wound: woundStep,
  suffer: sufferStep,
  duel: duelStep,
  backOffs: (s, step, _dice, events) => backOffsStep(s, step, events),
  strikes: (s, step, _dice, events) => strikesStep(s, step, events),
  finishFight: finishFightStep,
  hillsTest: hillsTestStep,
  fearTest: (s, step, dice, events) =>
    fearTestStep(s, step, dice, events, (f) => (step.act === 'charge' ? doCharge(s, f.id, step.targetId, step.to) : startShot(s, f.id, step.targetId))),
  dive: diveStep,
  diveMove: diveMoveStep,
  mountWound: mountWoundStep,
  thrown: thrownStep,
  fall: fallStep,
  walk: walkStep,
};
