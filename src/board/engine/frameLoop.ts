// Render on demand: whatever changes marks a dirty flag and asks for a frame; all the changes
// made before the next animation frame are drawn in that one frame. Nothing ticks while idle.

type Raf = (cb: () => void) => number;
type Caf = (id: number) => void;

export class FrameLoop {
  private id = 0;
  private dead = false;

  constructor(
    private readonly onFrame: () => void,
    private readonly raf: Raf = (cb) => requestAnimationFrame(cb),
    private readonly caf: Caf = (id) => cancelAnimationFrame(id),
  ) {}

  /** A frame is asked for and has not run yet. */
  get pending(): boolean {
    return this.id !== 0;
  }

  /** Asks for one frame (no-op if one is already pending). */
  schedule(): void {
    if (this.id || this.dead) return;
    this.id = this.raf(() => {
      this.id = 0;
      if (!this.dead) this.onFrame();
    });
  }

  /** Runs the pending frame now, if there is one. */
  flush(): void {
    if (!this.id || this.dead) return;
    this.caf(this.id);
    this.id = 0;
    this.onFrame();
  }

  /** Cancels the pending frame; no frame runs again. */
  destroy(): void {
    this.dead = true;
    if (this.id) this.caf(this.id);
    this.id = 0;
  }
}

/** A set of named dirty flags: mark when something changes, take when drawing it. */
export class DirtyFlags<K extends string> {
  private readonly set = new Set<K>();

  mark(...keys: K[]): void {
    for (const k of keys) this.set.add(k);
  }

  has(key: K): boolean {
    return this.set.has(key);
  }

  /** Whether `key` was dirty; clears it. */
  take(key: K): boolean {
    return this.set.delete(key);
  }

  clear(): void {
    this.set.clear();
  }
}
