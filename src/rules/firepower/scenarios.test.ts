import { describe, expect, it } from 'vitest';
import { axialToOffset, hexKey, neighbor, offsetToAxial } from '../../core/hex/hexMath';
import { inMap, terrainAt, validateHexMap } from '../../core/hex/hexMap';
import type { HexCoord, HexMapSpec, HexSide } from '../../core/hex/types';
import { BOARD_A, BOARD_B, HILL_CREST, joinedMap } from './boards';
import { firepower } from './index';
import { FP_SCENARIOS } from './scenarios';
import { featureBetween } from './terrain';

const at = (col: number, row: number): HexCoord => offsetToAxial(col, row);

/** Hexes of a terrain connected to `start` through neighbours of the same terrain. */
function reach(map: HexMapSpec, start: HexCoord): Set<string> {
  const t = terrainAt(map, start);
  const seen = new Set([hexKey(start)]);
  const todo = [start];
  while (todo.length) {
    const h = todo.pop()!;
    for (const side of [0, 1, 2, 3, 4, 5]) {
      const n = neighbor(h, side);
      if (inMap(map, n) && terrainAt(map, n) === t && !seen.has(hexKey(n))) {
        seen.add(hexKey(n));
        todo.push(n);
      }
    }
  }
  return seen;
}

describe('Firepower boards', () => {
  it('are valid 20 x 30 boards using every terrain and both hexside features', () => {
    for (const b of [BOARD_A, BOARD_B]) {
      expect(validateHexMap(b)).toEqual([]);
      expect([b.cols, b.rows]).toEqual([20, 30]);
      expect(new Set(b.hexsides.map((s) => s.feature))).toEqual(new Set(['fence', 'hedge']));
    }
    const used = new Set([...BOARD_A.terrain, ...BOARD_B.terrain]);
    expect(used).toEqual(new Set(['clear', 'hill', 'depression', 'trees', 'scrub', 'rough']));
  });

  it('join east-west into a valid 40 x 30 map with matching seam columns', () => {
    const map = joinedMap();
    expect(validateHexMap(map)).toEqual([]);
    expect([map.cols, map.rows]).toEqual([40, 30]);
    expect(map.boards?.map((b) => [b.id, b.col])).toEqual([['A', 0], ['B', 20]]);
    for (let row = 0; row < 30; row++) expect(terrainAt(map, at(20, row)), `row ${row}`).toBe(terrainAt(map, at(19, row)));
  });

  it('carry the sunken road across the seam from the west edge to the east edge', () => {
    const map = joinedMap();
    const road = reach(map, at(0, 19));
    expect(road.has(hexKey(at(39, 20)))).toBe(true);
    // The gully of board B runs into the road.
    expect(road.has(hexKey(at(35, 11)))).toBe(true);
  });

  it('continue the hedge along the road and the field lines over the seam without a hole', () => {
    const map = joinedMap();
    // North side of the road, board A col 10 to board B col 12: both upper hexsides of every hex.
    for (let col = 10; col <= 32; col++) {
      for (const side of [4, 5] as HexSide[]) expect(featureBetween(map, at(col, 20), neighbor(at(col, 20), side)), `col ${col}`).toBe('hedge');
    }
    // The top and bottom lines of the two fields that straddle the seam, near it.
    const lines: [string, number, number, HexSide[]][] = [['fence', 1, 0, [4, 5]], ['fence', 5, 6, [1, 2]], ['hedge', 23, 22, [4, 5]], ['hedge', 28, 29, [1, 2]]];
    for (const [feature, row, outRow, sides] of lines) {
      for (let col = 17; col <= 22; col++) {
        for (const side of sides) {
          const n = neighbor(at(col, row), side);
          expect(axialToOffset(n).row).toBe(outRow);
          expect(featureBetween(map, at(col, row), n), `${feature} ${col},${row} side ${side}`).toBe(feature);
        }
      }
    }
  });

  it('put the crest on top of the hill', () => {
    for (const h of HILL_CREST) {
      expect(terrainAt(BOARD_A, h)).toBe('hill');
      for (let side = 0; side < 6; side++) expect(terrainAt(BOARD_A, neighbor(h, side))).toBe('hill');
    }
  });
});

describe('Firepower scenarios', () => {
  const all = Object.entries(FP_SCENARIOS);

  it('are the meeting engagement and the hill', () => {
    expect(Object.keys(FP_SCENARIOS).sort()).toEqual(['hill', 'meeting']);
    for (const [key, sc] of all) {
      expect(sc.id).toBe(key);
      expect(sc.lastTurn).toBe(6);
      expect(sc.sides.map((s) => s.id)).toEqual(['blue', 'red']);
      expect(validateHexMap(sc.map)).toEqual([]);
    }
  });

  it('place every soldier on the map, with unique ids, never in a hex with an enemy, facing the enemy', () => {
    for (const [, sc] of all) {
      const ids = sc.soldiers.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of sc.soldiers) {
        expect(inMap(sc.map, s.pos), s.id).toBe(true);
        expect(s.name.length).toBeGreaterThan(0);
        expect(s.grenades).toBe(true);
        expect(s.facing).toBe(s.side === 0 ? 0 : 3);
        const enemies = sc.soldiers.filter((e) => e.side !== s.side);
        expect(enemies.some((e) => hexKey(e.pos) === hexKey(s.pos)), s.id).toBe(false);
      }
    }
  });

  it('give each side of the meeting engagement the same squad on its own edge', () => {
    const sc = FP_SCENARIOS.meeting!;
    expect(sc.objective ?? null).toBeNull();
    for (const side of [0, 1]) {
      const squad = sc.soldiers.filter((s) => s.side === side);
      expect(squad.map((s) => s.weapon).sort()).toEqual(['lmg', 'pistol', 'rifle', 'rifle']);
      for (const s of squad) expect(axialToOffset(s.pos).col).toBe(side === 0 ? 0 : 39);
    }
  });

  it('put the hill defenders on the crest and one more attacker on the far edge', () => {
    const sc = FP_SCENARIOS.hill!;
    const crest = new Set(sc.objective!.hexes.map(hexKey));
    expect(crest.size).toBeGreaterThan(0);
    for (const h of sc.objective!.hexes) expect(terrainAt(sc.map, h)).toBe('hill');
    const blue = sc.soldiers.filter((s) => s.side === 0);
    const red = sc.soldiers.filter((s) => s.side === 1);
    expect(red.length).toBe(blue.length + 1);
    for (const s of blue) expect(crest.has(hexKey(s.pos)), s.id).toBe(true);
    for (const s of red) expect(axialToOffset(s.pos).col).toBe(39);
  });

  it('set up into a match with legal actions', () => {
    for (const [key, sc] of all) {
      const state = firepower.setup(sc, {}, 1, ['A', 'B']);
      expect(state.scenarioId).toBe(key);
      expect(state.chips.length).toBe(sc.soldiers.length);
      expect(firepower.legalActions(state).length, key).toBeGreaterThan(0);
      // Past the first chip: every soldier of the drawn side may act and step forward.
      const drawn = firepower.apply(state, { type: 'drawChip' }, { roll: () => 1 }).state;
      const starts = firepower.legalActions(drawn).filter((a) => a.type === 'startImpulse');
      // One start per soldier, plus one per stack of two or more (FP-13).
      const mine = sc.soldiers.filter((s) => s.side === drawn.active);
      const stacks = new Set(mine.map((s) => `${s.pos.q},${s.pos.r}`));
      const stacked = [...stacks].filter((k) => mine.filter((s) => `${s.pos.q},${s.pos.r}` === k).length > 1).length;
      expect(starts.length, key).toBe(mine.length + stacked);
      expect(starts.some((a) => a.type === 'startImpulse' && a.soldierIds.length > 1), key).toBe(stacked > 0);
      for (const a of starts) {
        const moving = firepower.apply(drawn, a, { roll: () => 1 }).state;
        expect(firepower.legalActions(moving).some((x) => x.type === 'enter'), key).toBe(true);
      }
    }
  });
});
