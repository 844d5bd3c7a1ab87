// Units: every unit's sprite (unitSprite.ts) in two layers, bodies and tags, the names placed so a
// crowd's names stay by their own bases (labelPlacement.ts), and the hit test.
import { Container } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardUnit } from './types';
import { hitShape, rotationOf, sameLooks, shapeOf } from './shapes/shapeGeometry';
import { UnitShapes } from './shapes/unitShapes';
import { labelBox, placeLabels, type Box, type LabelItem, type LabelSpot } from './labelPlacement';
import { UnitSprite } from './unitSprite';

export { UnitShapes };

export class UnitLayer {
  /**
   * A render group: the blocks are batched together in it (shapes/block.ts), so a redraw elsewhere
   * (the drag ruler, every frame of a drag) does not make the renderer batch them all again.
   */
  readonly bodies = new Container({ label: 'units', isRenderGroup: true });
  /** A render group: a name moved or a leader line redrawn lists again only the tags for the renderer. */
  readonly tags = new Container({ label: 'unit-tags', isRenderGroup: true });
  readonly shapes = new UnitShapes();
  private readonly sprites = new Map<string, UnitSprite>();
  private order: BoardUnit[] = [];
  private scale = 1;
  /** Counts setUnits calls: a sprite not seen in the latest is removed. */
  private tick = 0;
  /** The table's size, inches: names are kept inside it (labelPlacement's bounds). */
  private table: { width: number; height: number } | null = null;

  /** The table the units stand on: their names are placed inside it. */
  setTable(width: number, height: number): void {
    if (this.table?.width === width && this.table.height === height) return;
    this.table = { width, height };
    this.spreadNames();
  }

  /** Applies a new list of units. Returns true if any unit was added, removed, moved or resized. */
  setUnits(units: readonly BoardUnit[]): boolean {
    let moved = false;
    const tick = ++this.tick;
    for (const u of units) {
      const s = this.sprites.get(u.id);
      if (s) s.seen = tick;
      if (!s) {
        const ns = new UnitSprite(this.shapes, u);
        ns.seen = tick;
        this.sprites.set(u.id, ns);
        this.bodies.addChild(ns.body);
        this.tags.addChild(ns.tag);
        ns.layout(this.scale);
        moved = true;
        continue;
      }
      const p = s.unit;
      if (p === u) continue;
      const ps = shapeOf(p);
      const us = shapeOf(u);
      const turned = rotationOf(ps) !== rotationOf(us);
      if (p.x !== u.x || p.y !== u.y || p.r !== u.r || turned || ps !== us) moved = true;
      if (
        p.color !== u.color || p.pattern !== u.pattern || p.r !== u.r || p.label !== u.label || p.wounds !== u.wounds || p.down !== u.down ||
        p.gone !== u.gone || p.spent !== u.spent || p.leader !== u.leader || p.mounted !== u.mounted || !sameLooks(ps, us)
      ) {
        s.refresh(u);
        s.layout(this.scale);
      } else {
        s.unit = u;
        s.body.position.set(u.x, u.y);
        s.tag.position.set(u.x, u.y);
        // A turn is a transform of the body; the tag follows the turned box.
        if (turned) s.turn(this.scale);
      }
    }
    for (const [id, s] of this.sprites) {
      if (s.seen === tick) continue;
      s.destroy();
      this.sprites.delete(id);
      moved = true;
    }
    this.order = units.slice();
    this.spreadNames();
    return moved;
  }

  /**
   * Names of units standing close would print over each other and over the other bases: each
   * name takes the first free spot around its own base (labelPlacement), so it stays by it.
   */
  private spreadNames(): void {
    const items: LabelItem[] = [];
    for (const s of this.sprites.values()) {
      const it = s.labelItem(this.scale);
      if (it) items.push(it);
    }
    const t = this.table;
    const bounds = t ? { x0: 0, y0: 0, x1: t.width * this.scale, y1: t.height * this.scale } : undefined;
    // The same names in the same places as last time: the same spots (a name put back under its
    // base by a new look is put at its spot again; the others are left as they are).
    const same = this.items !== null && sameItems(this.items, items) && this.bounds?.x1 === bounds?.x1 && this.bounds?.y1 === bounds?.y1;
    // Otherwise placed again from the last placement: only the names a change reaches are placed anew.
    const spots = same ? this.spots : placeLabels(items, bounds, this.items ? { items: this.items, spots: this.spots, bounds: this.bounds } : undefined);
    for (const s of this.sprites.values()) s.placeName(spots.get(s.unit.id));
    this.spots = spots;
    this.items = items;
    this.bounds = bounds;
  }

  private spots = new Map<string, LabelSpot>();
  /** What the names were last placed for. */
  private items: LabelItem[] | null = null;
  private bounds: Box | undefined = undefined;

  /** Where each shown name sits on screen (pixels, relative to the table's origin), for tests. */
  nameBoxes(): { id: string; box: { x0: number; y0: number; x1: number; y1: number }; leader: boolean }[] {
    const out = [];
    for (const s of this.sprites.values()) {
      const it = s.labelItem(this.scale);
      const spot = this.spots.get(s.unit.id);
      if (it && spot) out.push({ id: it.id, box: labelBox(it, spot), leader: spot.leader });
    }
    return out;
  }

  get(id: string): BoardUnit | undefined {
    return this.sprites.get(id)?.unit;
  }

  setScale(scale: number): void {
    this.scale = scale;
    for (const s of this.sprites.values()) s.layout(scale);
    this.spreadNames();
  }

  /** Hides (or shows again) a unit's tag, e.g. while its ghost is dragged. */
  setTagVisible(id: string, visible: boolean): void {
    const s = this.sprites.get(id);
    if (s) s.tag.visible = visible;
  }

  /**
   * The unit under a table point: within its shape (a block anywhere on its turned rectangle)
   * or `slop` inches of it. The closest to its centre wins; units still in play win over gone ones; later units (drawn on top) win ties.
   */
  hitTest(p: Vec, slop: number): string | null {
    let best: BoardUnit | null = null;
    let bestScore = Infinity;
    for (let i = this.order.length - 1; i >= 0; i--) {
      const u = this.order[i]!;
      const hit = hitShape(u, p, slop);
      if (hit === null) continue;
      const score = hit + (u.gone ? 10 : 0);
      if (score < bestScore) {
        best = u;
        bestScore = score;
      }
    }
    return best?.id ?? null;
  }

  destroy(): void {
    for (const s of this.sprites.values()) s.destroy();
    this.sprites.clear();
    this.bodies.destroy({ children: true });
    this.tags.destroy({ children: true });
    this.shapes.destroy();
  }
}

function sameItems(a: readonly LabelItem[], b: readonly LabelItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (p.id !== q.id || p.x !== q.x || p.y !== q.y || p.rx !== q.rx || p.ry !== q.ry || p.w !== q.w || p.h !== q.h) return false;
  }
  return true;
}
