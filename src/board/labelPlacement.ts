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

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** The box of a body (its bounding rectangle). */
const bodyBox = (it: LabelItem): Box => ({ x0: it.x - it.rx, y0: it.y - it.ry, x1: it.x + it.rx, y1: it.y + it.ry });

/** The name's box on screen for a spot. */
export function labelBox(it: LabelItem, s: LabelSpot): Box {
  return { x0: it.x + s.dx, y0: it.y + s.dy, x1: it.x + s.dx + it.w, y1: it.y + s.dy + it.h };
}

/**
 * The spot moved the least so its name lies within `bounds` (the table): a name wider or taller
 * than the bounds starts at their left or top edge. Without bounds, the spot as it is.
 */
export function clampSpot(it: LabelItem, s: LabelSpot, bounds: Box | undefined): LabelSpot {
  if (!bounds) return s;
  const inside = (d: number, at: number, size: number, lo: number, hi: number): number =>
    size >= hi - lo ? lo - at : Math.min(hi - size - at, Math.max(lo - at, d));
  const dx = inside(s.dx, it.x, it.w, bounds.x0, bounds.x1);
  const dy = inside(s.dy, it.y, it.h, bounds.y0, bounds.y1);
  return dx === s.dx && dy === s.dy ? s : { ...s, dx, dy };
}

/**
 * Places every name. Units are taken top to bottom (then left to right), so a lone unit's name
 * always sits under it, as players expect, and only crowds spread out. With `bounds` (the table,
 * in the same pixels) every spot is first moved inside them, so a name by the table's edge does
 * not run off it (and off the board at fit zoom).
 */
export function placeLabels(items: readonly LabelItem[], bounds?: Box): Map<string, LabelSpot> {
  const out = new Map<string, LabelSpot>();
  const bodies = items.map(bodyBox);
  const placed: Box[] = [];
  const order = items.map((it, i) => i).sort((a, b) => items[a]!.y - items[b]!.y || items[a]!.x - items[b]!.x);
  for (const i of order) {
    const it = items[i]!;
    const cost = (s: LabelSpot, moved: boolean): number => {
      const box = labelBox(it, s);
      let c = 0;
      for (const p of placed) c += overlap(box, p) * 2;
      // Its own body too when the spot was moved inside the table: it may have landed on it.
      for (let j = 0; j < bodies.length; j++) if (j !== i || moved) c += overlap(box, bodies[j]!);
      return c;
    };
    let best: LabelSpot | null = null;
    let bestCost = Infinity;
    for (const far of [0, Math.max(6, it.h * 0.8), Math.max(12, it.h * 1.8)]) {
      for (const spot of candidates(it, far)) {
        const s = clampSpot(it, spot, bounds);
        const c = cost(s, s !== spot);
        if (c < bestCost) {
          best = s;
          bestCost = c;
        }
        if (c === 0) break;
      }
      if (bestCost === 0) break;
    }
    const spot = best!;
    out.set(it.id, spot);
    placed.push(labelBox(it, spot));
  }
  return out;
}
