// The Firepower odds panel as the odds check sees it.
import { firepower, type FPScenario } from '../../../src/rules/firepower/index';
import { FP_SCENARIOS } from '../../../src/rules/firepower/scenarios';
import { fpPreviewLines } from '../../../src/rules/firepower/oddsLines';
import { flagsOf, type FPPolicy } from '../../../src/rules/firepower/resolver';
import type { FPAction, FPState } from '../../../src/rules/firepower/types';
import type { OddsSubject } from './check';
import { closeIn } from '../games';

const ASKED = new Set(['fire', 'grenade', 'melee']);

export const firepowerOdds: OddsSubject<FPState, FPAction, FPScenario, FPPolicy> = {
  system: 'firepower',
  rules: firepower,
  // Each scenario as shipped, and with Red moved in close so that fire, grenades and melee come up early.
  scenarios: Object.entries(FP_SCENARIOS).flatMap(([id, sc]) => [[id, sc] as const, [id, closeIn(sc, 3)] as const, [id, closeIn(sc, 1)] as const]),
  asked: (_s, legal) => legal.filter((a) => ASKED.has(a.type)),
  lines: fpPreviewLines,
  decide: () => [],
  flags: flagsOf,
  prefer: (a) => a.type !== 'endImpulse',
  eager: (a) => a.type === 'enter' || ASKED.has(a.type),
};
