// The combat phase (RK-GAP-3): the Active player picks which combat to fight next; each combat's
// round runs as a queue of steps in the combat (challenges, Initiative steps one attack at a time,
// casualties, result, break tests, flight and pursuit, aftermath), with a merge point for the odds
// enumerator before every step (`dice.boundary`). A step that needs a player's answer sets the
// combat's `pending`; the answer is a CombatAction.
import type { DiceSource } from '../../../core/dice';
import type { GameEvent } from '../../../core/ruleset';
import type { Combat, CombatAction, CombatStep, RkState, Side } from '../types';
import { aftermathStep, contactsOf, endOfPhase } from './aftermath';
import { casualtiesStep } from './casualties';
import { chooseFallBack, fallBackAfterCasualties } from './fallBackStep';
import { accept, challenge, challengers, challengeStep, noChallenge, pickRefused, refuseChallenge, acceptors } from './duels';
import type { CombatEvent } from './events';
import { breakStep, resultStep } from './outcome';
import { answerChase, chaseStep, fleeStep, pursueStep } from './pursuit';
import { refuseCombat } from './reasons';
import { firstInitiative, initiativeStep, strikeStep } from './strikes';
import { combatById, fighting, unitById, unitsIn } from './units';
import { answerVictor, foesStep, victorChoices, victorStep } from './victor';

/** A combat copied as deep as the round changes it (a pending answer and noted contacts are replaced, never changed). */
const copyCombat = (c: Combat): Combat => ({
  ...c,
  units: [...c.units],
  chargers: [...c.chargers],
  duel: c.duel && { ...c.duel, fighters: [c.duel.fighters[0], c.duel.fighters[1]], hurt: [...c.duel.hurt], overkill: [...c.duel.overkill] },
  queue: c.queue.map((q) => ({ ...q })),
  dealt: c.dealt.map((d) => ({ ...d })),
  caused: [c.caused[0], c.caused[1]],
  refusedNow: [...c.refusedNow],
  ...(c.chase ? { chase: c.chase.map((x) => ({ ...x })) } : {}),
});

/**
 * A copy of the state that close combat may change freely: the combats, and a list of regiments of
 * its own whose regiments are shared until written (`writable` copies one first; `endOfPhase`
 * replaces them); the table and terrain are shared.
 */
export function draftState(s: RkState): RkState {
  return {
    ...s,
    regiments: [...s.regiments],
    combats: s.combats.map(copyCombat),
  };
}

/** The combat being fought now: steps queued or an answer awaited. */
export const underWay = (s: RkState): Combat | undefined => s.combats.find((c) => c.queue.length > 0 || c.pending !== null);

/** Every combat of this phase has been fought. */
export const combatPhaseDone = (s: RkState): boolean => !underWay(s) && s.combats.every((c) => c.fought);

/** RK-GAP-3 step 5: the first Initiative step (or the result, when nobody can strike). */
function attacks(s: RkState, c: Combat): CombatStep {
  const i = firstInitiative(s, c);
  return i === null ? { t: 'result' } : { t: 'initiative', i };
}

function runStep(s: RkState, c: Combat, step: CombatStep, dice: DiceSource, events: GameEvent[]): void {
  switch (step.t) {
    case 'challenge':
      challengeStep(s, c, step.side, s.active);
      if (!c.pending && !c.queue.length) c.queue.unshift(attacks(s, c));
      break;
    case 'initiative': initiativeStep(s, c, step.i); break;
    case 'strike': strikeStep(c, step, dice, events); break;
    case 'casualties': {
      const hurt = casualtiesStep(s, c, events);
      // A regiment destroyed may have replaced the combat's object: look it up again.
      const now = combatById(s, c.id);
      if (now) fallBackAfterCasualties(s, now, hurt, events);
      break;
    }
    case 'result': resultStep(s, c, events); break;
    case 'break': breakStep(s, c, step.unit, step.diff, dice, events); break;
    case 'chase': chaseStep(s, c, step.unit, step.fleeing); break;
    case 'flee': fleeStep(s, c, step.unit, dice, events); break;
    case 'pursue': pursueStep(s, step, dice, events); break;
    case 'foes': foesStep(s, c, events); break;
    case 'victor': victorStep(s, c, step); break;
    case 'aftermath': aftermathStep(s, c, events); break;
  }
}

/** Runs the combat under way until it waits for an answer or its round is over. */
export function runCombat(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  for (;;) {
    const c = underWay(s);
    if (!c || c.pending) return;
    dice.boundary?.(s, events);
    const step = c.queue.shift()!;
    runStep(s, c, step, dice, events);
  }
}

/** The combat phase opens: each combat is to be fought once, its contacts noted (in place). */
export function openCombatPhase(s: RkState): void {
  // Regiments gone or fleeing since (a failed rally, a flight) are out; a combat needs both sides.
  for (const c of s.combats) c.units = c.units.filter((id) => fighting(unitById(s, id)));
  s.combats = s.combats.filter((c) => unitsIn(s, c, 0).length > 0 && unitsIn(s, c, 1).length > 0);
  for (const c of s.combats) {
    Object.assign(c, { fought: false, queue: [], pending: null, dealt: [], caused: [0, 0], refusedNow: [], winner: null, chase: [] });
    c.engagedAtStart = contactsOf(s, c);
    c.round = Math.max(1, c.round);
  }
  if (!s.combats.length) endOfPhase(s);
}

/** The combat phase opens (E's turn calls it): a copy of the state with the combats ready. */
export function beginCombatPhase(state: RkState, _dice?: DiceSource): { state: RkState; events: GameEvent[] } {
  const s = draftState(state);
  openCombatPhase(s);
  return { state: s, events: [] };
}

function combatFor(s: RkState, id: string): Combat {
  const c = combatById(s, id);
  if (!c) refuseCombat('noSuchCombat', { combat: id });
  return c;
}

/** One combat action applied to `s` in place (a copy the caller owns). */
export function applyCombatIn(s: RkState, action: CombatAction, dice: DiceSource, events: GameEvent[]): void {
  if (s.phase !== 'combat') refuseCombat('notCombatPhase');
  const c = combatFor(s, action.combat);
  const busy = underWay(s);
  if (action.type === 'fightCombat') {
    if (c.fought) refuseCombat('combatFought');
    if (busy) refuseCombat('combatUnderWay');
    events.push({ type: 'combatStart', rule: 'RK-GAP-3', params: { combat: c.id, round: c.round } } satisfies CombatEvent);
    c.queue = [{ t: 'challenge', side: s.active }];
  } else {
    if (busy !== c) refuseCombat('combatNotAsked');
    switch (action.type) {
      case 'challenge': challenge(s, c, { unit: action.unit, who: action.who }, events); break;
      case 'noChallenge': noChallenge(s, c, s.active, events); break;
      case 'accept': accept(s, c, { unit: action.unit, who: action.who }, events); break;
      case 'refuse': refuseChallenge(s, c, events); break;
      case 'pickRefused': pickRefused(s, c, action.character, events); break;
      case 'fallBack': chooseFallBack(s, c, action.choice, events); break;
      case 'pursue': case 'restrain': answerChase(c, action.unit, action.type === 'pursue', events); break;
      case 'overrun': case 'stay': case 'freeReform': answerVictor(s, c, action, dice, events); break;
    }
    // The duel settled (or none): the attacks follow, unless the Reactive player is asked next.
    if (!c.pending && !c.queue.length) c.queue.unshift(attacks(s, c));
  }
  runCombat(s, dice, events);
}

/** One combat action applied: a new state and its events (the input is not changed). */
export function applyCombatAction(state: RkState, action: CombatAction, dice: DiceSource): { state: RkState; events: GameEvent[] } {
  const s = draftState(state);
  const events: GameEvent[] = [];
  applyCombatIn(s, action, dice, events);
  return { state: s, events };
}

/** The steps still queued run on (after the odds enumerator's merge point). */
export function resumeCombat(state: RkState, dice: DiceSource): { state: RkState; events: GameEvent[] } {
  const s = draftState(state);
  const events: GameEvent[] = [];
  runCombat(s, dice, events);
  return { state: s, events };
}

/** Who must answer now in the combat phase: the pending answer's player, else the Active player while a combat is left. */
export function combatActor(s: RkState): Side | null {
  const c = underWay(s);
  if (c?.pending) return c.pending.side;
  return combatPhaseDone(s) ? null : s.active;
}

/** The combat actions open now. */
export function combatActions(s: RkState): CombatAction[] {
  if (s.phase !== 'combat') return [];
  const c = underWay(s);
  if (!c) return s.combats.filter((x) => !x.fought).map((x) => ({ type: 'fightCombat', combat: x.id }));
  const p = c.pending;
  if (!p) return [];
  const combat = c.id;
  switch (p.kind) {
    case 'challenge':
      return [...challengers(s, c, p.side).map((f): CombatAction => ({ type: 'challenge', combat, unit: f.unit, who: f.who })), { type: 'noChallenge', combat }];
    case 'accept':
      return [...acceptors(s, c, p.challenger).map((f): CombatAction => ({ type: 'accept', combat, unit: f.unit, who: f.who })), { type: 'refuse', combat }];
    case 'pickRefused':
      return p.candidates.map((f): CombatAction => ({ type: 'pickRefused', combat, character: f.who }));
    case 'fallBack':
      return Array.from({ length: p.options }, (_, choice): CombatAction => ({ type: 'fallBack', combat, choice }));
    case 'pursue':
      return [{ type: 'pursue', combat, unit: p.unit }, { type: 'restrain', combat, unit: p.unit }];
    case 'victor':
      return victorChoices(s, c);
  }
}
