import { describe, expect, it } from 'vitest';
import { hexMapFromRows, indexHexMap } from '../../core/hex/hexMap';
import { hexKey, offsetToAxial } from '../../core/hex/hexMath';
import type { HexCoord, HexsideSpec } from '../../core/hex/types';
import { HILL_LEVEL, lineOfSight as walkedLine, POSTURE_RANK, terrainLevel, type LosContext, type LosSoldier } from './los';
import { lineOfSightFast } from './losFast';

const at = (col: number, row: number): HexCoord => offsetToAxial(col, row);
const ctx = (over: Partial<LosContext> = {}): LosContext => ({
  firerSide: 0,
  firerPosture: 'standing',
  targetPosture: 'standing',
  soldiers: [],
  ...over,
});
const soldier = (hex: HexCoord, side: number, posture: LosSoldier['posture'] = 'standing'): LosSoldier => ({ hex, side, posture });
const keys = (hs: readonly HexCoord[]): string => hs.map(hexKey).join(' ');
const rules = (r: { reasons: { rule: string }[] }): string[] => r.reasons.map((x) => x.rule);

// A row-2 shot: firer at (col 0, row 2), target at (col 6, row 2); the line runs along the row.
const FIRER = at(0, 2);
const TARGET = at(6, 2);
function rowMap(row2: string, hexsides: HexsideSpec[] = []) {
  return hexMapFromRows(['. . . . . . .', ' . . . . . . .', row2, ' . . . . . . .'], hexsides);
}
// The hexside shot: (0,0) to (2,2) runs along hexsides, so it has two traces:
//   primary 0,0 1,0 1,1 2,1 2,2   and   alt 0,0 0,1 1,1 1,2 2,2.
const A = { q: 0, r: 0 };
const B = { q: 2, r: 2 };
function cornerMap(rows: string[] = ['. . . . .', ' . . . . .', '. . . . .', ' . . . . .'], hexsides: HexsideSpec[] = []) {
  return hexMapFromRows(rows, hexsides);
}

// Every rule below is checked twice: on the rules written out hex by hex (los.ts) and on the
// sight index the game asks (losFast.ts).
const WAYS = [['walked hex by hex', walkedLine], ['from the sight index', lineOfSightFast]] as const;

describe.each(WAYS)('Firepower line of sight, %s', (_, lineOfSight) => {
  it('FP-23 runs centre to centre through the hexes crossed; a clear line has no reasons', () => {
    const los = lineOfSight(rowMap('. . . . . . .'), FIRER, TARGET, ctx());
    expect(los.state).toBe('clear');
    expect(los.hindrance).toBe(0);
    expect(los.reasons).toEqual([]);
    expect(keys(los.path)).toBe(keys([0, 1, 2, 3, 4, 5, 6].map((c) => at(c, 2))));
    expect(los.alt).toBeNull();
    expect(lineOfSight(rowMap('. . . . . . .'), FIRER, FIRER, ctx()).state).toBe('clear');
  });

  it('FP-23 a line along a hexside keeps both traces and says so', () => {
    const los = lineOfSight(cornerMap(), A, B, ctx());
    expect(los.state).toBe('clear');
    expect(rules(los)).toEqual(['FP-23']);
    expect(keys(los.path)).toBe('0,0 1,0 1,1 2,1 2,2');
    expect(keys(los.alt!)).toBe('0,0 0,1 1,1 1,2 2,2');
  });

  it('FP-24 a hill hex between blocks when neither end is on a hill', () => {
    const los = lineOfSight(rowMap('. . . H . . .'), FIRER, TARGET, ctx());
    expect(los.state).toBe('blocked');
    expect(los.reasons).toEqual([expect.objectContaining({ rule: 'FP-24', hex: at(3, 2) })]);
  });

  it('FP-24 a hill between does not block when the firer or the target is on a hill', () => {
    expect(lineOfSight(rowMap('H . . H . . .'), FIRER, TARGET, ctx()).state).toBe('clear');
    expect(lineOfSight(rowMap('. . . H . . H'), FIRER, TARGET, ctx()).state).toBe('clear');
    // A hill beside the line (row 1, above it) is not between.
    const beside = hexMapFromRows(['. . . . . . .', ' . . H . . . .', '. . . . . . .', ' . . . . . . .']);
    expect(lineOfSight(beside, FIRER, TARGET, ctx()).state).toBe('clear');
  });

  it('FP-24 the hill hex\'s sides count: a line along its hexside is blocked', () => {
    // Hill at (1,0): only the alt trace enters it; the line runs along its side.
    const los = lineOfSight(cornerMap(['. H . . .', ' . . . . .', '. . . . .', ' . . . . .']), A, B, ctx());
    expect(los.state).toBe('blocked');
    expect(rules(los)).toEqual(['FP-23', 'FP-24']);
    expect(los.reasons[1]!.hex).toEqual({ q: 1, r: 0 });
    expect(keys(los.path)).toBe('0,0 1,0 1,1 2,1 2,2'); // the trace through the hill
  });

  it('FP-24 a hill on either trace of a line through the midpoint of a hexside blocks', () => {
    // (0,0) to (3,1): its middle point is the midpoint of the hexside between (1,1) and (2,0);
    // the traces are 0,0 1,0 2,0 2,1 3,1 and 0,0 1,0 1,1 2,1 3,1.
    const map = hexMapFromRows(['. . . . .', ' . H . . .', '. . . . .']);
    const los = lineOfSight(map, { q: 0, r: 0 }, { q: 3, r: 1 }, ctx());
    expect(los.state).toBe('blocked');
    expect(rules(los)).toEqual(['FP-23', 'FP-24']);
    expect(los.reasons[1]).toEqual(expect.objectContaining({ rule: 'FP-24', hex: { q: 1, r: 1 } }));
  });

  it('FP-25 a fence crossed between them blocks if the firer or the target is Prone', () => {
    const map = rowMap('. . . . . . .', [{ ...at(3, 2), side: 0, feature: 'fence' }]);
    const standing = lineOfSight(map, FIRER, TARGET, ctx());
    expect(standing.state).toBe('clear');
    expect(standing.features).toEqual([{ hex: at(3, 2), side: 0, feature: 'fence', at: 'between' }]);
    const prone = lineOfSight(map, FIRER, TARGET, ctx({ firerPosture: 'prone' }));
    expect(prone.state).toBe('blocked');
    expect(prone.reasons).toEqual([expect.objectContaining({ rule: 'FP-25', hex: at(3, 2), side: 0 })]);
    expect(lineOfSight(map, FIRER, TARGET, ctx({ targetPosture: 'prone' })).state).toBe('blocked');
    expect(lineOfSight(map, FIRER, TARGET, ctx({ firerPosture: 'crouching' })).state).toBe('clear');
  });

  it('FP-25 a fence on a side of the firer\'s or the target\'s hex counts where the line crosses it', () => {
    const own = rowMap('. . . . . . .', [{ ...FIRER, side: 0, feature: 'fence' }]);
    expect(lineOfSight(own, FIRER, TARGET, ctx({ targetPosture: 'prone' })).state).toBe('blocked');
    const theirs = rowMap('. . . . . . .', [{ ...TARGET, side: 3, feature: 'fence' }]);
    const los = lineOfSight(theirs, FIRER, TARGET, ctx({ firerPosture: 'prone' }));
    expect(los.state).toBe('blocked');
    expect(lineOfSight(theirs, FIRER, TARGET, ctx()).features[0]!.at).toBe('target');
  });

  it('FP-25 only the fence line counts: a fence on a side the line does not cross is ignored', () => {
    // Fences on the SE and NE sides of a hex the line passes straight through, east to west.
    const map = rowMap('. . . . . . .', [
      { ...at(3, 2), side: 1, feature: 'fence' },
      { ...at(3, 2), side: 5, feature: 'fence' },
    ]);
    const los = lineOfSight(map, FIRER, TARGET, ctx({ firerPosture: 'prone', targetPosture: 'prone' }));
    expect(los.state).toBe('clear');
    expect(los.features).toEqual([]);
  });

  it('FP-25 on a hexside-ambiguous line a fence blocks only if both traces cross a fence', () => {
    // Fence between (0,0) and (1,0): only the alt trace crosses it.
    const oneFence: HexsideSpec[] = [{ q: 0, r: 0, side: 0, feature: 'fence' }];
    const one = lineOfSight(cornerMap(undefined, oneFence), A, B, ctx({ firerPosture: 'prone' }));
    expect(one.state).toBe('clear');
    expect(keys(one.path)).toBe('0,0 0,1 1,1 1,2 2,2');
    // A second fence between (1,1) and (1,2) closes the primary trace too.
    const twoFences: HexsideSpec[] = [...oneFence, { q: 1, r: 1, side: 1, feature: 'fence' }];
    const two = lineOfSight(cornerMap(undefined, twoFences), A, B, ctx({ firerPosture: 'prone' }));
    expect(two.state).toBe('blocked');
    expect(rules(two)).toEqual(['FP-23', 'FP-25', 'FP-25']);
  });

  it('FP-26 a hex of friendly soldiers on the firer\'s level blocks when their posture is the same or higher', () => {
    const map = rowMap('. . . . . . .');
    const mid = at(3, 2);
    const standingFriend = lineOfSight(map, FIRER, TARGET, ctx({ soldiers: [soldier(mid, 0, 'standing')] }));
    expect(standingFriend.state).toBe('blocked');
    expect(standingFriend.reasons).toEqual([expect.objectContaining({ rule: 'FP-26', hex: mid })]);
    // A Prone friend does not block a Standing firer; he does block a Prone one.
    expect(lineOfSight(map, FIRER, TARGET, ctx({ soldiers: [soldier(mid, 0, 'prone')] })).state).toBe('clear');
    expect(lineOfSight(map, FIRER, TARGET, ctx({ firerPosture: 'prone', soldiers: [soldier(mid, 0, 'prone')] })).state).toBe('blocked');
    expect(lineOfSight(map, FIRER, TARGET, ctx({ firerPosture: 'crouching', soldiers: [soldier(mid, 0, 'standing')] })).state).toBe('blocked');
    // Friends in the firer's own hex are not between.
    expect(lineOfSight(map, FIRER, TARGET, ctx({ soldiers: [soldier(FIRER, 0)] })).state).toBe('clear');
  });

  it('FP-26 enemy soldiers never block', () => {
    const los = lineOfSight(rowMap('. . . . . . .'), FIRER, TARGET, ctx({ soldiers: [soldier(at(2, 2), 1), soldier(at(4, 2), 1)] }));
    expect(los.state).toBe('clear');
  });

  it('FP-26 friends on another level do not block', () => {
    const map = rowMap('. . . D . . .');
    const los = lineOfSight(map, FIRER, TARGET, ctx({ soldiers: [soldier(at(3, 2), 0, 'standing')] }));
    expect(los.state).toBe('clear');
    // Both in the depression: same level, blocked.
    const low = rowMap('D . . D . . .');
    expect(lineOfSight(low, FIRER, TARGET, ctx({ soldiers: [soldier(at(3, 2), 0)] })).state).toBe('blocked');
  });

  it('FP-26 the friendly hex\'s sides count: a line along its hexside is blocked', () => {
    // (1,0) lies on the alt trace only, (0,1) on the primary trace only: either blocks.
    for (const friend of [{ q: 1, r: 0 }, { q: 0, r: 1 }]) {
      const los = lineOfSight(cornerMap(), A, B, ctx({ soldiers: [soldier(friend, 0)] }));
      expect(los.state).toBe('blocked');
      expect(rules(los)).toEqual(['FP-23', 'FP-26']);
      expect(los.path.some((h) => hexKey(h) === hexKey(friend))).toBe(true);
    }
  });

  it('FP-27 hills are the highest level, depressions the lowest; Standing above Crouching above Prone', () => {
    expect(terrainLevel('hill')).toBe(HILL_LEVEL);
    expect(terrainLevel('hill')).toBeGreaterThan(terrainLevel('trees'));
    expect(terrainLevel('clear')).toBe(terrainLevel('rough'));
    expect(terrainLevel('clear')).toBeGreaterThan(terrainLevel('depression'));
    expect(POSTURE_RANK.standing).toBeGreaterThan(POSTURE_RANK.crouching);
    expect(POSTURE_RANK.crouching).toBeGreaterThan(POSTURE_RANK.prone);
    // A scenario may give levels itself: here the firer's hex is raised to hill level.
    const map = rowMap('. . . H . . .');
    const raised = (h: HexCoord): number => (hexKey(h) === hexKey(FIRER) || terrainLevel(indexHexMap(map).terrainAt(h)) === HILL_LEVEL ? HILL_LEVEL : 0);
    expect(lineOfSight(map, FIRER, TARGET, ctx({ level: raised })).state).toBe('clear');
  });

  it('FP-31 each tree hex crossed between them hinders +1; trees in the end hexes do not', () => {
    const los = lineOfSight(rowMap('T . T T . . T'), FIRER, TARGET, ctx());
    expect(los.state).toBe('hindered');
    expect(los.hindrance).toBe(2);
    expect(los.reasons.map((r) => r.hex)).toEqual([at(2, 2), at(3, 2)]);
    expect(rules(los)).toEqual(['FP-31', 'FP-31']);
  });

  it('FP-31 a trees hex fills its hex, so its hexside hinders: a line touching its side is hindered', () => {
    // The (0,0) to (3,1) line crosses the hexside between (2,0) and (1,1) at its midpoint: trees
    // at (1,1) on one trace only still hinder (6.3.6.2.5), whichever trace the firer picks.
    const oneSide = hexMapFromRows(['. . . . .', ' . T . . .', '. . . . .']);
    const los = lineOfSight(oneSide, { q: 0, r: 0 }, { q: 3, r: 1 }, ctx());
    expect(los.state).toBe('hindered');
    expect(los.hindrance).toBe(1);
    expect(los.reasons).toContainEqual({ rule: 'FP-31', code: 'trees', hex: { q: 1, r: 1 } });
  });

  it('FP-31 a hedge counts only where the line crosses the hedge line, and not on the ends\' sides', () => {
    const crossed = rowMap('. . . . . . .', [{ ...at(2, 2), side: 0, feature: 'hedge' }]);
    const los = lineOfSight(crossed, FIRER, TARGET, ctx());
    expect(los.state).toBe('hindered');
    expect(los.hindrance).toBe(1);
    expect(los.reasons[0]).toEqual(expect.objectContaining({ rule: 'FP-31', hex: at(2, 2), side: 0 }));
    // Along the hedged hex but not through its hedge: nothing.
    const beside = rowMap('. . . . . . .', [{ ...at(2, 2), side: 1, feature: 'hedge' }]);
    expect(lineOfSight(beside, FIRER, TARGET, ctx()).hindrance).toBe(0);
    // A hedge on the target's side is the target's concealment, not a hindrance of the line.
    const atTarget = rowMap('. . . . . . .', [{ ...TARGET, side: 3, feature: 'hedge' }]);
    const t = lineOfSight(atTarget, FIRER, TARGET, ctx());
    expect(t.hindrance).toBe(0);
    // (Crossings are named from the hex the line leaves: side 0 of the hex before the target.)
    expect(t.features).toEqual([{ hex: at(5, 2), side: 0, feature: 'hedge', at: 'target' }]);
    // Trees and hedges add up: 1 tree + 2 hedges.
    const both = rowMap('. . T . . . .', [{ ...at(3, 2), side: 0, feature: 'hedge' }, { ...at(4, 2), side: 0, feature: 'hedge' }]);
    expect(lineOfSight(both, FIRER, TARGET, ctx()).hindrance).toBe(3);
  });

  it('FP-31 a line along the hexside of a trees hex is hindered; trees on both sides of it count once', () => {
    // Trees at (0,1) only, on the alt trace: the primary runs along its hexside, so it is hindered too.
    const lopsided = lineOfSight(cornerMap(['. . . . .', ' T . . . .', '. . . . .', ' . . . . .']), A, B, ctx());
    expect(lopsided.state).toBe('hindered');
    expect(lopsided.hindrance).toBe(1);
    expect(lopsided.reasons).toContainEqual({ rule: 'FP-31', code: 'trees', hex: { q: 0, r: 1 } });
    // One tree on each side of the same hexside: the line passes one hexside, +1.
    const even = lineOfSight(cornerMap(['. T . . .', ' T . . . .', '. . . . .', ' . . . . .']), A, B, ctx());
    expect(even.hindrance).toBe(1);
    expect(even.state).toBe('hindered');
    // A fence closing one trace (prone firer) leaves the other, along the same trees hexside.
    const fenced = lineOfSight(
      cornerMap(['. . . . .', ' T . . . .', '. . . . .', ' . . . . .'], [{ q: 0, r: 0, side: 0, feature: 'fence' }]),
      A, B, ctx({ firerPosture: 'prone' }),
    );
    expect(fenced.state).toBe('hindered');
    expect(fenced.hindrance).toBe(1);
    expect(keys(fenced.path)).toBe('0,0 0,1 1,1 1,2 2,2');
  });

});

it('the walk takes a prebuilt map index as well as a spec', () => {
  const map = rowMap('. . . H . . .');
  expect(walkedLine(indexHexMap(map), FIRER, TARGET, ctx()).state).toBe('blocked');
});
