// Scheduling of the terrain chunks' work (drawing, tessellating, baking), kept apart from Pixi so
// it can be tested without WebGL: which chunks to prepare and in what order, and how many steps
// of work a frame may take before the rest waits for the next frame.

/** Chunk columns cc0..cc1 and rows cr0..cr1, inclusive. */
export interface ChunkRange {
  cc0: number;
  cc1: number;
  cr0: number;
  cr1: number;
}

export interface ChunkOrder {
  /** The chunks in view, nearest the view's centre first. */
  inView: number[];
  /** Chunks of a ring around the view on the side it moves towards, to prepare ahead, nearest first. */
  ahead: number[];
}

/**
 * The chunks of `view` and those of a ring `margin` chunks wide around it (clipped to a map of
 * `cols` x `rows` chunks) on the side `heading` points to (the way the view last moved, any
 * length; 0 0, none), as indexes `row * cols + col`.
 */
export function chunkOrder(view: ChunkRange, cols: number, rows: number, margin: number, heading = { x: 0, y: 0 }): ChunkOrder {
  const mx = (view.cc0 + view.cc1) / 2;
  const my = (view.cr0 + view.cr1) / 2;
  const len = Math.hypot(heading.x, heading.y);
  // Ring chunks are ranked from a point pushed ahead of the centre, by half the view's size.
  const reach = len ? Math.max(view.cc1 - view.cc0, view.cr1 - view.cr0, 1) / 2 + margin : 0;
  const ax = mx + (len ? (heading.x / len) * reach : 0);
  const ay = my + (len ? (heading.y / len) * reach : 0);
  const inView: [number, number][] = [];
  const ahead: [number, number][] = [];
  for (let cr = Math.max(0, view.cr0 - margin); cr <= Math.min(rows - 1, view.cr1 + margin); cr++) {
    for (let cc = Math.max(0, view.cc0 - margin); cc <= Math.min(cols - 1, view.cc1 + margin); cc++) {
      const id = cr * cols + cc;
      if (cc >= view.cc0 && cc <= view.cc1 && cr >= view.cr0 && cr <= view.cr1) inView.push([id, (cc - mx) ** 2 + (cr - my) ** 2]);
      else if ((cc - mx) * heading.x + (cr - my) * heading.y > 0) ahead.push([id, (cc - ax) ** 2 + (cr - ay) ** 2]);
    }
  }
  const ids = (xs: [number, number][]) => xs.sort((a, b) => a[1] - b[1] || a[0] - b[0]).map((x) => x[0]);
  return { inView: ids(inView), ahead: ids(ahead) };
}

/**
 * A frame's allowance of time for chunk work, in steps whose cost it learns by kind: a step
 * starts only if its expected cost fits what is left, except the frame's first, so the work
 * always moves on (and a frame overruns by one step at most).
 */
export class FrameBudget<K extends string> {
  private started = 0;
  private steps = 0;
  private readonly costs = new Map<K, number>();

  constructor(
    /** Milliseconds of chunk work a frame may take. */
    readonly ms: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Starts a frame's allowance. */
  begin(): void {
    this.started = this.now();
    this.steps = 0;
  }

  /** Steps run since begin(). */
  get done(): number {
    return this.steps;
  }

  /** The expected milliseconds of a step of `kind` (half the allowance until one is timed). */
  cost(kind: K): number {
    return this.costs.get(kind) ?? this.ms / 2;
  }

  /** Whether a step of `kind` may start now. */
  fits(kind: K): boolean {
    return this.steps === 0 || this.now() - this.started + this.cost(kind) <= this.ms;
  }

  /** Runs a step of `kind`, timing it: a slow step raises its kind's cost at once, fast ones lower it slowly. */
  run(kind: K, step: () => void): void {
    const t0 = this.now();
    step();
    const took = this.now() - t0;
    this.steps++;
    const was = this.costs.get(kind);
    this.costs.set(kind, was === undefined ? took : Math.max(took, was * 0.75 + took * 0.25));
  }
}

const MAX_STEPS_PER_CHUNK = 8;

/**
 * Moves the chunks `ids` on, in order, one step at a time while `budget` allows: `next(id)` is the
 * kind of the chunk's next step (null when it is ready), `step(id, kind)` does it. Returns true
 * when every chunk is ready, false when some wait for a later frame.
 */
export function runSteps<K extends string>(
  ids: Iterable<number>,
  next: (id: number) => K | null,
  step: (id: number, kind: K) => void,
  budget: FrameBudget<K>,
): boolean {
  for (const id of ids) {
    // A chunk has a few steps; the bound only guards against a step that does not move it on.
    for (let n = 0, kind = next(id); kind !== null && n < MAX_STEPS_PER_CHUNK; n++, kind = next(id)) {
      if (!budget.fits(kind)) return false;
      const k = kind;
      budget.run(k, () => step(id, k));
    }
  }
  return true;
}
