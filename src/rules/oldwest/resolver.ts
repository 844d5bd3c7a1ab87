// How the odds enumerator (src/core/enumerate.ts) drives an Old West resolution: the rules' own
// `apply` and step runner, a stated policy for the choices asked on the way, and the outcome
// flags read from the events. The odds panel and its property test share all of it.
import { changedPieces } from '../../core/changeKey';
import { enumerate, type Outcome, type Resolver } from '../../core/enumerate';
import type { GameEvent, Side } from '../../core/ruleset';
import { applyChecked, resume } from './apply';
import type { OWAction, OWState } from './types';

/**
 * The choices assumed while a resolution runs (docs/rules/oldwest.md, "Odds"): Fame is kept
 * unless the side is listed in `fame` (then it spends what the roll needs); bids are 0 unless
 * given; Fortune is used; strikes go at the first target the rules accept, in the fight's order;
 * losers back off in the order listed. A decision named in `stopAt` ends the resolution there.
 */
export interface OWPolicy {
  fame?: readonly Side[];
  bids?: readonly [number, number];
  fortune?: boolean;
  stopAt?: readonly string[];
}

export const NO_FAME: OWPolicy = {};

/** The policy's answers to the decision asked in `s`, best first; none when the resolution ends. */
export function decide(s: OWState, policy: OWPolicy): OWAction[] {
  const p = s.pending;
  if (!p || policy.stopAt?.includes(p.kind)) return [];
  switch (p.kind) {
    case 'fame':
      return [{ type: 'fame', points: policy.fame?.includes(p.side) ? p.roll.max : 0 }];
    case 'fameBid': {
      const fame = s.fighters[p.heroIds[p.side]]?.fame ?? 0;
      return [{ type: 'fameBid', points: Math.min(fame, policy.bids?.[p.side] ?? 0), by: p.side }];
    }
    case 'fortune':
      return [{ type: 'fortune', use: policy.fortune ?? true }];
    case 'strike':
      return p.targetIds.map((targetId) => ({ type: 'strike', targetId }));
    case 'backOff':
      return p.fighterIds.map((fighterId) => ({ type: 'backOff', fighterId }));
    default:
      // Choosing the next fight, a Hills test, heroics: the resolution is over.
      return [];
  }
}

/** Outcome flags: what the events say that the final state does not. */
export function flagsOf(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const p = e.params ?? {};
    switch (e.type) {
      case 'shot': if (p.hit) out.push('hit'); break;
      case 'fearTest': if (p.passed) out.push('fearPass'); break;
      case 'hillsTest': if (p.passed) out.push('pluckPass'); break;
      case 'diveTest': if (p.passed) out.push('divePass'); break;
      case 'inTheWay': if (!p.passed) out.push('stopped'); break;
      case 'duelWon':
      case 'duelTieF':
      case 'duelRollOff': out.push(`win:${String(p.side)}`); break;
      case 'randomTarget': out.push(`lands:${String(p.target)}`); break;
      case 'riderOrMount': if (p.mount) out.push('mountHit'); break;
      case 'barrierRoll': if (p.passed) out.push('barrierPass'); break;
      case 'fortune': if (p.saved) out.push('fortuneSave'); break;
      case 'thrown': out.push(`thrown:${String(p.result)}`); break;
      case 'jump': out.push(`jump:${String(p.result)}`); break;
      default: break;
    }
  }
  return out;
}

/**
 * States that differ only in what a resolution never changes (the table, the rosters) or in the
 * generator (unused here) are the same; of the fighters and mounts, only those changed since the
 * start are named.
 */
const keyOf = (s: OWState, start: OWState): string =>
  JSON.stringify({
    ...s, table: 0, rng: 0, posses: 0, players: 0, order: 0,
    fighters: changedPieces(start.fighters, s.fighters, s.order),
    mounts: changedPieces(start.mounts ?? {}, s.mounts ?? {}, [...new Set([...Object.keys(start.mounts ?? {}), ...Object.keys(s.mounts ?? {})])]),
  });

/** OW-27: only the move to cover is left: it rolls nothing, and no odds line reads where he ends. */
const settled = (s: OWState): boolean => !s.pending && s.queue.length > 0 && s.queue.every((x) => x.t === 'diveMove');

export function owResolver(policy: OWPolicy): Resolver<OWState, OWAction> {
  return { apply: applyChecked, resume, decide: (s) => decide(s, policy), flags: flagsOf, key: keyOf, settled };
}

/** Every way `action` can end under `policy`, with its exact chance (throws RuleError when illegal). */
export function outcomes(s: OWState, action: OWAction, policy: OWPolicy = NO_FAME): Outcome<OWState>[] {
  return enumerate(owResolver(policy), s, action);
}
