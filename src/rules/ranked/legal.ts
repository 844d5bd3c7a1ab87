// The legal actions for the player to act: a finite list. Moves are sampled: forward every whole
// inch of the move left and the whole of it, wheels left and right in 15 degree steps, reforms to
// a few frontages (3, 4, 5, 6 and 8 files) and to face right, left or about, marches of M + 1 to
// 2 x M whole inches. Charges are listed on every enemy regiment within reach on the facing the
// charger stands in.
import { GRID } from '../../core/exactMath';
import { arcOf } from './geometry/block';
import { chargePath, chargeProblem, chargeReach, reactionsFor } from './charge';
import { combatLegal } from './combatPhase';
import { forwardProblem, FRONTAGES, marchProblem, MAX_WHEEL, maxFiles, moveLeft, moveProblem, reformProblem, TURNS, WHEEL_STEP, wheelProblem } from './movement';
import { onTable, other } from './queries';
import { shotsOpen } from './shootPhase';
import { rallyDue } from './turn';
import type { Regiment, RkAction, RkState } from './types';

/** Whole inches from `from` below `left`, and `left` itself (down to the 1/1024-inch grid). */
function distances(left: number, from = 1): number[] {
  const out: number[] = [];
  const last = Math.floor(left * GRID) / GRID;
  for (let d = from; d < last; d++) out.push(d);
  if (last > 0) out.push(last);
  return out;
}

/** The reforms that fit: each frontage, then each turn (RK-GAP-2). */
function reforms(s: RkState, r: Regiment): RkAction[] {
  const out: RkAction[] = [];
  for (const files of FRONTAGES) if (files <= maxFiles(r) && !reformProblem(s, r, files)) out.push({ type: 'reform', unit: r.id, files });
  for (const turn of TURNS) if (!reformProblem(s, r, r.files, turn)) out.push({ type: 'reform', unit: r.id, files: r.files, turn });
  return out;
}

function moves(s: RkState, r: Regiment): RkAction[] {
  // RK-GAP-5: a regiment that rallied this turn may only reform (reformProblem allows it).
  if (moveProblem(s, r)) return reforms(s, r);
  const out: RkAction[] = [];
  const left = moveLeft(r);
  for (const dist of distances(left)) if (!forwardProblem(s, r, dist)) out.push({ type: 'forward', unit: r.id, dist });
  for (const dir of ['left', 'right'] as const) {
    for (let deg = WHEEL_STEP; deg <= MAX_WHEEL; deg += WHEEL_STEP) if (!wheelProblem(s, r, dir, deg)) out.push({ type: 'wheel', unit: r.id, dir, deg });
  }
  if (r.used === 0) {
    out.push(...reforms(s, r));
    for (const dist of distances(2 * r.profile.M, r.profile.M + 1)) if (!marchProblem(s, r, dist)) out.push({ type: 'march', unit: r.id, dist });
  }
  return out;
}

function charges(s: RkState): RkAction[] {
  const out: RkAction[] = [];
  for (const r of onTable(s, s.active)) {
    for (const t of onTable(s, other(s.active))) {
      if (chargeProblem(s, r, t)) continue;
      const path = chargePath(r, t, arcOf(t.block, r.block.front));
      if (path && path.dist <= chargeReach(r)) out.push({ type: 'charge', unit: r.id, target: t.id });
    }
  }
  return out;
}

export function legalActions(s: RkState): RkAction[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'rally':
      return rallyDue(s).map((r) => ({ type: 'rally', unit: r.id }));
    case 'charge':
      return [...charges(s), { type: 'endPhase' }];
    case 'react':
      return reactionsFor(s).map((reaction) => ({ type: 'react', reaction }));
    case 'move':
      return [...onTable(s, s.active).flatMap((r) => moves(s, r)), { type: 'endPhase' }];
    case 'shoot':
      return [...shotsOpen(s).map((x): RkAction => ({ type: 'shoot', ...x })), { type: 'endPhase' }];
    case 'combat': {
      const fights = combatLegal(s);
      return fights.length ? fights : [{ type: 'endPhase' }];
    }
    default:
      return [{ type: 'endPhase' }];
  }
}
