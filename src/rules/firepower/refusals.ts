// Why the Firepower rules refuse something, as a code (the keys below: Firepower's typed union of
// refusal codes) and its details. The English wording lives here, for a RuleError's message, the
// headless tools and the store's log; src/ui/firepower/refusals.ts words the same codes in both
// languages through the one word mechanism (src/i18n/words.ts), Russian typed by these keys.
import { RuleError, type RefusalParams } from '../../core/ruleset';
import { fill } from '../../i18n/words';

export const FP_REFUSALS_EN = {
  over: 'The match is over.',
  unknownAction: "Unknown action '{type}'.",
  badAction: 'That is not a valid action: {detail}.',
  namedTwice: "The action names '{id}' twice ({field}): name each soldier once.",
  badPostureOption: "Unknown posture cost option '{option}'.",
  badSecondRingOption: "Unknown blast ring option '{option}' (use 'on' or 'off').",
  unknownSoldier: "There is no soldier '{id}' in this match.",
  notDrawPhase: 'A chip is drawn only between impulse phases.',
  impulseUnderWay: 'An impulse is already under way.',
  noImpulsePhase: 'No impulse phase is under way.',
  noSoldier: 'Choose a soldier or a stack.',
  notYours: '{soldier} cannot act in this impulse.',
  actedAlready: '{soldier} acted in the other impulse of this phase.',
  notAStack: 'An impulse moves one soldier or the soldiers of one hex.',
  notActing: '{soldier} is not acting in this impulse.',
  dead: '{soldier} is out of the fight.',
  noMfEnter: '{soldier} has {left} MF left; entering that hex costs {cost}.',
  noMfCross: '{soldier} has {left} MF left; crossing costs {cost}.',
  noMfTurn: '{soldier} has {left} MF left; a turn costs {cost}.',
  noMfPosture: '{soldier} has {left} MF left; that posture change costs {cost}.',
  noMfFire: '{soldier} has {left} MF left; fire costs {cost}.',
  noMfThrow: '{soldier} has {left} MF left; a throw costs {cost}.',
  offMap: 'That hex is off the map.',
  enterThroughFront: '{soldier} enters hexes only through his front hexside: turn first.',
  enemyHex: 'Enemies hold that hex: it is entered only as a melee attack.',
  crossedAlready: '{soldier} has already crossed that fence.',
  noFence: "There is no fence or hedge on {soldier}'s front hexside.",
  sameFacing: '{soldier} already faces that way.',
  advanced: 'Crouching belongs to the advanced game.',
  samePosture: '{soldier} is already {posture}.',
  fought: '{soldier} has made his combat action this phase.',
  needMfToFire: '{soldier} needs {cost} MF to fire.',
  stackFired: 'Only one soldier of a stack fires from its hex.',
  noAuto: 'The {weapon} cannot fire automatic.',
  noSemi: 'The {weapon} cannot fire semi-automatic.',
  outOfRange: 'The target is out of range.',
  outOfArc: 'The target is outside the arc of fire.',
  noTarget: 'There is no enemy in that hex.',
  badTarget: 'Every target must be an enemy in the target hex.',
  targetTwice: 'Name each target once.',
  tooManyBursts: 'At most {max} bursts, one at each target (FP-28).',
  tooManyShots: 'At most {max} shots (FP-29).',
  noLos: '{soldier} cannot see {target}.',
  noGrenades: '{soldier} has no grenades.',
  needMfToThrow: '{soldier} needs {cost} MF to throw.',
  throwRange: 'A {posture} soldier throws at most {max} hexes.',
  hexOutOfArc: 'The hex is outside the arc of fire.',
  throwerBlind: 'The thrower cannot see that hex.',
  noAttackers: 'Choose the attackers.',
  meleeNotFront: '{soldier} must face the enemy hex, next to it.',
  needMfToMelee: '{soldier} needs {cost} MF to enter and melee.',
  meleeOneHex: 'Attackers come from one hex in one impulse.',
} as const;

export type FPRefusalCode = keyof typeof FP_REFUSALS_EN;

/** A refusal as data: the rules' answer to "why not?", worded by the UI. */
export interface FPRefusal {
  code: FPRefusalCode;
  params: RefusalParams;
}

export const refusal = (code: FPRefusalCode, params: RefusalParams = {}): FPRefusal => ({ code, params });

/** The refusal in English. */
export function sayFP(code: FPRefusalCode, params: RefusalParams = {}): string {
  return fill('en', FP_REFUSALS_EN[code], params);
}

/** Refuses an action: a RuleError with the code and its details, its message in English. */
export function refuseFP(code: FPRefusalCode, params: RefusalParams = {}): never {
  throw new RuleError(code, params, sayFP);
}

export function refuseWithFP(r: FPRefusal): never {
  return refuseFP(r.code, r.params);
}
