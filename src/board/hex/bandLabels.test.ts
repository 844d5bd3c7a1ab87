import { describe, expect, it } from 'vitest';
import { bandLabelAt, type BandLabelInput } from './bandLabels';
import { counterBoost, MIN_COUNTER_PX } from './counterSize';

const base: BandLabelInput = { cx: 300, cy: 200, reach: 80, w: 30, h: 17, mapW: 600, mapH: 400 };
const inside = (b: BandLabelInput, p: { x: number; y: number }) =>
  p.x - b.w / 2 >= 0 && p.x + b.w / 2 <= b.mapW && p.y - b.h / 2 >= 0 && p.y + b.h / 2 <= b.mapH;

describe('bandLabelAt', () => {
  it('puts the label over the top of the band when that is on the map', () => {
    const p = bandLabelAt(base);
    expect(p.x).toBe(300);
    expect(p.y).toBeCloseTo(200 - 80 - 8.5 - 2);
  });

  it('moves it under the band when the top is off the map (a soldier near the top edge)', () => {
    const b = { ...base, cy: 40 };
    const p = bandLabelAt(b);
    expect(p.y).toBeCloseTo(40 + 80 + 8.5 + 2);
    expect(inside(b, p)).toBe(true);
  });

  it('keeps it on the map when the band is bigger than the map both ways', () => {
    for (const cy of [0, 50, 200, 399]) {
      for (const cx of [0, 10, 590, 600]) {
        const b = { ...base, cx, cy, reach: 1000 };
        expect(inside(b, bandLabelAt(b))).toBe(true);
      }
    }
  });
});

describe('counterBoost', () => {
  it(`blows a counter of 10 px up to ${MIN_COUNTER_PX} px and leaves bigger ones alone`, () => {
    expect(10 * counterBoost(10)).toBeCloseTo(MIN_COUNTER_PX);
    expect(counterBoost(40)).toBe(1);
    expect(counterBoost(MIN_COUNTER_PX)).toBe(1);
  });
});
