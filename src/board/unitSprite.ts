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
    this.placed.valid = false;
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

  /** The name as an item to place, in screen pixels (scale = pixels per inch); null when hidden or inside a piece. */
  labelItem(scale: number): LabelItem | null {
    if (!this.name.visible || !this.tag.visible || shapeOf(this.unit).kind === 'piece') return null;
    const u = this.unit;
    const e = extent(u);
    return { id: u.id, x: u.x * scale, y: u.y * scale, rx: e.rx * scale, ry: e.ry * scale, w: this.name.width, h: this.name.height };
  }

  /**
   * Puts the name at a placed spot (see labelPlacement), with a leader line back to the base when
   * it sits a step away. A spot the name already has (at the same zoom and size) is left alone.
   */
  placeName(spot: LabelSpot | undefined): void {
    const w = this.name.width;
    const h = this.name.height;
    const p = this.placed;
    if (p.valid && p.spot === !!spot && (!spot || (p.dx === spot.dx && p.dy === spot.dy && p.leader === spot.leader && p.w === w && p.h === h))) return;
    p.valid = true;
    p.spot = !!spot;
    if (spot) {
      p.dx = spot.dx;
      p.dy = spot.dy;
      p.leader = spot.leader;
      p.w = w;
      p.h = h;
    }
    if (!spot) {
      this.name.position.set(0, this.nameY(this.scaleSeen));
      this.leader?.clear();
      return;
    }
    this.name.position.set(spot.dx + this.name.width / 2, spot.dy);
    if (!spot.leader) {
      this.leader?.clear();
      return;
    }
    if (!this.leader) {
      this.leader = new Graphics();
      this.tag.addChildAt(this.leader, 0);
    }
    const e = extent(this.unit);
    const [rx, ry] = [e.rx * this.scaleSeen, e.ry * this.scaleSeen];
    // From the base's edge towards the nearest point of the name's box.
    const bx = Math.max(spot.dx, Math.min(0, spot.dx + this.name.width));
    const by = Math.max(spot.dy, Math.min(0, spot.dy + this.name.height));
    const d = Math.hypot(bx, by) || 1;
    const from = { x: (bx / d) * rx, y: (by / d) * ry };
    this.leader.clear().moveTo(from.x, from.y).lineTo(bx, by).stroke({ width: 3, color: palette.textStroke, alpha: 0.8, cap: 'round' })
      .moveTo(from.x, from.y).lineTo(bx, by).stroke({ width: 1.25, color: palette.nameText, cap: 'round' });
  }

  private leader: Graphics | null = null;
  /** The spot the name was last put at; invalid once layout has moved it back under the base. */
  private readonly placed = { valid: false, spot: false, dx: 0, dy: 0, leader: false, w: 0, h: 0 };

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

