// The computer opponent's view of an Old West position (docs/ai.md): what a fighter is worth, how
// close the posse is to breaking, the scenario's escape, the guns and the fights joined, and where
// its fighters stand; which of the sampled actions are worth weighing; and the exact odds of an
// action from the odds engine.
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome, SystemAi } from '../../core/ai/types';
import { keptChance } from '../../core/dice';
import { dist } from '../../core/table/geometry';
import { NO_FAME, owResolver } from './resolver';
import { threats } from './aiThreat';
import { fightLosses } from './aiFight';
import { PLUCK_PASS } from './pluck';
import { hillsTester, isBroken } from './state';
import type { Fighter, OWAction, OWState, Side } from './types';

/** A fighter standing, by its profile: Fight, Strength, Defence, Attacks and Wounds weigh in. */
function worth(f: Fighter): number {
  const p = f.profile;
  const left = Math.max(0, p.w - f.woundsLost);
  return 1 + 0.1 * (p.f + p.s + p.g) + 0.15 * (p.a - 1) + 0.4 * (left / Math.max(1, p.w)) + 0.12 * f.fame + 0.1 * f.fortune + (f.leader ? 0.3 : 0);
}

/** A won or lost game, in evaluation points (the search's default, named here so the nerve test weighs a loss at the same stake). */
const GAME = 150;

/** The chance `side`'s next Head for the Hills test fails: 2d6 + Pluck under 10, its tester's Fame added (OW-23, OW-30). */
export function hillsFailure(s: OWState, side: Side): number {
  const t = hillsTester(s, side);
  if (!t) return 1;
  let fail = 0;
  for (let k = 2; k < PLUCK_PASS - t.profile.p - t.fame; k++) fail += keptChance(2, 6, 'sum', k);
  return fail;
}

/** The distance (inches) from a fighter to the edge its posse escapes by. */
function toEdge(s: OWState, f: Fighter, edge: 'north' | 'south' | 'east' | 'west'): number {
  switch (edge) {
    case 'west': return f.pos.x;
    case 'east': return s.table.width - f.pos.x;
    case 'north': return f.pos.y;
    case 'south': return s.table.height - f.pos.y;
  }
}

/** Position: nearer the enemy (a little for each inch), and standing. */
function placing(s: OWState, f: Fighter, enemies: readonly Fighter[]): number {
  if (enemies.length === 0) return 0;
  let nearest = Infinity;
  for (const e of enemies) nearest = Math.min(nearest, dist(f.pos, e.pos));
  return -0.01 * nearest - (f.onGround ? 0.2 : 0);
}

/**
 * Side `me`'s standing, the other's subtracted, and its own position only: closing in (which brings
 * both sides nearer) is then worth something to the side that does it.
 */
const score = (total: readonly number[], pos: readonly number[], me: Side): number => {
  const them = me === 0 ? 1 : 0;
  return total[me]! + pos[me]! - total[them]!;
};

/** The weight of the sides' threats (expected loss of one volley each, in the same points). */
export const THREAT = 1;

/** The weight of the fights joined (expected loss in each, in the same points). */
export const FIGHT = 1;

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: OWState, me: Side): number {
  const total = [0, 0];
  const pos = [0, 0];
  const living: [Fighter[], Fighter[]] = [[], []];
  for (const id of s.order) {
    const f = s.fighters[id]!;
    if (f.status === 'ok') living[f.side].push(f);
  }
  for (const side of [0, 1] as Side[]) {
    const enemies = living[side === 0 ? 1 : 0];
    let v = 0;
    for (const f of living[side]) {
      v += 10 * worth(f);
      pos[side]! += placing(s, f, enemies);
    }
    // OW-23: a posse at half strength tests its nerve at the start of every turn, and one failure
    // loses the game: the chance of failing the next test, at the stake of a lost game.
    if (isBroken(s, side)) v -= 8 + hillsFailure(s, side) * GAME;
    const goal = s.objective;
    if (goal?.kind === 'escape' && goal.side === side) {
      const gone = s.order.filter((id) => s.fighters[id]!.side === side && s.fighters[id]!.status === 'left').length;
      // A fighter off the table is worth more than one standing, and one nearer the edge is worth more.
      v += 25 * gone;
      for (const f of living[side]) v -= 0.25 * toEdge(s, f, goal.edge);
    }
    total[side] = v;
  }
  // The guns: what each side's shooters can take from the other with a volley from where they stand.
  const threat = threats(s, living, (f) => 10 * worth(f));
  // The fights joined: what each side is expected to lose in them (aiFight.ts).
  const loss = fightLosses(s, (f) => 10 * worth(f));
  const them = me === 0 ? 1 : 0;
  return score(total, pos, me) + THREAT * (threat[me]! - threat[them]!) + FIGHT * (loss[them] - loss[me]);
}

const ORDER: Record<OWAction['type'], number> = {
  charge: 0, shoot: 0, strike: 0, leaveTable: 0, resolveFight: 1, backOff: 1, fame: 1, fameBid: 1, fortune: 1, hillsTest: 1,
  declareHeroics: 2, standUp: 2, mount: 3, dismount: 3, move: 4, rollDrop: 5, rout: 6, endPhase: 7,
};

/** Attacks first, moves after, ending the phase last; Fame spent or bid in steps of one up to 3. */
function candidates(_s: OWState, legal: readonly OWAction[]): OWAction[] {
  const kept = legal.filter((a) => !((a.type === 'fame' || a.type === 'fameBid') && a.points > 3));
  return kept.sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

function focus(a: OWAction): string | null {
  return 'fighterId' in a ? a.fighterId : a.type === 'strike' ? a.targetId : null;
}

/** The exact outcomes from the odds engine: Fortune used, Fame kept (docs/rules/oldwest.md, "Odds"). */
function outcomes(s: OWState, a: OWAction, maxRuns: number): AiOutcome<OWState>[] {
  return boundedOutcomes(owResolver(NO_FAME), s, a, maxRuns);
}

// turnHorizon: a posse's phase is one decision per fighter (docs/ai.md, "The search").
export const oldwestAi: SystemAi<OWState, OWAction> = { evaluate, candidates, outcomes, focus, turnHorizon: true, win: GAME };
