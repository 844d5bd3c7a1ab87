import { describe, expect, it } from 'vitest';
import type { Barrier, Building } from '../../core/table/types';
import { shotInfo } from './shooting';
import { tapeMeasure } from './tapeMeasure';
import { position } from './testkit';

const deputy = (id: string, x: number, y: number, weapon: 'sixgun' | 'rifle' = 'sixgun') => ({ id, name: id, type: 'deputy', pos: { x, y }, weapon });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 15, y: 0 }, b: { x: 15, y: 36 }, height: 1 };
const house: Building = { id: 'h', kind: 'building', poly: [{ x: 14, y: 15 }, { x: 16, y: 15 }, { x: 16, y: 25 }, { x: 14, y: 25 }], height: 3 };

describe('Tape measure', () => {
  it('OW-GAP-3 between two points on open ground: the straight distance, nothing in the way', () => {
    const s = position([deputy('a', 2, 2)], [rowdy('x', 30, 30)]);
    const m = tapeMeasure(s, { x: 5, y: 10 }, { x: 8, y: 14 });
    expect(m.distance).toBeCloseTo(5);
    expect(m.from).toBeNull();
    expect(m.sight.line).not.toBeNull();
    expect(m.sight.inTheWay).toEqual([]);
  });

  it('OW-GAP-3 from one fighter to an enemy: base edge to base edge, with what the shot would meet', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 19, 20), rowdy('y', 14, 20)], { terrain: [fence] });
    const m = tapeMeasure(s, { x: 10.2, y: 20.1 }, { x: 18.9, y: 20 });
    expect(m.from?.id).toBe('0:a');
    expect(m.to?.id).toBe('1:x');
    expect(m.distance).toBeCloseTo(8);
    expect(m.range).toBe(10);
    // The same things in the way, in the same order, as the shot's own check.
    expect(m.sight.inTheWay).toEqual(shotInfo(s, '0:a', '1:x').inTheWay);
    expect(m.sight.inTheWay.map((x) => x.kind)).toEqual(['model', 'obstacle']);
  });

  it('OW-GAP-3 a building between the ends blocks the tape\'s line of sight', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 19, 20)], { terrain: [house] });
    const free = tapeMeasure(s, { x: 10, y: 10 }, { x: 19, y: 10 });
    expect(free.sight.line).not.toBeNull();
    const m = tapeMeasure(s, { x: 10, y: 20 }, { x: 19, y: 20 });
    expect(m.sight.line).toBeNull();
    expect(m.sight.blockedAt?.x).toBeCloseTo(14);
  });
});
