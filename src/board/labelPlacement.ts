// Where each unit's name goes so that names in a crowd (a fight, a posse in a doorway) neither
// print over each other nor over another unit, and stay next to the unit they name. Pure
// geometry in screen pixels: for each unit in turn, the first free spot of a fixed list around
// its base (under, over, right, left, then the corners), then the same a step further out with a
// leader line back to the base; failing all, the spot that overlaps least.

export interface LabelItem {
  id: string;
  /** Centre of the unit on screen, pixels. */
  x: number;
  y: number;
  /** Half width and half height of the unit's body on screen, pixels. */
  rx: number;
  ry: number;
  /** Size of its name, pixels. */
  w: number;
  h: number;
}

export interface LabelSpot {
  /** Top-left of the name relative to the unit's centre, pixels. */
  dx: number;
  dy: number;
  /** The name sits a step away: draw a line from the base to it. */
  leader: boolean;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const GAP = 1;

/** The candidate spots of a name around a body, nearest first; `far` pushes them a step out. */
export function candidates(it: LabelItem, far: number): LabelSpot[] {
  const { rx, ry, w, h } = it;
  const leader = far > 0;
  const ox = rx + GAP + far;
  const oy = ry + GAP + far;
  const d = Math.SQRT1_2;
  return [
    { dx: -w / 2, dy: oy, leader },
    { dx: -w / 2, dy: -oy - h, leader },
    { dx: ox, dy: -h / 2, leader },
    { dx: -ox - w, dy: -h / 2, leader },
    { dx: rx * d + far, dy: ry * d + far, leader },
    { dx: -rx * d - far - w, dy: ry * d + far, leader },
    { dx: rx * d + far, dy: -ry * d - far - h, leader },
    { dx: -rx * d - far - w, dy: -ry * d - far - h, leader },
  ];
}

/** The overlap of box `o` of a flat list (x0, y0, x1, y1 each) with a box, square pixels. */
const overlapAt = (boxes: Float64Array, o: number, x0: number, y0: number, x1: number, y1: number): number =>
  Math.max(0, Math.min(x1, boxes[o + 2]!) - Math.max(x0, boxes[o]!)) * Math.max(0, Math.min(y1, boxes[o + 3]!) - Math.max(y0, boxes[o + 1]!));

/** `candidates(it, far)` as (dx, dy) pairs written into `out`, the same numbers in the same order. */
function spotsInto(out: Float64Array, it: LabelItem, far: number): void {
  const { rx, ry, w, h } = it;
  const ox = rx + GAP + far;
  const oy = ry + GAP + far;
  const d = Math.SQRT1_2;
  out[0] = -w / 2;
  out[1] = oy;
  out[2] = -w / 2;
  out[3] = -oy - h;
  out[4] = ox;
  out[5] = -h / 2;
  out[6] = -ox - w;
  out[7] = -h / 2;
  out[8] = rx * d + far;
  out[9] = ry * d + far;
  out[10] = -rx * d - far - w;
  out[11] = ry * d + far;
  out[12] = rx * d + far;
  out[13] = -ry * d - far - h;
  out[14] = -rx * d - far - w;
  out[15] = -ry * d - far - h;
}

/** The name's box on screen for a spot. */
export function labelBox(it: LabelItem, s: LabelSpot): Box {
  return { x0: it.x + s.dx, y0: it.y + s.dy, x1: it.x + s.dx + it.w, y1: it.y + s.dy + it.h };
}

/** The offset `d` of a box of `size` at `at` moved the least so the box lies within [lo, hi] (from lo when wider). */
const inside = (d: number, at: number, size: number, lo: number, hi: number): number =>
  size >= hi - lo ? lo - at : Math.min(hi - size - at, Math.max(lo - at, d));

/**
 * The spot moved the least so its name lies within `bounds` (the table): a name wider or taller
 * than the bounds starts at their left or top edge. Without bounds, the spot as it is.
 */
export function clampSpot(it: LabelItem, s: LabelSpot, bounds: Box | undefined): LabelSpot {
  if (!bounds) return s;
  const dx = inside(s.dx, it.x, it.w, bounds.x0, bounds.x1);
  const dy = inside(s.dy, it.y, it.h, bounds.y0, bounds.y1);
  return dx === s.dx && dy === s.dy ? s : { ...s, dx, dy };
}

/** Room for the boxes and lists of a placement, kept from one to the next (it runs every frame of a drag). */
const scratch = {
  bodyBoxes: new Float64Array(0),
  placed: new Float64Array(0),
  near: new Int32Array(0),
  nearPlaced: new Int32Array(0),
  spot: new Float64Array(16),
  /** The body boxes' room for `n` units, the other lists grown to match. */
  boxes(n: number): Float64Array {
    if (this.bodyBoxes.length < n * 4) {
      const room = Math.max(n, 64);
      this.bodyBoxes = new Float64Array(room * 4);
      this.placed = new Float64Array(room * 4);
      this.near = new Int32Array(room);
      this.nearPlaced = new Int32Array(room);
    }
    return this.bodyBoxes;
  },
};

/**
 * Places every name. Units are taken top to bottom (then left to right), so a lone unit's name
 * always sits under it, as players expect, and only crowds spread out. With `bounds` (the table,
 * in the same pixels) every spot is first moved inside them, so a name by the table's edge does
 * not run off it (and off the board at fit zoom).
 *
 * A spot costs its overlap with the names placed before (twice) and with the bodies (its own
 * only when the spot was moved inside the table). Only the names and bodies within reach of a
 * unit's farthest spot are summed (the others overlap none of its spots), in the same order, so a
 * crowd of forty regiments costs about what a few do, and the spots are those of a sum over all.
 *
 * With `before` (the last placement, of the same units in the same order and bounds), a unit that
 * did not change and that no change reaches (a body moved or resized, a name placed elsewhere, in
 * its reach) keeps its spot without its sums: the same spots as placing all again, for the cost of
 * the few a drag moves.
 */
export function placeLabels(items: readonly LabelItem[], bounds?: Box, before?: PlacedBefore): Map<string, LabelSpot> {
  const out = new Map<string, LabelSpot>();
  const n = items.length;
  const last = before && sameIds(before.items, items) && sameBox(before.bounds, bounds) ? before : null;
  // What changed since `before`: the bodies moved or resized (where they were and are), and the
  // names placed elsewhere (where they were and are). A unit none of these reaches keeps its spot.
  const dirty = new Dirty();
  const changed = new Uint8Array(n);
  if (last) {
    for (let i = 0; i < n; i++) {
      const was = last.items[i]!;
      const it = items[i]!;
      if (sameGeometry(was, it)) continue;
      changed[i] = 1;
      dirty.add(was.x - was.rx, was.y - was.ry, was.x + was.rx, was.y + was.ry);
      dirty.add(it.x - it.rx, it.y - it.ry, it.x + it.rx, it.y + it.ry);
      const spot = last.spots.get(was.id);
      if (spot) dirty.add(was.x + spot.dx, was.y + spot.dy, was.x + spot.dx + was.w, was.y + spot.dy + was.h);
    }
  }
  // Bodies and placed names as flat boxes (x0, y0, x1, y1): no object per box.
  const bodies = scratch.boxes(n);
  for (let i = 0; i < n; i++) {
    const it = items[i]!;
    bodies[i * 4] = it.x - it.rx;
    bodies[i * 4 + 1] = it.y - it.ry;
    bodies[i * 4 + 2] = it.x + it.rx;
    bodies[i * 4 + 3] = it.y + it.ry;
  }
  const { placed, near, nearPlaced, spot } = scratch;
  let nPlaced = 0;
  const order = items.map((it, i) => i).sort((a, b) => items[a]!.y - items[b]!.y || items[a]!.x - items[b]!.x);
  for (const i of order) {
    const it = items[i]!;
    const { x, y, w, h } = it;
    const fars = [0, Math.max(6, h * 0.8), Math.max(12, h * 1.8)];
    // Every spot's box lies within this reach (a pixel of slack for rounding).
    const F = fars[2]!;
    let rx0 = x - it.rx - GAP - F - w - 1;
    let rx1 = x + it.rx + GAP + F + w + 1;
    let ry0 = y - it.ry - GAP - F - h - 1;
    let ry1 = y + it.ry + GAP + F + h + 1;
    if (bounds) {
      // A box moved inside starts at most at the far edge less its size, ends at least at the near edge plus it.
      rx0 = Math.min(rx0, bounds.x1 - w - 1);
      rx1 = Math.max(rx1, bounds.x0 + w + 1);
      ry0 = Math.min(ry0, bounds.y1 - h - 1);
      ry1 = Math.max(ry1, bounds.y0 + h + 1);
    }
    const kept = last && !changed[i] ? last.spots.get(it.id) : undefined;
    if (kept && !dirty.meets(rx0, ry0, rx1, ry1)) {
      // Nothing within its reach changed: the same sums, the same spot.
      out.set(it.id, kept);
      const o = nPlaced++ * 4;
      placed[o] = x + kept.dx;
      placed[o + 1] = y + kept.dy;
      placed[o + 2] = x + kept.dx + w;
      placed[o + 3] = y + kept.dy + h;
      continue;
    }
    let nNear = 0;
    for (let j = 0; j < n; j++) {
      const o = j * 4;
      if (bodies[o + 2]! >= rx0 && bodies[o]! <= rx1 && bodies[o + 3]! >= ry0 && bodies[o + 1]! <= ry1) near[nNear++] = j;
    }
    let nNearPlaced = 0;
    for (let p = 0; p < nPlaced; p++) {
      const o = p * 4;
      if (placed[o + 2]! >= rx0 && placed[o]! <= rx1 && placed[o + 3]! >= ry0 && placed[o + 1]! <= ry1) nearPlaced[nNearPlaced++] = p;
    }
    let bestDx = 0;
    let bestDy = 0;
    let bestLeader = false;
    let bestCost = Infinity;
    for (let f = 0; f < 3 && bestCost !== 0; f++) {
      const far = fars[f]!;
      spotsInto(spot, it, far);
      for (let k = 0; k < 8; k++) {
        const rawDx = spot[k * 2]!;
        const rawDy = spot[k * 2 + 1]!;
        const dx = bounds ? inside(rawDx, x, w, bounds.x0, bounds.x1) : rawDx;
        const dy = bounds ? inside(rawDy, y, h, bounds.y0, bounds.y1) : rawDy;
        const moved = dx !== rawDx || dy !== rawDy;
        const bx0 = x + dx;
        const by0 = y + dy;
        const bx1 = x + dx + w;
        const by1 = y + dy + h;
        // The sum stops once it reaches the best so far: such a spot is not taken (costs only grow).
        let c = 0;
        for (let q = 0; q < nNearPlaced && c < bestCost; q++) c += overlapAt(placed, nearPlaced[q]! * 4, bx0, by0, bx1, by1) * 2;
        for (let q = 0; q < nNear && c < bestCost; q++) {
          const j = near[q]!;
          if (j !== i || moved) c += overlapAt(bodies, j * 4, bx0, by0, bx1, by1);
        }
        if (c < bestCost) {
          bestDx = dx;
          bestDy = dy;
          bestLeader = far > 0;
          bestCost = c;
        }
        if (c === 0) break;
      }
    }
    if (kept && kept.dx === bestDx && kept.dy === bestDy && kept.leader === bestLeader) out.set(it.id, kept);
    else {
      out.set(it.id, { dx: bestDx, dy: bestDy, leader: bestLeader });
      if (last) {
        // Its name moves: the names after it that reach either place are placed again.
        if (kept) dirty.add(x + kept.dx, y + kept.dy, x + kept.dx + w, y + kept.dy + h);
        dirty.add(x + bestDx, y + bestDy, x + bestDx + w, y + bestDy + h);
      }
    }
    const o = nPlaced++ * 4;
    placed[o] = x + bestDx;
    placed[o + 1] = y + bestDy;
    placed[o + 2] = x + bestDx + w;
    placed[o + 3] = y + bestDy + h;
  }
  return out;
}

/** A placement to start from: the items it was made for, its spots and its bounds. */
export interface PlacedBefore {
  items: readonly LabelItem[];
  spots: ReadonlyMap<string, LabelSpot>;
  bounds?: Box;
}

/** The boxes that changed since the placement started from, flat (x0, y0, x1, y1 each). */
class Dirty {
  private boxes: number[] = [];
  add(x0: number, y0: number, x1: number, y1: number): void {
    this.boxes.push(x0, y0, x1, y1);
  }
  /** Whether a changed box meets the reach (x0, y0)-(x1, y1), as the reach test of the sums counts it. */
  meets(x0: number, y0: number, x1: number, y1: number): boolean {
    const b = this.boxes;
    for (let o = 0; o < b.length; o += 4) if (b[o + 2]! >= x0 && b[o]! <= x1 && b[o + 3]! >= y0 && b[o + 1]! <= y1) return true;
    return false;
  }
}

function sameIds(a: readonly LabelItem[], b: readonly LabelItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return false;
  return true;
}

const sameGeometry = (p: LabelItem, q: LabelItem): boolean =>
  p === q || (p.x === q.x && p.y === q.y && p.rx === q.rx && p.ry === q.ry && p.w === q.w && p.h === q.h);

const sameBox = (a: Box | undefined, b: Box | undefined): boolean =>
  a === b || (!!a && !!b && a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1);
