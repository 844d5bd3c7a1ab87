import { describe, expect, it } from 'vitest';
import { chunkOrder, FrameBudget, runSteps } from './chunkBudget';

type Step = 'draw' | 'prepare' | 'bake';
const STEPS: readonly Step[] = ['draw', 'prepare', 'bake'];

/** A fake clock and chunks whose steps take set times on it. */
function world(costs: Record<Step, number>) {
  let t = 0;
  const stage = new Map<number, number>();
  const log: string[] = [];
  const next = (id: number): Step | null => STEPS[stage.get(id) ?? 0] ?? null;
  const step = (id: number, s: Step): void => {
    t += costs[s];
    stage.set(id, (stage.get(id) ?? 0) + 1);
    log.push(`${id}:${s}`);
  };
  return { now: () => t, advance: (ms: number) => (t += ms), next, step, log, stage };
}

describe('FrameBudget and runSteps', () => {
  it('stops a frame before a step that would overrun its allowance', () => {
    const w = world({ draw: 2, prepare: 3, bake: 4 });
    const budget = new FrameBudget<Step>(6, w.now);
    budget.begin();
    // No step timed yet: each is guessed at half the allowance (3 ms).
    expect(runSteps([1, 2], w.next, w.step, budget)).toBe(false);
    expect(w.log).toEqual(['1:draw', '1:prepare']);
    expect(budget.done).toBe(2);
    expect(w.now()).toBeLessThanOrEqual(6);
  });

  it('always runs the first step of a frame, even one costlier than the allowance', () => {
    const w = world({ draw: 1, prepare: 1, bake: 20 });
    const budget = new FrameBudget<Step>(6, w.now);
    budget.begin();
    runSteps([1], w.next, w.step, budget);
    expect(w.log).toEqual(['1:draw', '1:prepare', '1:bake']);
    // The bake is now known to cost 20 ms: the next frame does one and stops.
    budget.begin();
    const start = w.now();
    expect(runSteps([2, 3], w.next, w.step, budget)).toBe(false);
    expect(w.log.slice(3)).toEqual(['2:draw', '2:prepare']);
    budget.begin();
    expect(runSteps([2, 3], w.next, w.step, budget)).toBe(false);
    expect(w.log.slice(5)).toEqual(['2:bake']);
    expect(w.now() - start).toBe(22);
  });

  it('gets every chunk ready over frames, no frame past its allowance but by its first step', () => {
    const costs = { draw: 1.5, prepare: 2.5, bake: 3 };
    const w = world(costs);
    const budget = new FrameBudget<Step>(6, w.now);
    const ids = [...Array(10).keys()];
    let frames = 0;
    let done = false;
    while (!done && frames < 100) {
      budget.begin();
      const t0 = w.now();
      done = runSteps(ids, w.next, w.step, budget);
      expect(w.now() - t0).toBeLessThanOrEqual(6 + 3);
      expect(budget.done).toBeGreaterThan(0);
      w.advance(10); // the rest of the frame
      frames++;
    }
    expect(done).toBe(true);
    expect(ids.every((id) => w.next(id) === null)).toBe(true);
    // 70 ms of work at about 6 ms a frame.
    expect(frames).toBeGreaterThanOrEqual(12);
    expect(frames).toBeLessThanOrEqual(20);
  });

  it('learns a slow step at once and forgets it slowly', () => {
    let t = 0;
    const budget = new FrameBudget<Step>(8, () => t);
    expect(budget.cost('bake')).toBe(4);
    budget.begin();
    budget.run('bake', () => (t += 10));
    expect(budget.cost('bake')).toBe(10);
    budget.run('bake', () => (t += 2));
    expect(budget.cost('bake')).toBe(8);
    budget.run('bake', () => (t += 12));
    expect(budget.cost('bake')).toBe(12);
  });

  it('does not loop on a step that does not move its chunk on', () => {
    let t = 0;
    const budget = new FrameBudget<Step>(1000, () => t);
    budget.begin();
    let calls = 0;
    runSteps([1], () => 'draw', () => {
      calls++;
      t += 0.1;
    }, budget);
    expect(calls).toBeLessThan(10);
  });
});

describe('chunkOrder', () => {
  const view = { cc0: 2, cc1: 4, cr0: 2, cr1: 3 };

  it('lists the chunks in view nearest the centre first, and none ahead while the view has not moved', () => {
    const { inView, ahead } = chunkOrder(view, 10, 10, 1);
    expect([...inView].sort((a, b) => a - b)).toEqual([22, 23, 24, 32, 33, 34]);
    expect(inView.slice(0, 2).sort()).toEqual([23, 33]);
    expect(ahead).toEqual([]);
  });

  it('adds the ring on the side the view moves towards, nearest that way first, clipped to the map', () => {
    const east = chunkOrder(view, 10, 10, 1, { x: 1, y: 0 });
    // The column ahead first, then the ring's chunks above and below the view's eastern half.
    expect(east.ahead.slice(0, 4).sort((a, b) => a - b)).toEqual([15, 25, 35, 45]);
    expect([...east.ahead].sort((a, b) => a - b)).toEqual([14, 15, 25, 35, 44, 45]);
    const north = chunkOrder(view, 10, 10, 1, { x: 0, y: -2 });
    expect(north.ahead.slice(0, 5).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15]);
    expect([...north.ahead].sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15, 21, 25]);
    const southEast = chunkOrder(view, 10, 10, 1, { x: 3, y: 1 });
    expect(southEast.ahead.slice(0, 3).sort((a, b) => a - b)).toEqual([25, 35, 45]);
    expect(southEast.ahead).not.toContain(11);
    const corner = chunkOrder({ cc0: 0, cc1: 1, cr0: 0, cr1: 0 }, 10, 10, 1, { x: -1, y: -1 });
    expect(corner.ahead).toEqual([]);
  });

  it('has no ring with a margin of 0', () => {
    expect(chunkOrder(view, 10, 10, 0).ahead).toEqual([]);
  });
});
