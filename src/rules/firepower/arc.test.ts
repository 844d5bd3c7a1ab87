import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../core/hex/hexMath';
import { inArc, lineDirection } from './arc';
import { scatterHex, spreadDiagram } from './scatter';

describe('Firepower: arc of fire and scatter', () => {
  it('FP-22 the arc of fire is the 60-degree wedge ahead, its edges through the hexes beside the front hex', () => {
    const me = { q: 0, r: 0 };
    // Facing east (0): the front hex, the two beyond its left and right, straight ahead far away.
    expect(inArc(me, 0, { q: 1, r: 0 })).toBe(true);
    expect(inArc(me, 0, { q: 2, r: -1 })).toBe(true);
    expect(inArc(me, 0, { q: 1, r: 1 })).toBe(true);
    expect(inArc(me, 0, { q: 6, r: 0 })).toBe(true);
    // The neighbours either side of the front hex (SE, NE) are outside; so is anything behind.
    expect(inArc(me, 0, { q: 0, r: 1 })).toBe(false);
    expect(inArc(me, 0, { q: 1, r: -1 })).toBe(false);
    expect(inArc(me, 0, { q: -3, r: 0 })).toBe(false);
    expect(inArc(me, 0, me)).toBe(false);
  });

  it('FP-34 the scatter diagram is oriented by the line into the target; along a vertex the thrower picks the side', () => {
    expect(lineDirection({ q: 0, r: 0 }, { q: 5, r: 0 })).toBe(0);
    // Exactly between E and SE: the thrower chooses.
    expect(lineDirection({ q: 0, r: 0 }, { q: 1, r: 1 }, 'right')).toBe(1);
    expect(lineDirection({ q: 0, r: 0 }, { q: 1, r: 1 }, 'left')).toBe(0);
    const t = { q: 5, r: 5 };
    expect(scatterHex(t, 0, 1)).toEqual({ q: 6, r: 5 });
    expect(scatterHex(t, 0, 4)).toEqual({ q: 4, r: 5 });
    expect(scatterHex(t, 0, 7)).toEqual({ q: 7, r: 5 });
    const d = spreadDiagram(t, 3);
    expect(d.slice(0, 6).every((x) => hexDistance(x.hex, t) === 1)).toBe(true);
    expect(d.slice(6).every((x) => hexDistance(x.hex, t) === 2)).toBe(true);
  });
});
