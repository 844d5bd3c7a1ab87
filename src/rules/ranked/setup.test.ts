import { describe, expect, it } from 'vitest';
import { corners, overlaps } from './geometry/block';
import { ranked } from './index';
import { clash } from './place';
import { rankedScenario, RANKED_SCENARIOS } from './scenarios';

describe('scenarios and setup', () => {
  it('RK-GAP-1 the pitched battle sets both armies up facing each other, blocks sized by ranks and files', () => {
    const s = ranked.setup(rankedScenario('pitched')!, {}, 1, ['A', 'B']);
    const a1 = s.regiments.find((r) => r.id === 'a1')!;
    // 20 spearmen and the Marshal in 5 files: 5 ranks of 0.8" bases.
    expect(a1.block).toEqual({ front: { x: 20, y: 36 }, facing: 0, width: 4, depth: 4 });
    const b1 = s.regiments.find((r) => r.id === 'b1')!;
    expect(b1.block.facing).toBe(180);
    expect(b1.block.front).toEqual({ x: 20, y: 12 });
    expect(s.phase).toBe('charge');
    expect(s.active).toBe(0);
    expect(s.turn).toBe(1);
  });

  it('RK-GAP-1 no regiment starts overlapping another, terrain or the table edge', () => {
    for (const sc of Object.values(RANKED_SCENARIOS)) {
      const s = ranked.setup(sc, {}, 1, ['A', 'B']);
      for (const r of s.regiments) {
        expect(clash(s, r.id, r.block), `${sc.id}/${r.id}`).toBeNull();
        for (const c of corners(r.block)) expect(c.y, `${sc.id}/${r.id}`).toBeGreaterThanOrEqual(0);
      }
      for (const a of s.regiments) for (const b of s.regiments) if (a !== b) expect(overlaps(a.block, b.block)).toBe(false);
    }
  });

  it('RK-GAP-2 the bridge scenario has an impassable river with a passable bridge', () => {
    const s = ranked.setup(rankedScenario('bridge')!, {}, 1, ['A', 'B']);
    expect(s.terrain.filter((f) => f.kind === 'river').every((f) => f.impassable)).toBe(true);
    expect(s.terrain.find((f) => f.kind === 'bridge')!.impassable).toBe(false);
    expect(s.table).toEqual({ width: 48, height: 48, terrain: [] });
  });

  it('the state round-trips through JSON exactly', () => {
    const s = ranked.setup(rankedScenario('bridge')!, {}, 9, ['A', 'B']);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
