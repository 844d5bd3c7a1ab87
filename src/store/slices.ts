// Long work in slices that give the page back between them, so an import of a long match never
// holds the page for more than about 40 ms at a stretch.

/**
 * A slice's length in milliseconds before the work yields: well under one 100 ms long task, and
 * long enough that the page's turns between slices (the progress bar drawn) stay a small share of
 * an import (at 12 ms they took about a fifth of a 150,000-action import in Chromium).
 */
export const SLICE_MS = 40;

type Yielder = () => Promise<void>;

/**
 * Gives the event loop a turn: a message (no 4 ms timer clamp). Not scheduler.yield: its
 * continuation goes before the page's other tasks, so React's render of the progress never ran
 * until the import was over (the sentence stayed on "reading the file"); with a message the
 * progress renders between slices, and in Chromium the 150,000-action import was no slower for it
 * (medians 1.86 s against 2.26 s, four imports each, alternated).
 */
export const yieldToPage: Yielder = (() => {
  if (typeof MessageChannel === 'function') {
    return () => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return () => new Promise<void>((resolve) => setTimeout(resolve, 0));
})();

/** The most `due()` calls between two clock reads. */
const MAX_STRIDE = 8;

/**
 * Decides when a long loop should yield: `due()` is cheap, call it often; `pause()` when it says
 * so. The clock is read every `stride` calls: the stride doubles while the calls come faster than
 * one every 30 µs (a long record's cheap actions, where reading the clock each time cost more than
 * a tenth of an import in Chromium) and drops back to 1 as soon as they slow down, so a slice
 * overruns by at most MAX_STRIDE cheap items.
 */
export class Slicer {
  private start = performance.now();
  private lastRead = this.start;
  private stride = 1;
  private skip = 1;
  constructor(private readonly sliceMs = SLICE_MS, private readonly yielder: Yielder = yieldToPage) {}
  /** True when the slice has run its time. */
  due(): boolean {
    if (this.sliceMs <= 0) return true;
    if (--this.skip > 0) return false;
    const t = performance.now();
    const perCall = (t - this.lastRead) / this.stride;
    this.lastRead = t;
    this.stride = perCall < 0.03 ? Math.min(MAX_STRIDE, this.stride * 2) : 1;
    this.skip = this.stride;
    return t - this.start >= this.sliceMs;
  }
  async pause(): Promise<void> {
    await this.yielder();
    this.start = performance.now();
    this.lastRead = this.start;
  }
}
