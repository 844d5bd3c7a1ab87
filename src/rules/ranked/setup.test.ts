import { describe, expect, it } from 'vitest';
import { corners, overlaps } from './geometry/block';
import { ranked } from './index';
import { clash } from './place';
import { rankedScenario, RANKED_SCENARIOS } from './scenarios';
import { play } from './testkit';

describe('scenarios and setup', () => {
  it('RK-GAP-1 a new match plays the balanced armies; a match of edition 1 (saved before) the first armies and profiles', () => {
    const side = (s: ReturnType<typeof ranked.setup>, n: 0 | 1) => s.regiments.filter((r) => r.side === n);
    const now = ranked.setup(rankedScenario('pitched')!, {}, 1, ['A', 'B']);
    expect(side(now, 0).map((r) => r.models)).toEqual([20, 15, 14, 15]);
    expect(side(now, 1).map((r) => r.models)).toEqual([20, 10, 10, 23]);
    expect(now.regiments.find((r) => r.id === 'a1')!.profile.save).toBe(4);
    expect(now.regiments.find((r) => r.id === 'b1')!.characters[0]!.profile.T).toBe(4);
    expect(side(now, 0).reduce((a, r) => a + r.cost, 0)).toBe(746);
    const first = ranked.setup(rankedScenario('pitched')!, { edition: 1 }, 1, ['A', 'B']);
    expect(side(first, 0).map((r) => r.models)).toEqual([20, 15, 10, 15]);
    expect(side(first, 1).map((r) => r.models)).toEqual([20, 15, 10, 25]);
    expect(first.regiments.find((r) => r.id === 'a1')!.profile.save).toBe(5);
    expect(first.regiments.find((r) => r.id === 'a1')!.characters[0]!.profile.S).toBe(4);
    expect(first.regiments.find((r) => r.id === 'b1')!.characters[0]!.profile.T).toBe(5);
    expect([side(first, 0), side(first, 1)].map((rs) => rs.reduce((a, r) => a + r.cost, 0))).toEqual([655, 670]);
  });

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

  it('RK-GAP-1 at the bridge each General\'s regiment sets up facing it and can march straight onto it; a match of edition 2 (saved before) sets up beside it', () => {
    const marchOnto = (edition?: 2) => {
      let s = ranked.setup(rankedScenario('bridge')!, edition ? { edition } : {}, 1, ['A', 'B']);
      s = play(s, [{ type: 'endPhase' }]).state;
      expect(s.phase).toBe('move');
      const x = s.regiments.find((r) => r.id === 'a1')!.block.front.x;
      const b1 = s.regiments.find((r) => r.id === 'b1')!.block.front.x;
      // The spearmen march 8" up to the river's bank, and then (the other side ending its phases) on.
      s = play(s, [{ type: 'march', unit: 'a1', dist: 8 }]).state;
      while (!(s.turn === 2 && s.active === 0 && s.phase === 'move')) s = play(s, [{ type: 'endPhase' }]).state;
      const on = ranked.legalActions(s).filter((x) => (x.type === 'march' || x.type === 'forward') && x.unit === 'a1').length;
      return { x, b1, on: on > 0 };
    };
    // The bridge spans x 20.5 to 27.5 (its middle line x 24); the spearmen's block is 4" wide.
    expect(marchOnto()).toEqual({ x: 24, b1: 24, on: true });
    // Before: 4" aside, so the spearmen stood at the river's bank with no way on but wheeling.
    expect(marchOnto(2)).toEqual({ x: 20, b1: 20, on: false });
    // Six regiments of up to 8 files (6.4") fit side by side on the table.
    for (const line of rankedScenario('bridge')!.deployment) {
      const xs = line.map((p) => p.front.x).sort((a, b) => a - b);
      expect(xs[0]! - 3.2).toBeGreaterThanOrEqual(0);
      expect(xs.at(-1)! + 3.2).toBeLessThanOrEqual(48);
      for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(6.4);
    }
  });

  it('the state round-trips through JSON exactly', () => {
    const s = ranked.setup(rankedScenario('bridge')!, {}, 9, ['A', 'B']);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
