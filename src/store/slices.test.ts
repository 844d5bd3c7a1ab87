import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slicer } from './slices';

let clock = 0;
afterEach(() => vi.restoreAllMocks());
function fakeClock() {
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
}

/** How many items run before the slicer says the slice is over, each taking `costMs`. */
function itemsUntilDue(slicer: Slicer, costMs: (k: number) => number): { items: number; at: number } {
  for (let k = 1; k < 1_000_000; k++) {
    clock += costMs(k);
    if (slicer.due()) return { items: k, at: clock };
  }
  throw new Error('never due');
}

describe('an import gives the page back in slices', () => {
  it('cheap items: the clock is read only now and then, and the slice ends at most 8 items late', () => {
    fakeClock();
    const reads = vi.mocked(performance.now);
    const slicer = new Slicer(12);
    const { items, at } = itemsUntilDue(slicer, () => 0.005);
    expect(at).toBeGreaterThanOrEqual(12);
    expect(at).toBeLessThanOrEqual(12 + 8 * 0.005 + 1e-9);
    expect(reads.mock.calls.length).toBeLessThan(items / 4);
  });

  it('items that turn slow after cheap ones: the slice still ends on the next slow item or soon after', () => {
    fakeClock();
    const slicer = new Slicer(12);
    // 1,000 cheap items (5 µs), then items of 5 ms each.
    const { at } = itemsUntilDue(slicer, (k) => (k <= 1000 ? 0.005 : 5));
    expect(at).toBeLessThanOrEqual(5 + 8 * 5);
    const again = new Slicer(12);
    const second = itemsUntilDue(again, () => 5);
    expect(second.items).toBe(3);
  });

  it('a slice of 0 ms yields after every item', () => {
    fakeClock();
    const slicer = new Slicer(0);
    expect([slicer.due(), slicer.due(), slicer.due()]).toEqual([true, true, true]);
  });
});
