// Counters: world-sized bodies (shared GraphicsContexts) and screen-sized tags (label, marker
// chips, stack badge) laid out again when the zoom changes. Counters sharing a hex are drawn
// as a stack, each a little up and to the right of the one below.
import { Container, Graphics, type BitmapText } from 'pixi.js';
import { FONT_PLAIN, FONT_STROKED, hexText } from './hexFonts';
import type { HexGeometry, Pt } from './hexGeometry';
import { COUNTER_SIDE, CounterShapes, makeCounterBody, SQUASH } from './hexCounterShapes';
import { hexPalette, markerPalette } from './hexPalette';
import type { HexCounter } from './types';
import { counterBoost } from './counterSize';

/** Counters smaller than this on screen (pixels across) show a one- or two-letter glyph instead of their label. */
const TEXT_MIN_PX = 26;
/** Below this they lose their tags altogether. */
const TAG_MIN_PX = 12;
/** Offset of each counter in a stack, as a fraction of the hex size. */
const STACK_STEP = 0.12;
const MAX_STACK_OFFSET = 3;

/** The glyph a small counter shows: the one given, else the label's first word. */
const glyphOf = (c: HexCounter): string => c.glyph ?? c.label.split(' ')[0] ?? '';

const sameMarkers = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((m, i) => m === b[i]);

function sameLooks(a: HexCounter, b: HexCounter): boolean {
  return (
    a.side === b.side && a.color === b.color && a.label === b.label && a.glyph === b.glyph && a.facing === b.facing && a.posture === b.posture &&
    sameMarkers(a.markers, b.markers) && (a.stackCount ?? 1) === (b.stackCount ?? 1) && !!a.selected === !!b.selected
  );
}

class CounterSprite {
  readonly body = new Container();
  readonly tag = new Container();
  private card: Container | null = null;
  private readonly label: BitmapText;
  private readonly glyph: BitmapText;
  private chips: { chip: Container; text: BitmapText; w: number }[] = [];
  private badge: Container | null = null;
  private stack = -1;
  private covered = false;
  /** Pixels across as drawn at the last layout. */
  px = 0;
  /** World position of the centre (with the stack offset). */
  at: Pt = { x: 0, y: 0 };

  constructor(
    private readonly shapes: CounterShapes,
    public counter: HexCounter,
    private readonly side: number,
  ) {
    this.label = hexText(counter.label, FONT_STROKED, 12);
    this.glyph = hexText(glyphOf(counter), FONT_STROKED, 12);
    this.tag.addChild(this.label, this.glyph);
    this.refresh(counter);
  }

  refresh(c: HexCounter): void {
    this.counter = c;
    this.card?.destroy({ children: true });
    this.card = makeCounterBody(this.shapes, c, this.side);
    this.body.addChild(this.card);
    if (this.label.text !== c.label) this.label.text = c.label;
    if (this.glyph.text !== glyphOf(c)) this.glyph.text = glyphOf(c);
    for (const { chip } of this.chips) chip.destroy({ children: true });
    this.chips = c.markers.map((m) => {
      const chip = new Container();
      const text = hexText(markerPalette[m].short, FONT_PLAIN, 9, markerPalette[m].text);
      const w = Math.ceil(text.width) + 8;
      const g = new Graphics().roundRect(-w / 2, -7, w, 14, 7).fill(markerPalette[m].fill).stroke({ width: 1.5, color: 0x111111, alpha: 0.8 });
      chip.addChild(g, text);
      this.tag.addChild(chip);
      return { chip, text, w };
    });
    this.stack = -1;
  }

  /**
   * Stack state: `count` for the badge (shown when > 1) and whether another counter of the
   * stack covers this one (then its tag is hidden).
   */
  setStack(count: number, covered: boolean): void {
    this.covered = covered;
    if (count === this.stack) return;
    this.stack = count;
    this.badge?.destroy({ children: true });
    this.badge = null;
    if (count > 1) {
      const b = new Container();
      const g = new Graphics().circle(0, 0, 9).fill(hexPalette.stackBadge).stroke({ width: 2, color: 0xffffff });
      b.addChild(g, hexText(String(count), FONT_PLAIN, 11));
      this.badge = b;
      this.tag.addChild(b);
    }
  }

  place(at: Pt): void {
    this.at = at;
    this.body.position.set(at.x, at.y);
    this.tag.position.set(at.x, at.y);
  }

  /** Lays the tag out in screen pixels for a zoom of `scale` pixels per world unit. */
  layout(scale: number): void {
    const boost = counterBoost(this.side * scale);
    this.body.scale.set(boost);
    const px = this.side * scale * boost;
    this.px = px;
    const half = px / 2;
    const halfY = half * SQUASH[this.counter.posture];
    this.tag.scale.set(1 / scale);
    this.tag.visible = px >= TAG_MIN_PX && !this.covered;
    const text = px >= TEXT_MIN_PX;
    const fs = Math.min(15, Math.max(8, px * 0.2));
    this.label.visible = text;
    this.label.scale.set(fs / 12);
    this.glyph.visible = !text;
    this.glyph.scale.set(Math.max(10, px * 0.5) / 12);
    this.glyph.position.set(0, -halfY * 0.3);
    this.label.position.set(0, -halfY + Math.max(fs * 0.75, halfY * 0.32));
    const grow = Math.min(1.4, Math.max(0.7, px / 70));
    // Chips in a row across the bottom edge; small counters get bare coloured pills.
    const k = text ? grow : 0.5;
    const gap = 3 * k;
    const total = this.chips.reduce((a, c) => a + c.w * k, 0) + Math.max(0, this.chips.length - 1) * gap;
    let x = -total / 2;
    for (const c of this.chips) {
      c.text.visible = text;
      c.chip.scale.set(k);
      c.chip.position.set(x + (c.w * k) / 2, halfY);
      x += c.w * k + gap;
    }
    if (this.badge) {
      this.badge.scale.set(grow);
      this.badge.position.set(half, -halfY);
    }
  }

  destroy(): void {
    this.body.destroy({ children: true });
    this.tag.destroy({ children: true });
  }
}

export class HexCounterLayer {
  readonly bodies = new Container({ label: 'hex-counters' });
  readonly tags = new Container({ label: 'hex-counter-tags' });
  readonly shapes = new CounterShapes();
  private readonly sprites = new Map<string, CounterSprite>();
  /** Bottom to top. */
  private order: CounterSprite[] = [];
  private scale = 1;
  private geo: HexGeometry | null = null;

  get side(): number {
    return (this.geo?.size ?? 1) * COUNTER_SIDE;
  }

  /** A new map (hex size) rebuilds every counter. */
  setGeometry(geo: HexGeometry): void {
    this.geo = geo;
    for (const s of this.sprites.values()) s.destroy();
    this.sprites.clear();
    this.order = [];
  }

  setCounters(counters: readonly HexCounter[]): void {
    const geo = this.geo;
    if (!geo) return;
    const seen = new Set<string>();
    const depth = new Map<string, number>();
    const order: CounterSprite[] = [];
    const top = new Map<string, CounterSprite>();
    for (const c of counters) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      let s = this.sprites.get(c.id);
      if (!s) {
        s = new CounterSprite(this.shapes, c, this.side);
        this.sprites.set(c.id, s);
      } else if (s.counter !== c && !sameLooks(s.counter, c)) {
        s.refresh(c);
      } else {
        s.counter = c;
      }
      const key = `${c.q},${c.r}`;
      const level = depth.get(key) ?? 0;
      depth.set(key, level + 1);
      top.set(key, s);
      const ctr = geo.center(c.q, c.r);
      const off = Math.min(level, MAX_STACK_OFFSET) * STACK_STEP * geo.size;
      s.place({ x: ctr.x + off, y: ctr.y - off });
      order.push(s);
    }
    // Only the top counter of a stack shows its tag; its badge counts the stack unless told.
    for (const s of order) {
      const key = `${s.counter.q},${s.counter.r}`;
      const isTop = top.get(key) === s;
      s.setStack(isTop ? (s.counter.stackCount ?? depth.get(key) ?? 1) : 0, !isTop);
      s.layout(this.scale);
    }
    for (const [id, s] of this.sprites) {
      if (seen.has(id)) continue;
      s.destroy();
      this.sprites.delete(id);
    }
    // Keep the scene's child order in step with the list (only touched when it changes).
    const same = order.length === this.order.length && order.every((s, i) => s === this.order[i]);
    if (!same) {
      this.order = order;
      this.bodies.removeChildren();
      this.tags.removeChildren();
      for (const s of order) {
        this.bodies.addChild(s.body);
        this.tags.addChild(s.tag);
      }
    }
  }

  get(id: string): HexCounter | undefined {
    return this.sprites.get(id)?.counter;
  }

  /** World centre of a counter as drawn (with its stack offset). */
  centreOf(id: string): Pt | undefined {
    return this.sprites.get(id)?.at;
  }

  setScale(scale: number): void {
    this.scale = scale;
    for (const s of this.sprites.values()) s.layout(scale);
  }

  /** Pixels across a counter is drawn now (the largest, should sizes ever differ). */
  get shownPx(): number {
    let px = 0;
    for (const s of this.sprites.values()) px = Math.max(px, s.px);
    return px;
  }

  setHidden(id: string | null): void {
    for (const [sid, s] of this.sprites) s.body.alpha = s.tag.alpha = sid === id ? 0.35 : 1;
  }

  /** The topmost counter under a world point, within `slop` world units of its square. */
  hitTest(p: Pt, slop: number): string | null {
    // The slop never reaches past the counter's own hex, so a tap on the hex next to a counter
    // (a move there) is not taken for a tap on the counter, however far out the zoom.
    if (this.geo) slop = Math.min(slop, Math.max(0, this.geo.hexW / 2 - this.side / 2) * 0.9);
    for (let i = this.order.length - 1; i >= 0; i--) {
      const s = this.order[i]!;
      const half = this.side / 2;
      const halfY = half * SQUASH[s.counter.posture];
      if (Math.abs(p.x - s.at.x) <= half + slop && Math.abs(p.y - s.at.y) <= halfY + slop) return s.counter.id;
    }
    return null;
  }

  destroy(): void {
    for (const s of this.sprites.values()) s.destroy();
    this.sprites.clear();
    this.bodies.destroy({ children: true });
    this.tags.destroy({ children: true });
    this.shapes.destroy();
  }
}
