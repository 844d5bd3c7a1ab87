// Why the ranked rules refuse something: a code (the keys below) and its details. The English
// wording lives here for a RuleError's message; the screens will word the same codes in both languages.
import { RuleError, type RefusalParams } from '../../core/ruleset';
import { fill } from '../../i18n/words';

export const RK_REASONS_EN = {
  over: 'The match is over.',
  notAsked: 'That is not asked for now.',
  unknownAction: "Unknown action '{type}'.",
  badAction: 'That is not a valid action: {detail}.',
  badOptions: 'The match options are not valid: {detail}.',
  namedTwice: "The action names '{id}' twice ({field}).",
  noSuchUnit: "There is no '{unit}' in this match.",
  notYours: '{unit} is not yours.',
  gone: '{unit} has been destroyed.',
  // army lists (RK-GAP-1)
  armyEmpty: 'Army {side} has no regiment.',
  armyTooBig: 'Army {side} has {count} regiments; the scenario sets up at most {max}.',
  unknownKind: "Army {side}: there is no troop type or character '{kind}'.",
  notTroops: "Army {side}: '{kind}' is a character, not a regiment's troops.",
  notCharacter: "Army {side}: '{kind}' is not a character.",
  badModels: 'Army {side}: a regiment has {models} models; it takes {min} to {max}.',
  badFiles: 'Army {side}: a regiment of {models} has {files} files; it takes {min} to {max}.',
  tooManyCharacters: 'Army {side}: a regiment takes at most {max} characters.',
  noGeneral: 'Army {side} has no General.',
  twoGenerals: 'Army {side} has more than one General.',
  twoBsb: 'Army {side} has more than one Battle Standard Bearer.',
  generalBsb: 'Army {side}: the General may not carry the Battle Standard as well.',
  overBudget: 'Army {side} costs {points} points; the budget is {budget}.',
  // the turn (RK-GAP-2)
  notFleeing: '{unit} is not fleeing.',
  rallied: '{unit} has already taken its rally test this turn.',
  rallyFirst: 'Fleeing regiments take their rally tests first.',
  fleeing: '{unit} is fleeing.',
  moved: '{unit} has already moved this turn.',
  inCombat: '{unit} is locked in close combat.',
  ownTarget: 'A regiment charges only the enemy.',
  noLine: '{unit} cannot reach any side of {target} from where it stands.',
  notTarget: "{unit} is not the charge's target.",
  noMissiles: '{unit} has no missile weapons to stand and shoot.',
  outOfRange: '{target} is out of range of the missile weapons of {unit}.',
  tooFar: '{unit} may go {left}" more this turn.',
  blocked: '{unit} would go through terrain or another regiment.',
  offTable: '{unit} would leave the table.',
  badWheel: 'A wheel turns in steps of {step} degrees, up to {max}.',
  marched: '{unit} has marched: it may not wheel now.',
  badReform: '{unit} may be {min} to {max} files wide.',
  sameFiles: '{unit} is already {files} files wide.',
  badTurn: '{unit} may turn to face right, left or about in a reform, keeping its {files} files.',
  combatPending: 'The close combats are not over yet.',
  // the shooting phase (RK-GAP-2)
  shot: '{unit} has already shot this turn.',
  noShooting: '{unit} marched or declared a charge this turn: it may not shoot.',
  targetInCombat: '{target} is locked in close combat: no one shoots into it.',
  notInArc: "{target} is not in the front arc of {unit}.",
} as const;

export type RkReason = keyof typeof RK_REASONS_EN;

const english = (code: RkReason, params: RefusalParams): string => fill('en', RK_REASONS_EN[code], params);

export function refuse(code: RkReason, params: Record<string, string | number> = {}): never {
  throw new RuleError(code, params, english);
}
