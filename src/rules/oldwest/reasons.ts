// Why the rules refuse something, as a code (the keys below: Old West's typed union of refusal
// codes) and its details. The English wording lives here, for a RuleError's message, the headless
// simulator and the store's log; src/ui/oldwest/refusals.ts words the same codes in both
// languages through the one word mechanism (src/i18n/words.ts), Russian typed by these keys.
import { RuleError, type RefusalParams } from '../../core/ruleset';
import { fill as fillWords } from '../../i18n/words';

export const REASONS_EN = {
  over: 'The match is over.',
  notAsked: 'That is not asked for now.',
  waitHills: '{player} must first take the Head for the Hills test (or run).',
  waitFight: '{player} must first choose the next fight.',
  waitBackOff: '{player} must first choose which loser backs off next.',
  waitStrike: '{player} must first choose whom {fighter} strikes.',
  unknownAction: "Unknown action '{type}'.",
  badAction: 'That is not a valid action: {detail}.',
  namedTwice: "The action names '{id}' twice ({field}): name each fighter once.",
  unknownFighter: "There is no fighter '{id}' in this match.",
  notMovePhase: 'It is not the Move phase.',
  notShootPhase: 'It is not the Shoot phase.',
  notYourMove: "It is {player}'s move.",
  notYourShot: "It is {player}'s turn to shoot.",
  outOfFight: '{fighter} is out of the fight.',
  hasCharged: '{fighter} has charged this turn.',
  inContact: '{fighter} is in base contact with an enemy.',
  onGroundStand: '{fighter} is on the ground: stand up first (half a move).',
  moveUsed: '{fighter} has used all of its move.',
  offTable: 'That spot is off the table.',
  blocked: 'The way there is blocked (a building, a high wall or the table edge).',
  overlap: 'Another model stands there.',
  zone: "That crosses an enemy's control zone (1\" around it): only a charge may enter it.",
  tooFar: 'That is further than the move left.',
  chargeLiving: 'Only a living enemy can be charged.',
  cannotCharge: '{fighter} cannot charge {target}: {why}',
  standUpWhen: 'Fighters stand up in their own Move phase.',
  standing: '{fighter} is already standing.',
  standInFight: '{fighter} is in a fight and tries to stand up there (OW-11).',
  hasShot: '{fighter} has shot this turn.',
  noGun: '{fighter} has no gun.',
  onGround: '{fighter} is on the ground.',
  movedNoShot: '{fighter} moved, and a {weapon} may not be fired after moving.',
  movedHalf: '{fighter} moved more than half a move and cannot fire a {weapon}.',
  ownPosse: 'Fighters do not shoot at their own posse.',
  cannotSee: '{fighter} cannot see {target}: a building is in the way.',
  outOfRange: '{target} is {distance}" away, beyond the {range}" range of the {weapon}.',
  noHillsTest: 'No Head for the Hills test is due.',
  routWhen: 'A posse may only choose to run when its Head for the Hills test is due.',
  dropWhen: 'The Drop is rolled at the start of the turn.',
  answerFirst: 'Answer the question on the table first.',
  endWhen: 'Only the Move and Shoot phases are ended by hand.',
  noFightWaiting: 'No fight is waiting to be chosen.',
  unknownFight: "There is no fight '{id}'.",
  fightResolved: 'That fight has been resolved already.',
  nobodyBacksOff: 'Nobody is backing off now.',
  notLoser: 'That fighter does not back off in this fight.',
  noStrike: 'No strike is waiting for a target.',
  notStrikable: 'That fighter cannot be struck by this striker.',
  alreadyOut: '{target} is already out of action.',
  fameRange: 'Spend between 0 and {max} Fame.',
  dived: '{fighter} dived for cover this turn and may not shoot back.',
  notHero: "'{id}' cannot take a heroic action now.",
  notInHeroic: "{fighter} is not part of {hero}'s heroic action.",
  yeeHawRange: '{fighter} must end the move within 6" of {hero} (Yee Haw!).',
  quickdrawFirst: '{hero} shoots first in his Quickdraw; then {fighter} may.',
  waitHeroics: '{player} must first declare heroic actions (or none).',
  noExit: '{fighter} has no table edge to leave by in this scenario.',
  notMounted: '{fighter} is not riding.',
  noMountHere: '{fighter} has no mount of his own in base contact to get on.',
  halfMoveLeft: '{fighter} needs half his move left to get on or off a mount.',
  exitTooFar: '{fighter} cannot reach the table edge with the move left.',
  waitFame: '{player} must first decide whether {fighter} spends Fame.',
  waitFortune: '{player} must first decide whether {fighter} uses Fortune.',
  badOptions: 'The match options are not valid: {detail}.',
  noDeployZones: "The scenario '{scenario}' has no deployment zones for posses the players bring.",
  unknownProfile: "Fighter '{id}' has an unknown profile '{type}'.",
  duplicateFighter: "Fighter id '{id}' appears twice in one posse.",
  posseTooBig: 'The {posse} ({count} fighters) do not fit in the {w}"x{h}" deployment zone, which holds {capacity}.',
} as const;

export type ReasonKey = keyof typeof REASONS_EN;
export type ReasonParams = Record<string, string | number>;

export interface Reason {
  key: ReasonKey;
  params: ReasonParams;
}

export const reason = (key: ReasonKey, params: ReasonParams = {}): Reason => ({ key, params });

export function fill(template: string, params: ReasonParams): string {
  return fillWords('en', template, params);
}

/** The reason in English. */
export function say(r: Reason): string {
  return fill(REASONS_EN[r.key], r.params);
}

const sayCode = (code: ReasonKey, params: RefusalParams): string => fill(REASONS_EN[code], params);

/** Refuses an action: a RuleError whose code is the reason's key and whose params are its details. */
export function refuse(key: ReasonKey, params: ReasonParams = {}): never {
  throw new RuleError(key, params, sayCode);
}

export function refuseWith(r: Reason): never {
  return refuse(r.key, r.params);
}
