// A terrain chunk's drawing, made ready in steps (drawn, tessellated, baked: see chunkBudget.ts)
// and shown either as vector geometry (a render group: built once, stays on the GPU) or as a
// texture baked from that geometry at a given resolution (a sprite: every chunk's sprite joins
// one batch, so a frame costs about the same however many chunks are in view).
import { Container, Rectangle, Sprite, type Graphics, type Renderer } from 'pixi.js';
import { DRAW_SIZE } from './hexTerrainDraw';

/** Hex width in draw units. */
const HEX_W = DRAW_SIZE * Math.sqrt(3);

export class ChunkPart {
  /** Goes in the scene; scaled from draw units to world units. */
  readonly holder = new Container();
  private readonly vector = new Container({ isRenderGroup: true });
  private sprite: Sprite | null = null;
  /** Device pixels per hex of the baked texture (0: none). */
  bakedAt = 0;
  /** Layers tessellated so far (see prepare()). */
  private preparedLayers = 0;
  private showing: 'vector' | 'sprite' | null = null;

  constructor(
    /** The chunk's drawing, in layers drawn in order. */
    private readonly layers: readonly Graphics[],
    worldPerDrawUnit: number,
  ) {
    this.holder.scale.set(worldPerDrawUnit);
    for (const g of layers) this.vector.addChild(g);
  }

  /** Every layer is tessellated and its vertex buffers filled. */
  get prepared(): boolean {
    return this.preparedLayers >= this.layers.length;
  }

  get texturePixels(): number {
    const t = this.sprite?.texture;
    return t ? t.source.pixelWidth * t.source.pixelHeight : 0;
  }

  showVector(): void {
    if (this.showing === 'vector') return;
    if (this.sprite) this.holder.removeChild(this.sprite);
    this.holder.addChild(this.vector);
    this.showing = 'vector';
  }

  /** Shows the baked texture if there is one (else the geometry). */
  showSprite(): void {
    if (!this.sprite) return this.showVector();
    if (this.showing === 'sprite') return;
    this.holder.removeChild(this.vector);
    this.holder.addChild(this.sprite);
    this.showing = 'sprite';
  }

  /**
   * Tessellates the next layer and fills its vertex buffers: the CPU work of the chunk's first
   * render or bake, a layer at a time so that a frame can stop between layers.
   */
  prepare(renderer: Renderer): void {
    const g = this.layers[this.preparedLayers];
    if (!g) return;
    const system = renderer.graphicsContext;
    system.updateGpuContext(g.context);
    system.getContextRenderData(g.context);
    this.preparedLayers++;
  }

  /** Renders the geometry into a texture with `hexPx` device pixels per hex. */
  bake(renderer: Renderer, hexPx: number): void {
    const resolution = hexPx / HEX_W;
    const b = this.vector.getLocalBounds();
    const pad = 2 / resolution;
    const x = Math.floor(b.minX - pad);
    const y = Math.floor(b.minY - pad);
    const frame = new Rectangle(x, y, Math.ceil(b.maxX + pad) - x, Math.ceil(b.maxY + pad) - y);
    const texture = renderer.generateTexture({ target: this.vector, frame, resolution, antialias: true });
    const showingSprite = this.showing === 'sprite';
    this.freeTexture();
    this.sprite = new Sprite({ texture });
    this.sprite.position.set(x, y);
    this.bakedAt = hexPx;
    if (showingSprite) {
      this.showing = null;
      this.showSprite();
    }
  }

  freeTexture(): void {
    if (!this.sprite) return;
    if (this.showing === 'sprite') {
      this.holder.removeChild(this.sprite);
      this.holder.addChild(this.vector);
      this.showing = 'vector';
    }
    this.sprite.texture.destroy(true);
    this.sprite.destroy();
    this.sprite = null;
    this.bakedAt = 0;
  }

  destroy(): void {
    this.freeTexture();
    this.vector.destroy({ children: true, context: true });
    this.holder.destroy();
  }
}
