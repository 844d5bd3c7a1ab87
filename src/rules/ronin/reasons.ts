// Why the Ronin rules refuse something: a code (the keys below) and its details. The English
// wording lives here for a RuleError's message; the screens word the same codes in both languages.
import { RuleError, type RefusalParams } from '../../core/ruleset';
import { fill } from '../../i18n/words';

export const RO_REASONS_EN = {
  over: 'The match is over.',
  notAsked: 'That is not asked for now.',
  unknownAction: "Unknown action '{type}'.",
  badAction: 'That is not a valid action: {detail}.',
  badOptions: 'The match options are not valid: {detail}.',
  namedTwice: "The action names '{id}' twice ({field}): name each fighter once.",
  noSuchFighter: "There is no fighter '{fighter}' in this match.",
  notYours: "It is {player}'s choice now.",
  outOfAction: '{fighter} is out of action.',
  activated: '{fighter} has already acted in this phase.',
  grappled: '{fighter} is held in a grapple and may not move (RO-GAP-4).',
  offTable: 'That spot is off the table.',
  blocked: 'The way there is blocked.',
  overlap: 'Another model stands there.',
  tooFar: 'That is further than {fighter} can go ({budget}").',
  noMissile: '{fighter} has no missile weapon.',
  bowOnlyInMove: 'Only a bow shoots in the Move phase (RO-GAP-2); {fighter} shoots in the Action phase.',
  hasShot: '{fighter} has shot this turn.',
  unloaded: "{fighter}'s teppo must be reloaded first (RO-6).",
  loaded: "{fighter}'s weapon needs no reloading.",
  ranNoShot: '{fighter} ran this turn and may not shoot (RO-GAP-2).',
  inFight: '{fighter} is in base contact with an enemy and may not shoot.',
  ownSide: 'Fighters do not shoot at their own side.',
  outOfRange: '{target} is {distance}" away, beyond the {range}" of the {weapon}.',
  noSight: '{fighter} cannot see {target} (RO-1..RO-4).',
  noSightBuilding: '{fighter} cannot see {target}: a building is in the way (RO-1).',
  noSightModel: '{fighter} cannot see {target}: {model} stands on the line (RO-2).',
  noSightLight: '{fighter} cannot see {target}: {inches}" of Light cover, more than 2" (RO-3).',
  noSightHeavy: '{target} is in Heavy cover and has neither moved nor shot (RO-4).',
  notInContact: '{target} is not in base contact with {fighter}.',
  tooMany: 'A fighter fights at most 4 enemies (RO-9).',
  inAnotherFight: '{fighter} already fights this turn (RO-11).',
  fightsLeft: '{fighter} and {target} touch and are in no fight yet: put them in one (RO-9).',
  noFight: "There is no fight '{fight}' waiting.",
  splitMade: '{player} has already split the pool.',
  splitFighters: 'Split the pool of exactly your fighters in this fight: {fighters}.',
  splitTotal: '{fighter} has {cp} tokens: Attack and Defence must add up to {cp}.',
  boostNoToken: '{fighter} needs an Attack token to boost its Initiative (RO-23).',
  notNext: 'It is {fighter} who acts now (RO-15).',
  noAttackToken: '{fighter} has no Attack token left (RO-17).',
  ranNoAttack: '{fighter} ran this turn and makes no attack (RO-GAP-2).',
  notEnemyInFight: '{target} is not an enemy {fighter} may attack in this fight.',
  noDefenceToken: '{fighter} has no Defence token left (RO-18).',
} as const;

export type RoReason = keyof typeof RO_REASONS_EN;

const english = (code: RoReason, params: RefusalParams): string => fill('en', RO_REASONS_EN[code], params);

export function refuse(code: RoReason, params: Record<string, string | number> = {}): never {
  throw new RuleError(code, params, english);
}
