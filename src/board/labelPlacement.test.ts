import { describe, expect, it } from 'vitest';
import { labelBox, placeLabels, type Box, type LabelItem } from './labelPlacement';

const item = (id: string, x: number, y: number, w = 40, r = 7): LabelItem => ({ id, x, y, rx: r, ry: r, w, h: 12 });
const overlaps = (a: Box, b: Box) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
const gap = (it: LabelItem, b: Box) => Math.hypot(Math.max(b.x0 - it.x, 0, it.x - b.x1), Math.max(b.y0 - it.y, 0, it.y - b.y1));

function boxes(items: LabelItem[]) {
  const spots = placeLabels(items);
  return items.map((it) => ({ it, box: labelBox(it, spots.get(it.id)!), spot: spots.get(it.id)! }));
}

describe('placeLabels', () => {
  it('a fighter alone has his name centred under his base', () => {
    const [a] = boxes([item('a', 100, 100)]);
    expect(a!.box).toEqual({ x0: 80, y0: 108, x1: 120, y1: 120 });
    expect(a!.spot.leader).toBe(false);
  });

  it('a three-fighter fight (bases touching) gets three names that do not overlap, each beside its own base', () => {
    const placed = boxes([item('harlan', 100, 100), item('ridley', 113, 104), item('bell', 100, 112)]);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
    }
    for (const p of placed) expect(gap(p.it, p.box)).toBeLessThanOrEqual(p.it.rx + 2);
  });

  it('names keep off the other bases of a crowd', () => {
    const items = [item('a', 100, 100), item('b', 100, 116), item('c', 86, 108), item('d', 114, 108)];
    const placed = boxes(items);
    for (const p of placed) {
      for (const other of items) {
        if (other.id === p.it.id) continue;
        expect(overlaps(p.box, { x0: other.x - other.rx, y0: other.y - other.ry, x1: other.x + other.rx, y1: other.y + other.ry })).toBe(false);
      }
    }
  });

  it('a ring of eight fighters round one: every name has a place of its own, a leader line when a step away', () => {
    const items = [item('mid', 200, 200)];
    for (let i = 0; i < 8; i++) items.push(item(`r${i}`, 200 + 14 * Math.cos((i * Math.PI) / 4), 200 + 14 * Math.sin((i * Math.PI) / 4)));
    const placed = boxes(items);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
    }
    for (const p of placed) {
      expect(gap(p.it, p.box)).toBeLessThanOrEqual(p.it.rx + 30);
      if (gap(p.it, p.box) > p.it.rx + 2) expect(p.spot.leader).toBe(true);
    }
  });

  it('is the same for the same crowd whatever order the units come in', () => {
    const items = [item('a', 100, 100), item('b', 113, 104), item('c', 100, 112)];
    const one = placeLabels(items);
    const two = placeLabels([...items].reverse());
    for (const it of items) expect(two.get(it.id)).toEqual(one.get(it.id));
  });
});
