import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from '../../rules/firepower';
import type { FPAction, FPState } from '../../rules/firepower/types';
import { hexModel } from './panels';
import { fpTape, fpUnitCard } from './tape';

const sides: FPScenario['sides'] = [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }];
const man = (id: string, side: 0 | 1, q: number, r: number) => ({ id, name: id, side, weapon: 'rifle' as const, grenades: false, pos: { q, r }, facing: 0 as const });

function acting(soldiers: FPScenario['soldiers'], terrainAt: Record<number, HexTerrain>): FPState {
  const terrain: HexTerrain[] = Array.from({ length: 144 }, (_, i) => terrainAt[i] ?? 'clear');
  let s = firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: { cols: 12, rows: 12, terrain, hexsides: [] }, lastTurn: 5, sides, soldiers }, {}, 1, ['A', 'B']);
  for (const a of [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['g'] }] as FPAction[]) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
}

describe('Firepower tape measure', () => {
  // Row 5 of a 12 x 12 map: hexes (q, 5) for q = -2..9; index = row * 12 + col, col = q + 2.
  const hill = 5 * 12 + (4 + 2);
  const trees = 5 * 12 + (3 + 2);

  it('FP-24 a hill between the ends blocks the tape, as it blocks the hex panel\'s sight line', () => {
    const s = acting([man('g', 0, 1, 5), man('x', 1, 7, 5)], { [hill]: 'hill' });
    const t = fpTape(s, 'en', { q: 1, r: 5 }, { q: 7, r: 5 }, 'g');
    expect(t.sight).toBe('blocked');
    expect(hexModel(s, 'g', { q: 7, r: 5 })!.los!.state).toBe('blocked');
    expect(t.lines[0]).toBe('Range: 6 hexes');
    expect(t.lines.join('\n')).toMatch(/FP-24: hill in hex 7\.6/);
    expect(t.marks).toContainEqual({ q: 4, r: 5, kind: 'blocked' });
  });

  it('FP-31 trees between hinder the line by +1; the reading names the trees and the rifle\'s hit number', () => {
    const s = acting([man('g', 0, 1, 5), man('x', 1, 7, 5)], { [trees]: 'trees' });
    const t = fpTape(s, 'en', { q: 1, r: 5 }, { q: 7, r: 5 }, 'g');
    expect(t.sight).toBe('cover');
    expect(t.label).toBe('6 hexes · hindered (+1)');
    expect(t.lines.join('\n')).toMatch(/FP-31: trees in hex 6\.6: \+1/);
    expect(t.lines.join('\n')).toMatch(/Rifle at this range: hits on \d/);
    expect(t.path).toHaveLength(7);
    const ru = fpTape(s, 'ru', { q: 1, r: 5 }, { q: 7, r: 5 }, 'g');
    expect(ru.lines[0]).toBe('Дистанция: 6 гексов');
  });

  it('FP-23 from an empty hex the tape looks as a standing soldier of the side to act would', () => {
    const s = acting([man('g', 0, 1, 5), man('x', 1, 7, 5)], {});
    const t = fpTape(s, 'en', { q: 2, r: 3 }, { q: 3, r: 3 }, null);
    expect(t).toMatchObject({ sight: 'clear', label: '1 hex · clear' });
    expect(t.lines[1]).toBe('Line of sight from a standing soldier of A: clear');
  });

  it('shows the card of the soldier under the pointer with his range from the selected one', () => {
    const s = acting([man('g', 0, 1, 5), man('x', 1, 7, 5)], {});
    expect(fpUnitCard(s, 'en', { q: 7, r: 5 }, 'g')).toMatchObject({ id: 'x', title: 'x', lines: ['Rifle', 'standing', '6 hexes from g'] });
    expect(fpUnitCard(s, 'en', { q: 0, r: 0 }, 'g')).toBeNull();
  });
});
