// Hand-made maps for which hexes and which hexside lines a Firepower line of sight holds: the
// standard hex line (range + 1 hexes, no corner slivers), fences and hedges judged by the straight
// line itself, and lines that cross a hexside exactly at its midpoint traced both ways.
import { describe, expect, it } from 'vitest';
import { hexMapFromRows } from '../../core/hex/hexMap';
import { hexDistance, hexKey } from '../../core/hex/hexMath';
import type { HexCoord, HexsideSpec } from '../../core/hex/types';
import { lineOfSight as walkedLine, type LosContext, type LosSoldier } from './los';
import { lineOfSightFast } from './losFast';

const ctx = (over: Partial<LosContext> = {}): LosContext => ({
  firerSide: 0,
  firerPosture: 'standing',
  targetPosture: 'standing',
  soldiers: [],
  ...over,
});
const friend = (hex: HexCoord): LosSoldier => ({ hex, side: 0, posture: 'standing' });
const keys = (hs: readonly HexCoord[] | null): string => (hs ?? []).map(hexKey).join(' ');
const rules = (r: { reasons: { rule: string }[] }): string[] => r.reasons.map((x) => x.rule);

// Long shot: (0,0) to (6,1), range 7. Its hexes are 0,0 1,0 2,0 3,0 3,1 4,1 5,1 6,1. A thread
// stretched between the centres also cuts thin slivers off (2,1) (0.08 hex below its top corner)
// and (4,0), crossing the hexsides 2,0|2,1, 2,1|3,0, 3,0|3,1, 3,1|4,0 and 4,0|4,1 on the way.
const LONG_A = { q: 0, r: 0 };
const LONG_B = { q: 6, r: 1 };
function longMap(rows: [string, string] = ['. . . . . . .', ' . . . . . . .'], hexsides: HexsideSpec[] = []) {
  return hexMapFromRows(rows, hexsides);
}

// Midpoint shot: (0,2) to (4,1), range 4. Its middle point falls exactly on the midpoint of the
// hexside between (2,1) and (2,2): traces 0,2 1,2 2,2 3,1 4,1 and 0,2 1,2 2,1 3,1 4,1.
const MID_A = { q: 0, r: 2 };
const MID_B = { q: 4, r: 1 };
function midMap(rows = ['. . . . . .', ' . . . . . .', '. . . . . .', ' . . . . . .'], hexsides: HexsideSpec[] = []) {
  return hexMapFromRows(rows, hexsides);
}

// Checked on the rules written out hex by hex (los.ts) and on the sight index the game asks (losFast.ts).
const WAYS = [['walked hex by hex', walkedLine], ['from the sight index', lineOfSightFast]] as const;

describe.each(WAYS)('Firepower line of sight: the hexes and hexside lines it holds, %s', (_, lineOfSight) => {
  it('FP-23 the line holds range + 1 hexes, one per hex of range, and no corner slivers', () => {
    const los = lineOfSight(longMap(), LONG_A, LONG_B, ctx());
    expect(keys(los.path)).toBe('0,0 1,0 2,0 3,0 3,1 4,1 5,1 6,1');
    expect(los.path).toHaveLength(hexDistance(LONG_A, LONG_B) + 1);
    expect(los.alt).toBeNull();
    expect(los.reasons).toEqual([]);
    // The same hexes from the other end.
    expect(keys(lineOfSight(longMap(), LONG_B, LONG_A, ctx()).path)).toBe('6,1 5,1 4,1 3,1 3,0 2,0 1,0 0,0');
  });

  it('FP-23 a line crossing a hexside exactly at its midpoint is traced both ways', () => {
    const los = lineOfSight(midMap(), MID_A, MID_B, ctx());
    expect(los.state).toBe('clear');
    expect(rules(los)).toEqual(['FP-23']);
    expect([keys(los.path), keys(los.alt)].sort()).toEqual(['0,2 1,2 2,1 3,1 4,1', '0,2 1,2 2,2 3,1 4,1']);
  });

  it('FP-24 a hill in a corner sliver the line only grazes does not block', () => {
    // Hill at (2,1), col 2 row 1: the thread would cut a sliver off it; it is not on the line.
    const los = lineOfSight(longMap(['. . . . . . .', ' . . H . . . .']), LONG_A, LONG_B, ctx());
    expect(los.state).toBe('clear');
    expect(los.reasons).toEqual([]);
    // A hill on the line itself, (3,1) at col 3 row 1, blocks.
    const on = lineOfSight(longMap(['. . . . . . .', ' . . . H . . .']), LONG_A, LONG_B, ctx());
    expect(on.state).toBe('blocked');
    expect(on.reasons).toEqual([expect.objectContaining({ rule: 'FP-24', hex: { q: 3, r: 1 } })]);
  });

  it('FP-24 a hill on either side of a hexside the line crosses at its midpoint blocks', () => {
    // (2,2) is col 3 row 2; (2,1) is col 2 row 1.
    const lower = lineOfSight(midMap(['. . . . . .', ' . . . . . .', '. . . H . .', ' . . . . . .']), MID_A, MID_B, ctx());
    expect(lower.state).toBe('blocked');
    expect(rules(lower)).toEqual(['FP-23', 'FP-24']);
    expect(keys(lower.path)).toBe('0,2 1,2 2,2 3,1 4,1');
    const upper = lineOfSight(midMap(['. . . . . .', ' . . H . . .', '. . . . . .', ' . . . . . .']), MID_A, MID_B, ctx());
    expect(upper.state).toBe('blocked');
    expect(keys(upper.path)).toBe('0,2 1,2 2,1 3,1 4,1');
  });

  it('FP-25 a fence counts where the straight line crosses it, not where the hexes of the line meet', () => {
    const prone = ctx({ firerPosture: 'prone' });
    // The line passes round the end of a fence on the east side of (2,0): 2,0 and 3,0 follow
    // each other on the line, but the thread goes 2,0 -> 2,1 -> 3,0 below the fence's end.
    const roundTheEnd = lineOfSight(longMap(undefined, [{ q: 2, r: 0, side: 0, feature: 'fence' }]), LONG_A, LONG_B, prone);
    expect(roundTheEnd.state).toBe('clear');
    expect(roundTheEnd.features).toEqual([]);
    // A fence on the south-east side of (2,0) lies across the line, though no two hexes of the
    // line meet there: it blocks.
    const across = lineOfSight(longMap(undefined, [{ q: 2, r: 0, side: 1, feature: 'fence' }]), LONG_A, LONG_B, prone);
    expect(across.state).toBe('blocked');
    expect(across.reasons).toEqual([expect.objectContaining({ rule: 'FP-25', hex: { q: 2, r: 0 }, side: 1 })]);
  });

  it('FP-25 a fence on the hexside the line crosses at its midpoint blocks on both traces', () => {
    // The fence between (2,1) and (2,2): both traces are the same straight line across it.
    const fence: HexsideSpec[] = [{ q: 2, r: 1, side: 1, feature: 'fence' }];
    const los = lineOfSight(midMap(undefined, fence), MID_A, MID_B, ctx({ targetPosture: 'prone' }));
    expect(los.state).toBe('blocked');
    expect(rules(los)).toEqual(['FP-23', 'FP-25']);
    expect(lineOfSight(midMap(undefined, fence), MID_A, MID_B, ctx()).state).toBe('clear');
  });

  it('FP-26 friendly soldiers on either side of a hexside the line crosses at its midpoint block', () => {
    for (const hex of [{ q: 2, r: 1 }, { q: 2, r: 2 }]) {
      const los = lineOfSight(midMap(), MID_A, MID_B, ctx({ soldiers: [friend(hex)] }));
      expect(los.state).toBe('blocked');
      expect(rules(los)).toEqual(['FP-23', 'FP-26']);
    }
    // A friend in the sliver the line grazes does not block.
    expect(lineOfSight(longMap(), LONG_A, LONG_B, ctx({ soldiers: [friend({ q: 2, r: 1 })] })).state).toBe('clear');
  });

  it('FP-31 trees in a grazed sliver do not hinder; a hedge counts where the line crosses its line', () => {
    // Trees at (2,1) and (4,0): slivers only.
    expect(lineOfSight(longMap(['. . . . T . .', ' . . T . . . .']), LONG_A, LONG_B, ctx()).hindrance).toBe(0);
    // Trees at (3,0) and (4,1), on the line: +2.
    const trees = lineOfSight(longMap(['. . . T . . .', ' . . . . T . .']), LONG_A, LONG_B, ctx());
    expect(trees.state).toBe('hindered');
    expect(trees.hindrance).toBe(2);
    // A hedge the line crosses where no two hexes of the line meet: +1.
    const hedge = lineOfSight(longMap(undefined, [{ q: 2, r: 0, side: 1, feature: 'hedge' }]), LONG_A, LONG_B, ctx());
    expect(hedge.hindrance).toBe(1);
    expect(hedge.reasons).toEqual([expect.objectContaining({ rule: 'FP-31', hex: { q: 2, r: 0 }, side: 1 })]);
    // A hedge whose end the line passes round: nothing.
    expect(lineOfSight(longMap(undefined, [{ q: 2, r: 0, side: 0, feature: 'hedge' }]), LONG_A, LONG_B, ctx()).hindrance).toBe(0);
  });

  it('FP-31 a line crossing the hexside of a trees hex at its midpoint is hindered; trees on both sides count once', () => {
    // Trees at (2,2) only: the line crosses its hexside with (2,1), and a trees hexside hinders (6.3.6.2.5).
    const one = lineOfSight(midMap(['. . . . . .', ' . . . . . .', '. . . T . .', ' . . . . . .']), MID_A, MID_B, ctx());
    expect(one.state).toBe('hindered');
    expect(one.hindrance).toBe(1);
    expect(one.reasons).toContainEqual({ rule: 'FP-31', code: 'trees', hex: { q: 2, r: 2 } });
    // Trees on both: the same step of the line, +1.
    const both = lineOfSight(midMap(['. . . . . .', ' . . T . . .', '. . . T . .', ' . . . . . .']), MID_A, MID_B, ctx());
    expect(both.state).toBe('hindered');
    expect(both.hindrance).toBe(1);
  });
});
