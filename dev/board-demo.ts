// Dev-only demo of the table board (served by `npx vite` at /dev/board.html; not in the build).
// A 36" x 36" town, ten models, a fake straight-line probe (ok under 6") and fake overlays.
import { createBoard } from '../src/board/createBoard';
import type { BoardHandle, BoardIntent, BoardLos, BoardOverlays, BoardReach, BoardUnit, BoardView, DragProbe } from '../src/board/types';
import type { Barrier, Building, TableSpec, Terrain, Vec } from '../src/core/table/types';

const MOVE = 6;

const rect = (x: number, y: number, w: number, h: number): Vec[] => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];
const building = (id: string, name: string | undefined, poly: Vec[], height = 3): Building => ({ id, kind: 'building', name, poly, height });
const fence = (id: string, a: Vec, b: Vec): Barrier => ({ id, kind: 'fence', a, b, height: 1 });
const wall = (id: string, a: Vec, b: Vec): Barrier => ({ id, kind: 'wall', a, b, height: 1.5 });

const terrain: Terrain[] = [
  building('saloon', 'Saloon', rect(4, 4, 8, 6), 4),
  building('bank', 'Bank', rect(4, 14, 7, 5)),
  building('store', 'General Store', rect(24, 5, 8, 5)),
  building('jail', 'Jail', rect(25, 15, 6, 5)),
  building('church', 'Church', [{ x: 6, y: 25 }, { x: 12, y: 24 }, { x: 13, y: 31 }, { x: 7, y: 32 }], 5),
  building('shed', undefined, rect(27, 27, 3, 3), 2),
  { id: 'rocks', kind: 'difficult', name: 'Rocks', poly: [{ x: 18, y: 24 }, { x: 24, y: 23 }, { x: 25, y: 29 }, { x: 20, y: 31 }, { x: 16, y: 28 }] },
  fence('f1', { x: 4, y: 12 }, { x: 12, y: 12 }),
  fence('f2', { x: 24, y: 12 }, { x: 32, y: 12 }),
  fence('f3', { x: 24, y: 24 }, { x: 33, y: 24 }),
  fence('f4', { x: 33, y: 24 }, { x: 33, y: 33 }),
  wall('w1', { x: 3, y: 22 }, { x: 14, y: 22 }),
  wall('w2', { x: 14, y: 34 }, { x: 22, y: 34 }),
];
const table: TableSpec = { width: 36, height: 36, terrain };

const RED = 0xb8323f;
const BLUE = 0x2f6db5;
const unit = (id: string, label: string, color: number, x: number, y: number, extra: Partial<BoardUnit> = {}): BoardUnit => ({
  id, label, color, x, y, r: 0.5, wounds: 0, down: false, gone: false, spent: false, leader: false, ...extra,
});
let units: BoardUnit[] = [
  unit('r1', 'Doc Hale', RED, 15.5, 8, { leader: true }),
  unit('r2', 'Kid Rourke', RED, 17, 11, { wounds: 1 }),
  unit('r3', 'Ma Jenkins', RED, 13.5, 13),
  unit('r4', 'Slim', RED, 16, 15.5, { spent: true }),
  unit('r5', 'Blackjack', RED, 13, 19.5, { down: true, wounds: 2 }),
  unit('b1', 'Sheriff Cobb', BLUE, 21, 22, { leader: true, wounds: 4 }),
  unit('b2', 'Deputy Lane', BLUE, 23, 19),
  unit('b3', 'Hank', BLUE, 19.5, 26),
  unit('b4', 'Two-Gun Sue', BLUE, 22.5, 14),
  unit('b5', 'Old Pete', BLUE, 29, 31, { gone: true }),
];

const show = { reach: true, zones: true, rings: true, range: true, los: true, path: true };
let selectedId: string | null = 'r1';
let lastPath: Vec[] | null = [{ x: 14, y: 5 }, { x: 15.5, y: 8 }];

// ---- fake geometry for the overlays ----

function cross(a: Vec, b: Vec, c: Vec, d: Vec): Vec | null {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den;
  const u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + r.x * t, y: a.y + r.y * t } : null;
}
const edges = (poly: Vec[]): [Vec, Vec][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]!]);
function inside(p: Vec, poly: Vec[]): boolean {
  let c = false;
  for (const [a, b] of edges(poly)) if ((a.y > p.y) !== (b.y > p.y) && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  return c;
}
const buildings = terrain.filter((t): t is Building => t.kind === 'building');
const barriers = terrain.filter((t): t is Barrier => t.kind === 'fence' || t.kind === 'wall');
const firstHit = (a: Vec, b: Vec, segs: [Vec, Vec][]): Vec | null => {
  for (const [c, d] of segs) { const h = cross(a, b, c, d); if (h) return h; }
  return null;
};
const buildingEdges = buildings.flatMap((b) => edges(b.poly));
const barrierSegs = barriers.map((b): [Vec, Vec] => [b.a, b.b]);

function reachFor(u: BoardUnit): BoardReach {
  const cellSize = 0.25;
  const cols = 36 / cellSize;
  const rows = 36 / cellSize;
  const cells = new Uint8Array(cols * rows);
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) {
    const p = { x: (i + 0.5) * cellSize, y: (j + 0.5) * cellSize };
    if (Math.hypot(p.x - u.x, p.y - u.y) > MOVE) continue;
    if (buildings.some((b) => inside(p, b.poly)) || firstHit(u, p, buildingEdges)) continue;
    cells[j * cols + i] = firstHit(u, p, barrierSegs) ? 2 : 1;
  }
  return { originX: 0, originY: 0, cellSize, cols, rows, cells };
}

function losTo(a: BoardUnit, b: BoardUnit): BoardLos {
  const block = firstHit(a, b, buildingEdges);
  if (block) return { from: a, to: b, state: 'blocked', marks: [{ ...block, kind: 'blocked' }] };
  const obstacle = firstHit(a, b, barrierSegs);
  const model = units.find((m) => m !== a && m !== b && !m.gone && distToSeg(m, a, b) < m.r);
  const marks: BoardLos['marks'] = [];
  if (obstacle) marks.push({ ...obstacle, kind: 'obstacle' });
  if (model) marks.push({ x: model.x, y: model.y, kind: 'model' });
  return { from: a, to: b, state: marks.length ? 'in-the-way' : 'clear', marks };
}
function distToSeg(p: Vec, a: Vec, b: Vec): number {
  const l2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (l2 || 1)));
  return Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y));
}

function ringsFor(sel: BoardUnit, enemies: BoardUnit[]): BoardOverlays['rings'] {
  const rings: BoardOverlays['rings'] = enemies.map((u) => ({ id: u.id, kind: Math.hypot(u.x - sel.x, u.y - sel.y) <= MOVE + 1 ? 'charge' : 'invalid' }));
  const shot = enemies.find((u) => u.id === 'b4');
  if (shot) rings.push({ id: shot.id, kind: 'shoot' });
  return rings;
}

function overlays(): BoardOverlays {
  const sel = units.find((u) => u.id === selectedId) ?? null;
  const enemies = sel ? units.filter((u) => u.color !== sel.color && !u.gone) : [];
  return {
    selectedId,
    reach: show.reach && sel ? reachFor(sel) : null,
    zones: show.zones ? enemies.map((u) => ({ x: u.x, y: u.y, r: u.r + 1 })) : [],
    rings: show.rings && sel ? ringsFor(sel, enemies) : [],
    range: show.range && sel ? { x: sel.x, y: sel.y, r: 12 } : null,
    los: show.los && sel ? enemies.slice(0, 4).map((e) => losTo(sel, e)) : [],
    path: show.path ? lastPath : null,
  };
}

const view = (): BoardView => ({ table, units, overlays: overlays() });

function probe(unitId: string, at: Vec): DragProbe {
  const u = units.find((m) => m.id === unitId)!;
  const d = Math.hypot(at.x - u.x, at.y - u.y);
  const ok = d <= MOVE;
  return { path: [{ x: u.x, y: u.y }, at], end: at, ok, label: ok ? `${d.toFixed(1)}" of ${MOVE}"` : `${d.toFixed(1)}" — more than ${MOVE}"` };
}

// ---- page ----

const logEl = document.getElementById('log')!;
const intents: BoardIntent[] = [];
function log(line: string): void {
  logEl.textContent = `${line}\n${logEl.textContent ?? ''}`.slice(0, 4000);
}

let board: BoardHandle | null = null;
function onIntent(i: BoardIntent): void {
  intents.push(i);
  if (i.type !== 'hover') log(JSON.stringify(i, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)));
  if (i.type === 'tapUnit') selectedId = i.unitId;
  else if (i.type === 'tapTable') selectedId = null;
  else if (i.type === 'dropUnit') {
    const p = probe(i.unitId, i);
    if (p.ok) {
      const u = units.find((m) => m.id === i.unitId)!;
      lastPath = p.path;
      units = units.map((m) => (m.id === u.id ? { ...m, x: p.end.x, y: p.end.y } : m));
      selectedId = u.id;
    }
  } else return;
  board?.setView(view());
}

async function mount(): Promise<void> {
  board?.destroy();
  board = await createBoard(document.getElementById('board')!, {
    onIntent,
    probe,
    canDrag: (id) => id.startsWith('r') || id.startsWith('b'),
    label: 'Table: 36 by 36 inch town with 10 models',
  });
  board.setView(view());
}

const toggles = document.getElementById('overlay-toggles')!;
for (const key of Object.keys(show) as (keyof typeof show)[]) {
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.checked = show[key];
  box.addEventListener('change', () => {
    show[key] = box.checked;
    board?.setView(view());
  });
  label.append(box, ` ${key} `);
  toggles.append(label);
}
document.getElementById('fit')!.addEventListener('click', () => board?.fit());
document.getElementById('zin')!.addEventListener('click', () => board?.zoomBy(1.25));
document.getElementById('zout')!.addEventListener('click', () => board?.zoomBy(0.8));
document.getElementById('recreate')!.addEventListener('click', () => void mount());
const camEl = document.getElementById('cam')!;
setInterval(() => {
  const c = board?.camera();
  if (c) camEl.textContent = `centre ${c.x.toFixed(1)}, ${c.y.toFixed(1)} · ${c.scale.toFixed(1)} px/in`;
}, 250);

// Simulates React StrictMode: create, destroy while starting, create again.
void createBoard(document.getElementById('board')!, { onIntent }).then((h) => h.destroy());
void mount();

Object.assign(window as unknown as Record<string, unknown>, {
  demo: { createBoard, get board() { return board; }, intents, get units() { return units; }, view, select(id: string | null) { selectedId = id; board?.setView(view()); } },
});
