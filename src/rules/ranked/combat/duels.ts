// Duels (RK-11..RK-13): who may issue a challenge, who may accept it, and who may be named as
// having refused; and the players' answers, which set up the duel or the refusal.
import type { GameEvent } from '../../../core/ruleset';
import type { Combat, CombatStep, Fighter, RkState, Side } from '../types';
import { touch } from './contact';
import type { CombatEvent } from './events';
import { refuseCombat } from './reasons';
import { CHAMPION, hasChampion, livingChars, otherSide, sameFighter, unitById, unitsIn, writable } from './units';

/** A regiment's characters and champion. */
function heroesOf(s: RkState, unit: string): Fighter[] {
  const r = unitById(s, unit)!;
  return [...livingChars(r).map((c) => ({ unit, who: c.id })), ...(hasChampion(r) ? [{ unit, who: CHAMPION }] : [])];
}

/** RK-12: enemy characters and champions in units in base contact with the challenger's unit. */
export function acceptors(s: RkState, c: Combat, challenger: Fighter): Fighter[] {
  const r = unitById(s, challenger.unit);
  if (!r) return [];
  return unitsIn(s, c, otherSide(r.side)).filter((e) => touch(e, r)).flatMap((e) => heroesOf(s, e.id));
}

/** RK-11: the side's Engaged characters and champions (in a unit in base contact with an enemy) that someone could accept. */
export function challengers(s: RkState, c: Combat, side: Side): Fighter[] {
  if (c.duel) return [];
  const foes = unitsIn(s, c, otherSide(side));
  return unitsIn(s, c, side)
    .filter((r) => foes.some((e) => touch(r, e)))
    .flatMap((r) => heroesOf(s, r.id))
    .filter((f) => acceptors(s, c, f).length > 0);
}

/** The challenge step: ask `side`, then the other side; with no challenge, the attacks. */
export function challengeStep(s: RkState, c: Combat, side: Side, active: Side): void {
  if (challengers(s, c, side).length) c.pending = { kind: 'challenge', side };
  else if (side === active) c.queue.unshift({ t: 'challenge', side: otherSide(side) });
}

const clearRefusal = (s: RkState, f: Fighter): void => {
  if (!unitById(s, f.unit)?.characters.some((x) => x.id === f.who && x.refused)) return;
  const ch = writable(s, f.unit)!.characters.find((x) => x.id === f.who)!;
  delete ch.refused;
};

export function challenge(s: RkState, c: Combat, f: Fighter, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'challenge') refuseCombat('combatNotAsked');
  if (!challengers(s, c, p.side).some((x) => sameFighter(x, f))) refuseCombat('cannotChallenge', { unit: f.unit, who: f.who });
  clearRefusal(s, f);
  c.pending = { kind: 'accept', side: otherSide(p.side), challenger: f };
  events.push({ type: 'challenge', rule: 'RK-11', params: { combat: c.id, side: p.side, unit: f.unit, who: f.who } } satisfies CombatEvent);
}

export function noChallenge(s: RkState, c: Combat, active: Side, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'challenge') refuseCombat('combatNotAsked');
  c.pending = null;
  events.push({ type: 'noChallenge', rule: 'RK-11', params: { combat: c.id, side: p.side } } satisfies CombatEvent);
  // RK-11: if the Active player does not challenge, the Reactive player may.
  if (p.side === active) c.queue.unshift({ t: 'challenge', side: otherSide(p.side) } satisfies CombatStep);
}

export function accept(s: RkState, c: Combat, f: Fighter, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'accept') refuseCombat('combatNotAsked');
  if (!acceptors(s, c, p.challenger).some((x) => sameFighter(x, f))) refuseCombat('cannotAccept', { unit: f.unit, who: f.who });
  clearRefusal(s, f);
  const by = otherSide(p.side);
  const fighters: [Fighter, Fighter] = by === 0 ? [p.challenger, f] : [f, p.challenger];
  c.duel = { fighters, challenger: by, hurt: [0, 0], overkill: [0, 0] };
  c.pending = null;
  events.push({ type: 'accept', rule: 'RK-12', params: { combat: c.id, side: p.side, unit: f.unit, who: f.who } } satisfies CombatEvent);
}

/** RK-13: the characters (not champions) that could have accepted. */
export function refusable(s: RkState, c: Combat, challenger: Fighter): Fighter[] {
  return acceptors(s, c, challenger).filter((f) => f.who !== CHAMPION);
}

function markRefused(s: RkState, c: Combat, side: Side, f: Fighter | null, events: GameEvent[]): void {
  c.pending = null;
  if (f) {
    const ch = writable(s, f.unit)!.characters.find((x) => x.id === f.who)!;
    ch.refused = true;
    if (!c.refusedNow.includes(f.who)) c.refusedNow.push(f.who);
  }
  events.push({ type: 'refuse', rule: 'RK-13', params: { combat: c.id, side, unit: f?.unit ?? '', character: f?.who ?? null } } satisfies CombatEvent);
}

export function refuseChallenge(s: RkState, c: Combat, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'accept') refuseCombat('combatNotAsked');
  const could = refusable(s, c, p.challenger);
  if (could.length > 1) c.pending = { kind: 'pickRefused', side: otherSide(p.side), candidates: could };
  else markRefused(s, c, p.side, could[0] ?? null, events);
}

export function pickRefused(s: RkState, c: Combat, character: string, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'pickRefused') refuseCombat('combatNotAsked');
  const f = p.candidates.find((x) => x.who === character);
  if (!f) refuseCombat('notRefusable', { character });
  markRefused(s, c, otherSide(p.side), f, events);
}
