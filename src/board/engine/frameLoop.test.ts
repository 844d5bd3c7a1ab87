import { describe, expect, it } from 'vitest';
import { DirtyFlags, FrameLoop } from './frameLoop';

function fakeRaf() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    raf: (cb: () => void) => {
      queue.set(next, cb);
      return next++;
    },
    caf: (id: number) => void queue.delete(id),
    run() {
      const cbs = [...queue.values()];
      queue.clear();
      cbs.forEach((cb) => cb());
    },
    get size() {
      return queue.size;
    },
  };
}

describe('FrameLoop', () => {
  it('draws one frame for a batch of requests', () => {
    const f = fakeRaf();
    let frames = 0;
    const loop = new FrameLoop(() => frames++, f.raf, f.caf);
    for (let i = 0; i < 10; i++) loop.schedule();
    expect(f.size).toBe(1);
    f.run();
    expect(frames).toBe(1);
    f.run();
    expect(frames).toBe(1);
  });

  it('flush runs the pending frame now, once', () => {
    const f = fakeRaf();
    let frames = 0;
    const loop = new FrameLoop(() => frames++, f.raf, f.caf);
    loop.flush();
    expect(frames).toBe(0);
    loop.schedule();
    loop.flush();
    expect(frames).toBe(1);
    expect(f.size).toBe(0);
  });

  it('destroy cancels the pending frame and ignores later requests', () => {
    const f = fakeRaf();
    let frames = 0;
    const loop = new FrameLoop(() => frames++, f.raf, f.caf);
    loop.schedule();
    loop.destroy();
    expect(f.size).toBe(0);
    loop.schedule();
    f.run();
    expect(frames).toBe(0);
  });
});

describe('DirtyFlags', () => {
  it('takes a flag once', () => {
    const d = new DirtyFlags<'a' | 'b'>();
    d.mark('a');
    expect(d.has('b')).toBe(false);
    expect(d.take('a')).toBe(true);
    expect(d.take('a')).toBe(false);
  });
});
