// Units: bodies in their shapes (round bases, blocks, counters, pieces: shapes/) in posse
// colours, world-sized, and their tags (name, wounds, leader star) kept the same size on screen
// whatever the zoom.
import { Container, Graphics, Text } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardUnit } from './types';
import { palette } from './palette';
import { makeBody } from './shapes/body';
import { hitShape, rotationOf, sameLooks, shapeExtent, shapeOf } from './shapes/shapeGeometry';
import { SHAPE_R, UnitShapes } from './shapes/unitShapes';

/** Names are hidden when a base is smaller than this on screen (pixels of radius). */
const NAME_MIN_RADIUS_PX = 5;
/** Badges are hidden below this. */
const BADGE_MIN_RADIUS_PX = 3.5;
/** A downed model's round base is drawn squashed to this height. */
const DOWN_SQUASH = 0.55;

export { UnitShapes };

/** Whether the unit is drawn as a round base (which alone shows down, mounted). */
const isRound = (u: BoardUnit): boolean => shapeOf(u).kind === 'round';

/** Half width and height of the unit on the table as drawn (a downed round base is squashed). */
function extent(u: BoardUnit): { rx: number; ry: number } {
  const e = shapeExtent(u);
  return isRound(u) && u.down ? { rx: e.rx, ry: e.ry * DOWN_SQUASH } : e;
}

class UnitSprite {
  readonly body = new Container();
  readonly tag = new Container();
  private disc: Container | null = null;
  private downMark: Graphics | null = null;
  private saddle: Graphics | null = null;
  private readonly name: Text;
  private star: Graphics | null = null;
  private wounds: Container | null = null;

  constructor(
    private readonly shapes: UnitShapes,
    public unit: BoardUnit,
  ) {
    this.name = new Text({ text: unit.label, style: shapes.nameStyle, anchor: { x: 0.5, y: 0 } });
    this.tag.addChild(this.name);
    this.refresh(unit);
  }

  /** Rebuilds what depends on the unit's looks. */
  refresh(u: BoardUnit): void {
    const prev = this.unit;
    this.unit = u;
    const round = isRound(u);
    if (!this.disc || prev.color !== u.color || prev.pattern !== u.pattern || prev.r !== u.r || !sameLooks(shapeOf(prev), shapeOf(u))) {
      this.disc?.destroy({ children: true });
      this.disc = makeBody(this.shapes, u);
      this.body.addChildAt(this.disc, 0);
    }
    this.disc.rotation = rotationOf(shapeOf(u));
    this.disc.scale.y = round && u.down ? DOWN_SQUASH : 1;
    if (round && u.down && !this.downMark) {
      this.downMark = new Graphics({ context: this.shapes.down });
      this.body.addChild(this.downMark);
    } else if (!(round && u.down) && this.downMark) {
      this.downMark.destroy();
      this.downMark = null;
    }
    this.downMark?.scale.set(u.r / SHAPE_R);
    if (round && u.mounted && !this.saddle) {
      this.saddle = new Graphics({ context: this.shapes.saddle });
      this.body.addChildAt(this.saddle, 0);
    } else if (!(round && u.mounted) && this.saddle) {
      this.saddle.destroy();
      this.saddle = null;
    }
    this.saddle?.scale.set(u.r / SHAPE_R);
    if (this.name.text !== u.label) this.name.text = u.label;

    if (u.leader && !this.star) {
      this.star = new Graphics({ context: this.shapes.star });
      this.star.scale.set(6);
      this.tag.addChild(this.star);
    } else if (!u.leader && this.star) {
      this.star.destroy();
      this.star = null;
    }
    if (!this.wounds || prev.wounds !== u.wounds) {
      this.wounds?.destroy({ children: true });
      this.wounds = u.wounds > 0 ? this.makeWounds(u.wounds) : null;
      if (this.wounds) this.tag.addChild(this.wounds);
    }
    // Spent: darker; gone: faded.
    const dim = u.spent && !u.gone ? 0xa0a0a0 : 0xffffff;
    this.body.tint = dim;
    this.body.alpha = u.gone ? 0.25 : 1;
    this.tag.alpha = u.gone ? 0.35 : u.spent ? 0.75 : 1;
    this.body.position.set(u.x, u.y);
    this.tag.position.set(u.x, u.y);
  }

  /** Red pips for up to three wounds lost, a numbered badge beyond. */
  private makeWounds(n: number): Container {
    const c = new Container();
    const g = new Graphics();
    if (n <= 3) {
      for (let i = 0; i < n; i++) g.circle(-i * 7, 0, 3.2);
      g.fill(palette.wound).stroke({ width: 1.2, color: 0xffffff });
      c.addChild(g);
    } else {
      g.circle(0, 0, 7.5).fill(palette.wound).stroke({ width: 1.2, color: 0xffffff });
      // Drawn at a high resolution: badges grow a little with the base (see layout).
      const t = new Text({ text: String(n), style: this.shapes.badgeStyle, anchor: 0.5, resolution: 4 });
      c.addChild(g, t);
    }
    return c;
  }

  /** Places the tag's parts around the base for a zoom of `scale` pixels per inch. */
  layout(scale: number): void {
    const u = this.unit;
    const e = extent(u);
    const rpx = Math.max(e.rx, e.ry) * scale;
    const rx = e.rx * scale;
    const ry = e.ry * scale;
    this.scaleSeen = scale;
    this.tag.scale.set(1 / scale);
    this.name.visible = rpx >= NAME_MIN_RADIUS_PX;
    this.name.position.set(0, this.nameY(scale));
    const badges = rpx >= BADGE_MIN_RADIUS_PX;
    const grow = Math.min(1.6, Math.max(1, rpx / 16));
    const k = Math.SQRT1_2;
    if (this.star) {
      this.star.visible = badges;
      this.star.position.set(-rx * k, -ry * k);
      this.star.scale.set(6 * grow);
    }
    if (this.wounds) {
      this.wounds.visible = badges;
      this.wounds.position.set(rx * k, -ry * k);
      this.wounds.scale.set(grow);
    }
  }

  /** The name's box in screen pixels (scale = pixels per inch), before any nudge; null when hidden. */
  nameBox(scale: number): { x0: number; x1: number; y0: number; y1: number } | null {
    if (!this.name.visible || !this.tag.visible) return null;
    const u = this.unit;
    const w = this.name.width;
    const top = u.y * scale + this.nameY(scale);
    return { x0: u.x * scale - w / 2, x1: u.x * scale + w / 2, y0: top, y1: top + this.name.height };
  }

  /** Moves the name down by `dy` screen pixels from its place under the base. */
  nudgeName(dy: number): void {
    this.name.position.set(0, this.nameY(this.scaleSeen) + dy);
  }

  /** Top of the name in screen pixels below the unit's centre: under the body, or inside a piece. */
  private nameY(scale: number): number {
    const u = this.unit;
    if (shapeOf(u).kind === 'piece') return -this.name.height / 2;
    return extent(u).ry * scale + 1;
  }

  private scaleSeen = 1;

  /** The unit turned (its shape's facing changed). */
  turn(scale: number): void {
    if (this.disc) this.disc.rotation = rotationOf(shapeOf(this.unit));
    this.layout(scale);
  }

  destroy(): void {
    this.body.destroy({ children: true });
    this.tag.destroy({ children: true });
  }
}

export class UnitLayer {
  readonly bodies = new Container({ label: 'units' });
  readonly tags = new Container({ label: 'unit-tags' });
  readonly shapes = new UnitShapes();
  private readonly sprites = new Map<string, UnitSprite>();
  private order: BoardUnit[] = [];
  private scale = 1;

  /** Applies a new list of units. Returns true if any unit was added, removed, moved or resized. */
  setUnits(units: readonly BoardUnit[]): boolean {
    let moved = false;
    const seen = new Set<string>();
    for (const u of units) {
      seen.add(u.id);
      const s = this.sprites.get(u.id);
      if (!s) {
        const ns = new UnitSprite(this.shapes, u);
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
      if (seen.has(id)) continue;
      s.destroy();
      this.sprites.delete(id);
      moved = true;
    }
    this.order = units.slice();
    this.spreadNames();
    return moved;
  }

  /**
   * Names of fighters standing close would print over each other: going down the table, a
   * name that would overlap one already placed is moved just below it.
   */
  private spreadNames(): void {
    const placed: { x0: number; x1: number; y0: number; y1: number }[] = [];
    const sprites = [...this.sprites.values()].sort((a, b) => a.unit.y - b.unit.y || a.unit.x - b.unit.x);
    for (const s of sprites) {
      const box = s.nameBox(this.scale);
      if (!box) continue;
      let dy = 0;
      for (let pass = 0; pass < 6; pass++) {
        const hit = placed.find((p) => box.x0 < p.x1 && box.x1 > p.x0 && box.y0 + dy < p.y1 && box.y1 + dy > p.y0);
        if (!hit) break;
        dy = hit.y1 - box.y0 + 1;
      }
      s.nudgeName(dy);
      placed.push({ ...box, y0: box.y0 + dy, y1: box.y1 + dy });
    }
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
