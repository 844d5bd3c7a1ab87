// Odds of the Fame choices (OW-30..OW-32): what each number of points spent on the die just seen
// leads to, read from the rules' own resolution; and the Fame bids' table (OW-31).
import { enumerate, type Outcome } from '../../core/enumerate';
import { owResolver } from './resolver';
import { flag, isWounded, NO_FAME, settle, type OddsLine, type OutcomeTest, type Question, type Want } from './oddsLines';
import { fighter } from './state';
import type { OWState, Side } from './types';

/** What a player sees of an outcome: each fighter's lot, where he stands, and the flags. */
function seen(o: Outcome<OWState>): string {
  const lot = Object.values(o.state.fighters).map((f) => [f.status, f.woundsLost, Math.round(f.pos.x * 100), Math.round(f.pos.y * 100), f.onGround, !!f.dived, f.mount ?? '']);
  return JSON.stringify([lot, [...o.flags].sort()]);
}

/** The outcomes as a player sees them, with their chances (rounded to merge float noise). */
function signature(list: readonly Outcome<OWState>[]): string {
  const m = new Map<string, number>();
  for (const o of list) m.set(seen(o), (m.get(seen(o)) ?? 0) + o.p);
  return JSON.stringify([...m.entries()].map(([k, p]) => [k, Math.round(p * 1e9)]).sort());
}

/**
 * The Fame amounts worth offering for the die just seen: keeping it (0), and each amount whose
 * outcomes differ from every smaller one's (OW-30: Fame that cannot change the result is not asked).
 */
export function fameChoices(s: OWState): number[] {
  const p = s.pending;
  if (p?.kind !== 'fame') return [];
  const seenSigs = new Set<string>();
  const out: number[] = [];
  for (let k = 0; k <= p.roll.max; k++) {
    const sig = signature(enumerate(owResolver(NO_FAME), s, { type: 'fame', points: k }));
    if (seenSigs.has(sig)) continue;
    seenSigs.add(sig);
    out.push(k);
  }
  return out;
}

/** What the roll is for, as the outcome each Fame line gives the chance of. */
function purpose(s: OWState): { key: string; params: Record<string, string>; test: OutcomeTest } | null {
  const p = s.pending;
  const step = s.queue[0];
  if (p?.kind !== 'fame' || !step) return null;
  const hero = fighter(s, p.fighterId);
  switch (step.t) {
    case 'hit':
    case 'wound': {
      const target = fighter(s, step.targetId);
      return { key: 'fameWound', params: { target: target.name }, test: isWounded(target.id) };
    }
    case 'duel':
      return { key: 'fameWin', params: { player: s.players[p.side] }, test: flag(`win:${p.side}`) };
    case 'hillsTest':
      return { key: 'famePass', params: { fighter: hero.name }, test: flag('pluckPass') };
    case 'fearTest':
      return { key: 'famePass', params: { fighter: hero.name }, test: flag('fearPass') };
    case 'dive':
      return { key: 'famePass', params: { fighter: hero.name }, test: flag('divePass') };
    case 'walk':
      return { key: 'fameJump', params: { fighter: hero.name }, test: (_s, o) => o.flags.has('jump:clear') || o.flags.has('jump:climbed') };
    default:
      return null;
  }
}

/** OW-30: one line per Fame choice worth making, each the chance of what the roll is for. */
export function fameLines(s: OWState): OddsLine[] | null {
  const p = s.pending;
  const what = purpose(s);
  if (p?.kind !== 'fame' || !what) return null;
  const wants: Want[] = fameChoices(s).map((k) => ({
    chance: {
      key: what.key,
      rule: p.roll.what === 'wound2' ? 'OW-32' : 'OW-30',
      params: { ...what.params, points: k, score: Math.min(p.roll.what === 'pluck' ? 99 : 6, p.roll.score + k) },
    },
    question: { state: s, action: { type: 'fame', points: k }, policy: NO_FAME },
    test: what.test,
    keepZero: true,
  }));
  return settle(wants);
}

/**
 * OW-31: the chance the bidding side wins the fight for each of its bids against each bid the
 * other hero could make (the dice are on the table; a tie goes to Fightin', then the roll-off).
 * `by` is the side whose bids the table is for (the one the rules ask first when not given): a
 * player facing the computer sees the table of his own bids, whoever the rules name first.
 */
export function bidLines(s: OWState, by?: Side): OddsLine[] | null {
  const p = s.pending;
  const step = s.queue[0];
  if (p?.kind !== 'fameBid' || step?.t !== 'duel') return null;
  if (by !== undefined && by !== 0 && by !== 1) return null;
  const me: Side = by ?? p.side;
  const them: Side = me === 0 ? 1 : 0;
  const mine = fighter(s, p.heroIds[me]).fame;
  const theirs = fighter(s, p.heroIds[them]).fame;
  const wants: Want[] = [];
  for (let b = 0; b <= mine; b++) {
    for (let e = 0; e <= theirs; e++) {
      // Both heroes yet to bid; this side bids b, the other then bids e.
      const state: OWState = { ...s, pending: { ...p, bidders: [me, them], side: me, fighterId: p.heroIds[me] }, queue: [{ ...step, bids: [null, null] }, ...s.queue.slice(1)] };
      const question: Question = { state, action: { type: 'fameBid', points: b, by: me }, policy: { bids: me === 0 ? [b, e] : [e, b] } };
      wants.push({ chance: { key: 'bidWin', rule: 'OW-31', params: { player: s.players[me], bid: b, other: e } }, question, test: flag(`win:${me}`), keepZero: true });
    }
  }
  return settle(wants);
}
