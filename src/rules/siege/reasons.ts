// Why the siege rules refuse something: a code (the keys below) and its details. The English
// wording lives here for a RuleError's message; the screens word the same codes in both languages.
import { RuleError, type RefusalParams } from '../../core/ruleset';
import { fill } from '../../i18n/words';

export const SG_REASONS_EN = {
  over: 'The match is over.',
  notAsked: 'That is not asked for now.',
  unknownAction: "Unknown action '{type}'.",
  badAction: 'That is not a valid action: {detail}.',
  badOptions: 'The match options are not valid: {detail}.',
  namedTwice: "The action names '{id}' twice ({field}).",
  noSuchUnit: "There is no '{unit}' in this match.",
  notYours: '{unit} is not yours.',
  gone: '{unit} has been destroyed.',
  moved: '{unit} has already made its maneuver this turn.',
  notWarrior: 'Only a warrior does that; {unit} is a cannon.',
  offTable: 'That spot is off the table.',
  blocked: 'A wall or the edge of a tower is in the way there.',
  overlap: 'Another piece stands there.',
  tooFar: 'That costs {cost} steps; {unit} has {allowance} (SG-6, SG-7).',
  cannonClimbs: 'A cannon does not climb towers, cross walls or go through a gate.',
  gateFirst: '{unit} must roll for the gate traps before going through the gate (SG-9).',
  gateShut: 'The traps stopped {unit}: it may not pass the gate this turn (SG-9).',
  gateTried: '{unit} has already rolled for the gate this turn (SG-9).',
  gateFar: '{unit} cannot reach the gate this turn.',
  noGate: 'There is no enemy gate to pass.',
  fought: '{unit} has already fought this turn (SG-8).',
  ownSide: 'A warrior fights only the enemy.',
  tooFarToFight: '{target} is not less than 1 step from {unit} (SG-8).',
  otherLevel: '{unit} and {target} are not on the same floor: climb up to fight there (SG-7).',
  wallBetween: 'A wall stands between {unit} and {target}.',
  noCannon: 'There is no cannon to fire.',
  silenced: 'The magic keeps the cannon quiet this turn (SG-2).',
  gateTaken: 'A warrior has entered the gate: the cannon fires no more (SG-10).',
  badAim: 'Aim the cannon somewhere: the direction may not be nothing.',
} as const;

export type SgReason = keyof typeof SG_REASONS_EN;

const english = (code: SgReason, params: RefusalParams): string => fill('en', SG_REASONS_EN[code], params);

export function refuse(code: SgReason, params: Record<string, string | number> = {}): never {
  throw new RuleError(code, params, english);
}
