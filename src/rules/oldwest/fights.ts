// Fightin': fights grouped by base contact (OW-1), chosen by the side with the Drop (OW-2),
// Dukin' it Out (OW-3, OW-4, OW-12, OW-14), Back Off (OW-5, OW-15, OW-9), Woundin' (OW-6, OW-16),
// then hands over to strikes.ts for Back Off and Woundin'.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { refuse } from './reasons';
import { backOff } from './strikes';
import { aliveFighters, inContact, other } from './state';
import type { Fight, Fighter, OWState, Side } from './types';

/** OW-1: every fighter in contact with an enemy belongs to exactly one fight. */
export function groupFights(s: OWState): Fight[] {
  const living = aliveFighters(s);
  const seen = new Set<string>();
  const fights: Fight[] = [];
  for (const start of living) {
    if (seen.has(start.id) || !living.some((e) => e.side !== start.side && inContact(start, e))) continue;
    const ids: string[] = [];
    const stack = [start];
    seen.add(start.id);
    while (stack.length) {
      const f = stack.pop()!;
      ids.push(f.id);
      for (const e of living) {
        if (!seen.has(e.id) && e.side !== f.side && inContact(f, e)) {
          seen.add(e.id);
          stack.push(e);
        }
      }
    }
    ids.sort((a, b) => s.order.indexOf(a) - s.order.indexOf(b));
    fights.push({ id: `fight-${fights.length + 1}`, fighterIds: ids, resolved: false });
  }
  return fights;
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

/** OW-2: the side with the Drop picks a fight; it is resolved completely. */
export function resolveFight(s: OWState, fightId: string, dice: DiceSource, events: GameEvent[]): void {
  if (s.pending?.kind !== 'chooseFight') refuse('noFightWaiting');
  const fight = s.fights.find((f) => f.id === fightId);
  if (!fight) return refuse('unknownFight', { id: fightId });
  if (fight.resolved) refuse('fightResolved');
  const sides = fightSides(s, fight);
  events.push({
    type: 'fightChosen', rule: 'OW-2',
    params: { player: s.players[s.pending.side], names: fight.fighterIds.map((id) => s.fighters[id]!.name).join(', ') },
  });
  // OW-3, OW-12, OW-14: each fighter rolls a d6 per Attack; the side with the highest die wins.
  const best: [number, number] = [0, 0];
  const bestF: [number, number] = [0, 0];
  for (const side of [0, 1] as Side[]) {
    for (const f of sides[side]) {
      const rolls = Array.from({ length: f.profile.a }, () => dice.roll(6));
      best[side] = Math.max(best[side], ...rolls);
      bestF[side] = Math.max(bestF[side], f.profile.f);
      events.push({ type: 'duelDice', rule: f.profile.a > 1 ? 'OW-12' : 'OW-3', rolls, params: { fighter: f.name, player: s.players[side] } });
    }
  }
  let winner: Side;
  if (best[0] !== best[1]) {
    winner = best[0] > best[1] ? 0 : 1;
    events.push({ type: 'duelWon', rule: 'OW-3', params: { player: s.players[winner], best: best[winner], other: best[other(winner)] } });
  } else if (bestF[0] !== bestF[1]) {
    winner = bestF[0] > bestF[1] ? 0 : 1;
    const rule = sides[0].length + sides[1].length > 2 ? 'OW-14' : 'OW-4';
    events.push({ type: 'duelTieF', rule, params: { player: s.players[winner], die: best[0], f: bestF[winner], otherF: bestF[other(winner)] } });
  } else {
    // OW-4 default: 1-3 the side with the Drop wins, 4-6 the other (docs/rules/oldwest.md).
    const first: Side = s.drop ?? 0;
    const roll = dice.roll(6);
    winner = roll <= 3 ? first : other(first);
    events.push({ type: 'duelRollOff', rule: 'OW-4', rolls: [roll], params: { player: s.players[winner], first: s.players[first] } });
  }
  const loser = other(winner);
  // OW-16: every winner strikes, each at the losers it touches when the fight is decided.
  const strikes = sides[winner].map((w) => ({
    strikerId: w.id,
    attacks: w.profile.a,
    targetIds: sides[loser].filter((l) => inContact(w, l)).map((l) => l.id),
  }));
  s.trapped = [];
  const losers = sides[loser].map((f) => f.id);
  s.pending = { kind: 'backOff', side: loser, fightId, fighterIds: losers, strikes };
  if (losers.length === 1) backOff(s, losers[0]!, dice, events);
  else events.push({ type: 'backOffOrder', rule: 'OW-5', params: { player: s.players[loser] } });
}
