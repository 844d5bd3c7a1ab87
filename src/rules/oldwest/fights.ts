// Fightin': fights grouped by base contact (OW-1), chosen by the side with the Drop (OW-2),
// Dukin' it Out (OW-3, OW-4, OW-12, OW-14), Back Off (OW-5, OW-15, OW-9), Woundin' (OW-6, OW-16),
// then hands over to strikes.ts for Back Off and Woundin'.
import type { OWEvent } from './events';
import { rollJudged, rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { refuse } from './reasons';
import { duelFame, offerFame } from './fame';
import { pause, queueNext } from '../../core/steps';
import { acrossObstacle, aliveFighters, fightContact, other } from './state';
import { withMounts } from './mountTargets';
import type { Fight, Fighter, OWState, Side, Step, StrikePlan } from './types';

/** OW-1: every fighter in contact with an enemy belongs to exactly one fight. */
export function groupFights(s: OWState): Fight[] {
  const living = aliveFighters(s);
  const seen = new Set<string>();
  const fights: Fight[] = [];
  for (const start of living) {
    if (seen.has(start.id) || !living.some((e) => fightContact(s, start, e))) continue;
    seen.add(start.id);
    const ids = traceFight(s, start, living, seen);
    fights.push({ id: `fight-${fights.length + 1}`, fighterIds: ids, resolved: false });
  }
  return fights;
}

/** Ids in the match's order (the order groupFights gives a fight's fighters). */
function sortByOrder(s: OWState, ids: string[]): void {
  if (ids.length < 2) return;
  const at = new Map<string, number>();
  for (const id of ids) at.set(id, s.order.indexOf(id));
  ids.sort((a, b) => at.get(a)! - at.get(b)!);
}

/**
 * The fighters of the fight `id` is in, as groupFights would list them (OW-1), or null when it
 * is in none: only that fight is traced, not every fight on the table.
 */
export function fightOf(s: OWState, id: string): string[] | null {
  const start = s.fighters[id];
  if (!start || start.status !== 'ok') return null;
  const ids = traceFight(s, start, aliveFighters(s), new Set<string>([id]));
  return ids.length < 2 ? null : ids;
}

/** The fighters joined to `start` by fight contact, not yet `seen` (marked as they are found), in the match's order. */
function traceFight(s: OWState, start: Fighter, living: readonly Fighter[], seen: Set<string>): string[] {
  const ids: string[] = [];
  const stack = [start];
  while (stack.length) {
    const f = stack.pop()!;
    ids.push(f.id);
    for (const e of living) {
      if (!seen.has(e.id) && fightContact(s, f, e)) {
        seen.add(e.id);
        stack.push(e);
      }
    }
  }
  sortByOrder(s, ids);
  return ids;
}

export function fightSides(s: OWState, fight: Fight): [Fighter[], Fighter[]] {
  const members = fight.fighterIds.map((id) => s.fighters[id]!).filter((f) => f.status === 'ok');
  return [members.filter((f) => f.side === 0), members.filter((f) => f.side === 1)];
}

/** What each side brings to Dukin' it Out: its dice and its best Fightin' value. */
export function duelSides(s: OWState, fight: Fight): [{ dice: number; bestF: number }, { dice: number; bestF: number }] {
  return fightSides(s, fight).map((side) => ({
    dice: side.reduce((n, f) => n + f.profile.a, 0),
    bestF: side.reduce((m, f) => Math.max(m, f.profile.f), 0),
  })) as [{ dice: number; bestF: number }, { dice: number; bestF: number }];
}

/** OW-2: the side with the Drop picks a fight; it is resolved completely before the next. */
export function resolveFight(s: OWState, fightId: string, dice: DiceSource, events: GameEvent[]): void {
  if (s.pending?.kind !== 'chooseFight') refuse('noFightWaiting');
  const fight = s.fights.find((f) => f.id === fightId);
  if (!fight) return refuse('unknownFight', { id: fightId });
  if (fight.resolved) refuse('fightResolved');
  events.push({
    type: 'fightChosen', rule: 'OW-2',
    params: { player: s.players[s.pending.side], names: fight.fighterIds.map((id) => s.fighters[id]!.name).join(', ') },
  } satisfies OWEvent);
  s.pending = null;
  s.trapped = [];
  queueNext(s, { t: 'duel', fightId, bonus: [0, 0] });
}

const bestOf = (rolls: readonly number[]) => rolls.reduce((m, r) => Math.max(m, r), 0);

/**
 * Dukin' it Out (OW-3, OW-4, OW-12, OW-14), with Fame (OW-30) and secret bids (OW-31). Each
 * fighter's Attack dice are rolled as a step of their own, side 0's fighters first; the rules read
 * only each side's highest die and its hero's own highest (the die Fame raises).
 */
export function duelStep(s: OWState, step: Step & { t: 'duel' }, dice: DiceSource, events: GameEvent[]): void {
  const fight = s.fights.find((f) => f.id === step.fightId)!;
  const sides = fightSides(s, fight);
  step.heroIds ??= [duelFame(s, fight.fighterIds, 0)?.id ?? null, duelFame(s, fight.fighterIds, 1)?.id ?? null];
  const order = [...sides[0], ...sides[1]];
  const best = (step.best ??= [0, 0]);
  const rolled = step.rolled ?? 0;
  if (rolled < order.length) {
    // A hero whose die Fame may raise rolls alone; the fighters of a side between heroes roll as
    // one pool (the rules read only its highest die), in the same order, so the generator gives
    // the same dice as one fighter after another and each fighter's own dice are still shown.
    const hero = (f: Fighter) => step.heroIds!.includes(f.id);
    const group = [order[rolled]!];
    while (!hero(group[0]!) && rolled + group.length < order.length) {
      const f = order[rolled + group.length]!;
      if (f.side !== group[0]!.side || hero(f)) break;
      group.push(f);
    }
    const { rolls, kept } = rollPool(dice, group.reduce((n, f) => n + Math.max(0, f.profile.a), 0), 6, 'highest');
    const side = group[0]!.side;
    best[side] = Math.max(best[side], kept);
    let at = 0;
    for (const f of group) {
      const own = rolls.slice(at, (at += Math.max(0, f.profile.a)));
      if (hero(f)) (step.heroDice ??= {})[f.id] = own;
      events.push({ type: 'duelDice', rule: f.profile.a > 1 ? 'OW-12' : 'OW-3', rolls: own, params: { fighter: f.name, player: s.players[f.side] } } satisfies OWEvent);
    }
    step.rolled = rolled + group.length;
    queueNext(s, step);
    return;
  }
  const heroDice = step.heroDice ?? {};
  const heroes = step.heroIds.map((id) => (id ? s.fighters[id]! : null)) as [Fighter | null, Fighter | null];
  const raw: [number, number] = [best[0], best[1]];
  if (!step.asked && heroes[0] && heroes[1]) {
    // OW-31: both players bid in secret, at once; then both bids are revealed and spent.
    const bids = (step.bids ??= [null, null]);
    const first: Side = s.drop ?? 0;
    const bidders = [first, other(first)].filter((side) => bids[side] === null);
    if (bidders.length) {
      const side = bidders[0]!;
      pause(s, step, { kind: 'fameBid', side, fighterId: heroes[side]!.id, fightId: fight.id, bidders, heroIds: [heroes[0].id, heroes[1].id] });
      return;
    }
    step.asked = true;
    step.bonus = [bids[0] ?? 0, bids[1] ?? 0];
    heroes[0].fame -= step.bonus[0];
    heroes[1].fame -= step.bonus[1];
    events.push({ type: 'fameBids', rule: 'OW-31', params: { p0: s.players[0], p1: s.players[1], bid0: step.bonus[0], bid1: step.bonus[1] } } satisfies OWEvent);
  } else if (!step.asked) {
    const side: Side | null = heroes[0] ? 0 : heroes[1] ? 1 : null;
    const hero = side === null ? null : heroes[side]!;
    if (side !== null && hero && raw[side] <= raw[other(side)]) {
      const own = bestOf(heroDice[hero.id] ?? []);
      const needed = raw[other(side)] - own + 1; // enough to beat the other side's best die
      const max = Math.min(6 - own, Math.max(needed, raw[other(side)] - own));
      if (max > 0 && own + hero.fame >= raw[other(side)] && offerFame(s, hero, step, { what: 'duel', dice: heroDice[hero.id] ?? [], score: own, need: Math.min(6, raw[other(side)] + 1), max })) return;
    }
    step.asked = true;
  }
  const top = ([0, 1] as Side[]).map((side) => {
    const hero = heroes[side];
    const raised = hero ? Math.min(6, bestOf(heroDice[hero.id] ?? []) + step.bonus[side]) : 0;
    return Math.max(raw[side], raised);
  }) as [number, number];
  const bestF = sides.map((side) => side.reduce((m, f) => Math.max(m, f.profile.f), 0)) as [number, number];
  let winner: Side;
  if (top[0] !== top[1]) {
    winner = top[0] > top[1] ? 0 : 1;
    events.push({ type: 'duelWon', rule: 'OW-3', params: { player: s.players[winner], side: winner, best: top[winner], other: top[other(winner)] } } satisfies OWEvent);
  } else if (bestF[0] !== bestF[1]) {
    winner = bestF[0] > bestF[1] ? 0 : 1;
    const rule = sides[0].length + sides[1].length > 2 ? 'OW-14' : 'OW-4';
    events.push({ type: 'duelTieF', rule, params: { player: s.players[winner], side: winner, die: top[0], f: bestF[winner], otherF: bestF[other(winner)] } } satisfies OWEvent);
  } else {
    // OW-4 default: 1-3 the side with the Drop wins, 4-6 the other (docs/rules/oldwest.md).
    const first: Side = s.drop ?? 0;
    const { roll, verdict: low } = rollJudged(dice, 6, (r) => r <= 3);
    winner = low ? first : other(first);
    events.push({ type: 'duelRollOff', rule: 'OW-4', rolls: [roll], params: { player: s.players[winner], side: winner, first: s.players[first] } } satisfies OWEvent);
  }
  const loser = other(winner);
  const standing = new Set(sides[winner].filter((f) => f.onGround).map((f) => f.id));
  // OW-16: every winner strikes, each at the losers it touches when the fight is decided.
  // OW-11: a winner on the ground stands up but does not strike.
  for (const w of sides[winner].filter((f) => f.onGround)) {
    w.onGround = false;
    events.push({ type: 'standsInFight', rule: 'OW-11', params: { fighter: w.name } } satisfies OWEvent);
  }
  const plans: StrikePlan[] = sides[winner].filter((w) => !standing.has(w.id)).map((w) => ({
    strikerId: w.id,
    attacks: w.profile.a,
    targetIds: withMounts(s, sides[loser].filter((l) => fightContact(s, w, l)).map((l) => l.id)),
    // OW-17, OW-19: strikes across an obstacle first have to get past it.
    across: sides[loser].filter((l) => acrossObstacle(s, w, l)).map((l) => l.id),
  }));
  queueNext(s,
    { t: 'backOffs', fightId: fight.id, losers: sides[loser].map((f) => f.id) },
    { t: 'strikes', fightId: fight.id, queue: plans },
    { t: 'finishFight', fightId: fight.id });
}

/** OW-31: a hero's secret bid of Fame for Dukin' it Out. */
export function fameBid(s: OWState, points: number, by: Side | undefined, events: GameEvent[]): void {
  const p = s.pending;
  const step = s.queue[0];
  if (p?.kind !== 'fameBid' || step?.t !== 'duel' || !step.bids) return refuse('notAsked');
  const side = by ?? p.bidders[0]!;
  if (!p.bidders.includes(side)) return refuse('notAsked');
  const hero = s.fighters[p.heroIds[side]]!;
  if (!Number.isInteger(points) || points < 0 || points > hero.fame) refuse('fameRange', { max: hero.fame });
  step.bids[side] = points;
  events.push({ type: 'fameBidMade', rule: 'OW-31', params: { player: s.players[side] } } satisfies OWEvent);
  const bidders = p.bidders.filter((x) => x !== side);
  // The other still bids: the question stays, now asked of him alone; else the duel goes on.
  s.pending = bidders.length ? { ...p, bidders, side: bidders[0]!, fighterId: p.heroIds[bidders[0]!] } : null;
}
