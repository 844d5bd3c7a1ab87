import { describe, expect, it } from 'vitest';
import { gridPoint } from '../../core/exactMath';
import { siege } from '../../rules/siege';
import { moveCost, moveProblem } from '../../rules/siege/movement';
import { GATE } from '../../rules/siege/scenarios';
import type { SgState } from '../../rules/siege/types';
import { reachOf, reachSpots, REACH_CELL } from './reach';

const start = (): SgState => {
  const s = siege.setup(GATE, {}, 1, ['Anna', 'Boris']);
  s.phase = 'maneuver';
  return s;
};

describe("the reach drawn in steps is the rules' own pricing", () => {
  it('SG-6 SG-7 each cell is reachable exactly when the rules allow the move, climbing marked apart', () => {
    const s = start();
    const t = s.castles[0]!.towers[0]!;
    const a1 = s.units.find((u) => u.id === 'a1')!;
    Object.assign(a1, { x: t.x0 - 0.6, y: (t.y0 + t.y1) / 2 });
    const r = reachOf(s, a1);
    let climbs = 0, walks = 0;
    for (let j = 0; j < r.rows; j++) for (let i = 0; i < r.cols; i++) {
      const v = r.cells[j * r.cols + i]!;
      if (v === 2) climbs++;
      if (v === 1) walks++;
      const p = gridPoint({ x: r.originX + (i + 0.5) * REACH_CELL, y: r.originY + (j + 0.5) * REACH_CELL });
      if (v > 0) expect(moveProblem(s, a1, p)).toBeNull();
      if (v === 2) expect(moveCost(s, a1, p).climb).toBeGreaterThan(0);
    }
    expect(walks).toBeGreaterThan(0);
    expect(climbs).toBeGreaterThan(0);
  });

  it('SG-7 a tower top beside the knight is priced and marked reachable; the cannon may not climb', () => {
    const s = start();
    const t = s.castles[0]!.towers[0]!;
    const a1 = s.units.find((u) => u.id === 'a1')!;
    Object.assign(a1, { x: t.x0 - 0.6, y: (t.y0 + t.y1) / 2 });
    const spots = reachSpots(s, a1);
    const top = spots.find((p) => p.kind === 'tower' && p.at.x > t.x0 && p.at.x < t.x1)!;
    expect(top.ok).toBe(true);
    expect(top.cost).toBeCloseTo(moveCost(s, a1, top.at).cost, 9);
    const cannon = s.units.find((u) => u.kind === 'cannon' && u.side === 0)!;
    Object.assign(cannon, { x: a1.x, y: a1.y - 0.8 });
    expect(reachSpots(s, cannon).filter((p) => p.kind === 'tower').every((p) => !p.ok)).toBe(true);
    for (const p of spots) for (const q of spots) if (p !== q) expect(Math.hypot(p.at.x - q.at.x, p.at.y - q.at.y)).toBeGreaterThanOrEqual(0.7);
  });
});
