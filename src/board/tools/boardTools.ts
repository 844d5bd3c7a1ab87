// The board's tools that need no rules: the free tape measure (its state and drawing; the scene
// asks the system for the reading) and the minimap. The engine owns one and draws it above the
// scene's screen layers.
import type { Graphics } from 'pixi.js';
import type { Vec } from '../../core/table/types';
import type { Camera, Size, Viewport } from '../engine/cameraMath';
import { Minimap } from './minimap';
import { minimapToWorld } from './minimapMath';
import { TapeLayer } from './tapeLayer';
import type { TapeProbe, TapeReading } from './tapeTypes';

/** What the tools need of the scene: its measure and its minimap picture, both optional. */
export interface ToolScene {
  bounds(): Size | null;
  measure?(a: Vec, b: Vec): TapeProbe | null;
  drawMinimap?(g: Graphics): void;
  /** Changes (by identity) when the minimap's picture must be drawn again. */
  minimapKey?(): unknown;
}

interface Tape {
  /** Ends in world units. */
  a: Vec;
  b: Vec;
  /** Where the pointer is (view pixels), for the label. */
  pointer: Vec;
  touch: boolean;
  live: boolean;
  probe: TapeProbe | null;
  pending: boolean;
}

export class BoardTools {
  readonly tapeLayer = new TapeLayer();
  readonly minimap = new Minimap();
  /** A press-drag measures instead of panning or moving a piece. */
  measuring = false;
  minimapOn = true;
  private tape: Tape | null = null;

  constructor(
    private readonly scene: ToolScene,
    private readonly onTape: ((r: TapeReading | null) => void) | undefined,
  ) {}

  get hasTape(): boolean {
    return this.tape !== null;
  }

  get tapeLive(): boolean {
    return !!this.tape?.live;
  }

  get pending(): boolean {
    return !!this.tape?.pending;
  }

  begin(world: Vec, pointer: Vec, touch: boolean): void {
    this.tape = { a: world, b: world, pointer, touch, live: true, probe: null, pending: true };
  }

  move(world: Vec, pointer: Vec): void {
    const t = this.tape;
    if (!t?.live) return;
    t.b = world;
    t.pointer = pointer;
    t.pending = true;
  }

  /** The tape stays on the board (until cleared) with its reading; returns the reading. */
  end(world: Vec, pointer: Vec): TapeReading | null {
    const t = this.tape;
    if (!t?.live) return null;
    this.move(world, pointer);
    this.probe();
    t.live = false;
    const reading = t.probe ? { sight: t.probe.sight, lines: t.probe.lines } : null;
    this.onTape?.(reading);
    return reading;
  }

  /** Asks the scene for the reading of the tape as it is now. */
  probe(): void {
    const t = this.tape;
    if (!t) return;
    t.pending = false;
    t.probe = this.scene.measure?.(t.a, t.b) ?? null;
  }

  clear(): boolean {
    if (!this.tape) return false;
    this.tape = null;
    this.tapeLayer.hide();
    this.onTape?.(null);
    return true;
  }

  /** The world point under a view point on the minimap, or null. */
  minimapPoint(p: Vec): Vec | null {
    const f = this.minimap.frame;
    return f && this.minimap.root.visible ? minimapToWorld(f, p) : null;
  }

  /** Draws the tape and the minimap for this camera (after the scene laid out its frame). */
  update(cam: Camera, vp: Viewport, toView: (p: Vec) => Vec): void {
    const t = this.tape;
    if (t) {
      if (t.pending) this.probe();
      const pointer = t.live ? t.pointer : toView(t.b);
      this.tapeLayer.draw(toView(t.a), pointer, t.probe, toView, vp, t.touch);
    }
    const draw = this.scene.drawMinimap ? (g: Graphics) => this.scene.drawMinimap!(g) : null;
    this.minimap.update(this.scene.bounds(), cam, vp, this.scene.minimapKey?.(), draw, this.minimapOn);
  }

  destroy(): void {
    this.tape = null;
    this.tapeLayer.destroy();
    this.minimap.destroy();
  }
}
