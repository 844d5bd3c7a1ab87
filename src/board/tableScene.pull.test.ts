// The table scene's drag modes with its layers stubbed (Pixi needs a browser): a piece whose drag
// mode is 'pull' stays put and reports pullUnit intents (the anchor plus the pointer's travel),
// released or cancelled; any other piece is dragged and dropped as before.
import { describe, expect, it, vi } from 'vitest';
import type { BoardIntent, BoardOptions, BoardUnit } from './types';

vi.mock('pixi.js', () => ({ Container: class { constructor(readonly opts: object = {}) {} } }));
vi.mock('./terrainLayer', () => ({ TerrainLayer: class { root = {}; labels = {}; setTable() {} setScale() {} destroy() {} } }));
vi.mock('./overlayLayer', () => ({ OverlayLayer: class { under = {}; over = {}; draw() {} destroy() {} } }));
vi.mock('./tools/tableMinimap', () => ({ drawTableMinimap: () => {} }));
const ghosts: boolean[] = [];
vi.mock('./dragRuler', () => ({
  DragRuler: class {
    world = {};
    screen = {};
    begin(_u: unknown, ghost = true) { ghosts.push(ghost); }
    update() {}
    end() {}
    destroy() {}
  },
}));
vi.mock('./unitLayer', () => ({
  UnitLayer: class {
    bodies = {};
    tags = {};
    shapes = {};
    units = new Map<string, BoardUnit>();
    setUnits(us: BoardUnit[]) { for (const u of us) this.units.set(u.id, u); return true; }
    get(id: string) { return this.units.get(id); }
    setTagVisible() {}
    setScale() {}
    setTable() {}
    hitTest() { return null; }
    destroy() {}
  },
}));

const { TableScene } = await import('./tableScene');

const unit = (id: string, x: number, y: number): BoardUnit => ({ id, x, y, r: 0.3, color: 0, label: id, wounds: 0, down: false, gone: false, spent: false, leader: false });
const cam = { x: 0, y: 0, scale: 10 };
const vp = { width: 100, height: 100 };
/** Where the piece was pressed, less its place (its front right corner, say). */
const grab = { x: 0.5, y: -0.5 };

function scene(mode: BoardOptions['dragMode']) {
  const intents: BoardIntent[] = [];
  const host = { requestRender: () => {}, worldChanged: () => {}, cancelDrag: () => {}, dragging: false, destroyed: false, toWorld: (p: { x: number; y: number }) => p };
  const s = new TableScene(host, { onIntent: (i) => intents.push(i), ...(mode ? { dragMode: mode } : {}) });
  s.setView({ table: { width: 12, height: 9, terrain: [] }, units: [unit('c', 6, 2), unit('k', 3, 3)], overlays: { selectedId: null, reach: null, zones: [], rings: [], range: null, los: [], path: null } });
  return { s, intents };
}

describe('TableScene drag modes', () => {
  it("a 'pull' piece stays and reports the pull each move (and where it was pressed), then its release", () => {
    const { s, intents } = scene((id) => (id === 'c' ? 'pull' : 'move'));
    s.dragBegin('c');
    s.dragMove({ id: 'c', at: { x: 5, y: 1 }, grab, pointer: { x: 0, y: 0 }, touch: true, cam, vp });
    s.dragEnd({ id: 'c', at: { x: 4.5, y: 0.5 }, grab, pointer: { x: 0, y: 0 }, touch: true, cam, vp }, true);
    expect(ghosts.at(-1)).toBe(false);
    expect(intents).toEqual([
      { type: 'pullUnit', unitId: 'c', x: 5, y: 1, grab, phase: 'move' },
      { type: 'pullUnit', unitId: 'c', x: 4.5, y: 0.5, grab, phase: 'release' },
    ]);
  });

  it('a cancelled pull says so and drops nothing', () => {
    const { s, intents } = scene(() => 'pull');
    s.dragBegin('c');
    s.dragEnd({ id: 'c', at: { x: 5, y: 1 }, grab, pointer: { x: 0, y: 0 }, touch: false, cam, vp }, false);
    expect(intents).toEqual([{ type: 'pullUnit', unitId: 'c', x: 5, y: 1, grab, phase: 'cancel' }]);
  });

  it('without a drag mode a drag moves the piece and drops it, as before', () => {
    const { s, intents } = scene(undefined);
    s.dragBegin('k');
    s.dragMove({ id: 'k', at: { x: 4, y: 3 }, grab, pointer: { x: 0, y: 0 }, touch: false, cam, vp });
    s.dragEnd({ id: 'k', at: { x: 4, y: 3 }, grab, pointer: { x: 0, y: 0 }, touch: false, cam, vp }, true);
    expect(ghosts.at(-1)).toBe(true);
    expect(intents).toEqual([{ type: 'dropUnit', unitId: 'k', x: 4, y: 3 }]);
  });
});
