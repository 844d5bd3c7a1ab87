// Long work in slices that give the page back between them, so an import of a long match never
// holds the page for more than a few milliseconds at a stretch.

/** A slice's length in milliseconds before the work yields (well under one 100 ms long task). */
export const SLICE_MS = 12;

type Yielder = () => Promise<void>;

/** Gives the event loop a turn: scheduler.yield where the browser has it, else a message (no 4 ms timer clamp). */
export const yieldToPage: Yielder = (() => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return () => scheduler.yield!();
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

/** Decides when a long loop should yield: `due()` is cheap, call it often; `pause()` when it says so. */
export class Slicer {
  private start = performance.now();
  constructor(private readonly sliceMs = SLICE_MS, private readonly yielder: Yielder = yieldToPage) {}
  /** True when the slice has run its time (a clock read: about 50 ns). */
  due(): boolean {
    return performance.now() - this.start >= this.sliceMs;
  }
  async pause(): Promise<void> {
    await this.yielder();
    this.start = performance.now();
  }
}
