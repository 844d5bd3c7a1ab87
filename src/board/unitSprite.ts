// One unit on the table: its body in its shape (round base, block, counter, piece: shapes/) in
// its side's colour, world-sized, and its tag (name, wounds, leader star, a leader line when the
// name sits a step away) kept the same size on screen whatever the zoom.
import { Container, Graphics, Text } from 'pixi.js';
import type { BoardUnit } from './types';
import { palette } from './palette';
import { makeBody } from './shapes/body';
import { rotationOf, sameLooks, shapeExtent, shapeOf } from './shapes/shapeGeometry';
import { SHAPE_R, type UnitShapes } from './shapes/unitShapes';
import type { LabelItem, LabelSpot } from './labelPlacement';

/** Names are hidden when a base is smaller than this on screen (pixels of radius). */
const NAME_MIN_RADIUS_PX = 5;
/** Badges are hidden below this. */
const BADGE_MIN_RADIUS_PX = 3.5;
/** A downed model's round base is drawn squashed to this height. */
const DOWN_SQUASH = 0.55;

/** Whether the unit is drawn as a round base (which alone shows down, mounted). */
const isRound = (u: BoardUnit): boolean => shapeOf(u).kind === 'round';

/** Half width and height of the unit on the table as drawn (a downed round base is squashed). */
function extent(u: BoardUnit): { rx: number; ry: number } {
  const e = shapeExtent(u);
  return isRound(u) && u.down ? { rx: e.rx, ry: e.ry * DOWN_SQUASH } : e;
}

export class UnitSprite {
  readonly body = new Container();
  readonly tag = new Container();
  private disc: Container | null = null;
  private downMark: Graphics | null = null;
  private saddle: Graphics | null = null;
  private readonly name: Text;
  private star: Graphics | null = null;
  private wounds: Container | null = null;
  /** The unit layer's count of the last list of units this one was in. */
  seen = 0;

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
    this.ext = null;
    const round = isRound(u);
    // A faded unit (a planned move's ghost) follows the pointer: its body is not batched (makeBlock).
    const moving = (v: BoardUnit) => v.gone && shapeOf(v).kind === 'block';
    if (!this.disc || prev.color !== u.color || prev.pattern !== u.pattern || prev.r !== u.r || moving(prev) !== moving(u) || !sameLooks(shapeOf(prev), shapeOf(u))) {
      this.disc?.destroy({ children: true });
      this.disc = makeBody(this.shapes, u, !moving(u));
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
    const e = this.extent();
    const rpx = Math.max(e.rx, e.ry) * scale;
    const rx = e.rx * scale;
    const ry = e.ry * scale;
    this.scaleSeen = scale;
    this.placedAt = null;
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

  /**
   * Half width and height of the unit as drawn, kept until its looks change or it turns (a unit
   * moved to a new object of the same looks keeps them: refresh and turn are what change them).
   */
  private extent(): { rx: number; ry: number } {
    return (this.ext ??= extent(this.unit));
  }

  private ext: { rx: number; ry: number } | null = null;

  /**
   * The name as an item to place, in screen pixels (scale = pixels per inch); null when hidden or
   * inside a piece. The same object while nothing of it changed (the names are then not placed again).
   */
  labelItem(scale: number): LabelItem | null {
    if (!this.name.visible || !this.tag.visible || shapeOf(this.unit).kind === 'piece') return null;
    const u = this.unit;
    const e = this.extent();
    const x = u.x * scale;
    const y = u.y * scale;
    const rx = e.rx * scale;
    const ry = e.ry * scale;
    const w = this.name.width;
    const h = this.name.height;
    const it = this.item;
    if (it && it.id === u.id && it.x === x && it.y === y && it.rx === rx && it.ry === ry && it.w === w && it.h === h) return it;
    return (this.item = { id: u.id, x, y, rx, ry, w, h });
  }

  private item: LabelItem | null = null;

  /**
   * Puts the name at a placed spot (see labelPlacement), with a leader line back to the base when
   * it sits a step away. The line is drawn again only when it moved (a redrawn line makes the
   * renderer list the tags again).
   */
  placeName(spot: LabelSpot | undefined): void {
    // The same spot (placements keep a name's spot object while it stays) since the last layout: nothing to do.
    if (spot === this.placedAt) return;
    this.placedAt = spot;
    if (!spot) {
      this.name.position.set(0, this.nameY(this.scaleSeen));
      this.unline();
      return;
    }
    const w = this.name.width;
    this.name.position.set(spot.dx + w / 2, spot.dy);
    if (!spot.leader) {
      this.unline();
      return;
    }
    const e = this.extent();
    const [rx, ry] = [e.rx * this.scaleSeen, e.ry * this.scaleSeen];
    // From the base's edge towards the nearest point of the name's box.
    const bx = Math.max(spot.dx, Math.min(0, spot.dx + w));
    const by = Math.max(spot.dy, Math.min(0, spot.dy + this.name.height));
    const d = Math.hypot(bx, by) || 1;
    const fx = (bx / d) * rx;
    const fy = (by / d) * ry;
    const l = this.line;
    if (l.on && l.fx === fx && l.fy === fy && l.bx === bx && l.by === by) return;
    Object.assign(l, { on: true, fx, fy, bx, by });
    if (!this.leader) {
      this.leader = new Graphics({ context: this.shapes.leader });
      this.tag.addChildAt(this.leader, 0);
    }
    // The shared unit line, moved, turned and stretched (no geometry of its own to build again).
    this.leader.position.set(fx, fy);
    this.leader.rotation = Math.atan2(by - fy, bx - fx);
    this.leader.scale.x = Math.hypot(bx - fx, by - fy);
    this.leader.alpha = 1;
  }

  /** Takes the leader line away, if one is drawn (see-through, so the tags' render group keeps its list). */
  private unline(): void {
    if (!this.line.on) return;
    this.line.on = false;
    if (this.leader) this.leader.alpha = 0;
  }

  private leader: Graphics | null = null;
  /** The leader line as drawn: from (fx, fy) on the base's edge to (bx, by) on the name, tag pixels. */
  private readonly line = { on: false, fx: 0, fy: 0, bx: 0, by: 0 };

  /** Top of the name in screen pixels below the unit's centre: under the body, or inside a piece. */
  private nameY(scale: number): number {
    const u = this.unit;
    if (shapeOf(u).kind === 'piece') return -this.name.height / 2;
    return this.extent().ry * scale + 1;
  }

  private scaleSeen = 1;
  /** The spot the name was last put at (null: not since the last layout). */
  private placedAt: LabelSpot | undefined | null = null;

  /** The unit turned (its shape's facing changed). */
  turn(scale: number): void {
    this.ext = null;
    if (this.disc) this.disc.rotation = rotationOf(shapeOf(this.unit));
    this.layout(scale);
  }

  destroy(): void {
    this.body.destroy({ children: true });
    this.tag.destroy({ children: true });
  }
}

