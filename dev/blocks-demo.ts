// Dev-only demo of unit shapes on the table board (served by `npx vite` at /dev/blocks.html; not
// in the build). A 48" x 48" table with 40 units:
//   ?units=blocks  40 blocks of 20-40 models on 1" bases (the rank-and-flank case)
//   ?units=round   40 round bases
//   ?units=mixed   blocks, round bases, counters and free-form pieces (a tower, walls, a cannon)
// Exposes globalThis.demo (for scripts) and globalThis.__blocksBench (for bench/blocks.mjs).
import { createBoard } from '../src/board/createBoard';
import type { BlockShape, BoardHandle, BoardIntent, BoardOverlays, BoardUnit, BoardView } from '../src/board/types';
import type { TableSpec, Vec } from '../src/core/table/types';

const params = new URLSearchParams(location.search);
const mode = params.get('units') ?? 'blocks';
const SIZE = 48;
const table: TableSpec = { width: SIZE, height: SIZE, terrain: [] };
const COLORS = [0xb8323f, 0x2f6db5];
const NAMES = ['Spearmen', 'Archers', 'Swordsmen', 'Halberdiers', 'Knights'];

const base = (id: string, label: string, color: number, x: number, y: number, extra: Partial<BoardUnit> = {}): BoardUnit => ({
  id, label, color, x, y, r: 0.5, wounds: 0, down: false, gone: false, spent: false, leader: false, ...extra,
});

/** 40 units: two armies of 20 in 4 lines of 5, facing each other across the table. */
function army(make: (i: number, x: number, y: number, color: number, facing: number) => BoardUnit): BoardUnit[] {
  const out: BoardUnit[] = [];
  for (let i = 0; i < 40; i++) {
    const side = i < 20 ? 0 : 1;
    const k = i % 20;
    const col = k % 5;
    const row = Math.floor(k / 5);
    const x = 5 + col * 9.5;
    const y = side === 0 ? 3 + row * 6 : SIZE - 3 - row * 6;
    out.push(make(i, x, y, COLORS[side]!, side === 0 ? 180 : 0));
  }
  return out;
}

function blockOf(i: number, facing: number): BlockShape {
  const models = 20 + ((i * 7) % 21); // 20..40
  const files = models >= 30 ? 8 : 6;
  return { kind: 'block', files, models, base: 1, facing };
}

const blocks = (): BoardUnit[] =>
  army((i, x, y, color, facing) => base(`u${i}`, `${NAMES[i % NAMES.length]} ${i + 1}`, color, x, y, { shape: blockOf(i, facing), leader: i % 10 === 0 }));
const rounds = (): BoardUnit[] => army((i, x, y, color) => base(`u${i}`, `Model ${i + 1}`, color, x, y, { leader: i % 10 === 0 }));
const mixed = (): BoardUnit[] => {
  const tower: Vec[] = [{ x: -1.5, y: -1.5 }, { x: 1.5, y: -1.5 }, { x: 1.5, y: 1.5 }, { x: -1.5, y: 1.5 }];
  const wall: Vec[] = [{ x: -4, y: -0.4 }, { x: 4, y: -0.4 }, { x: 4, y: 0.4 }, { x: -4, y: 0.4 }];
  const cannon: Vec[] = [{ x: -0.6, y: 0.8 }, { x: -0.25, y: 0.8 }, { x: -0.25, y: -1.4 }, { x: 0.25, y: -1.4 }, { x: 0.25, y: 0.8 }, { x: 0.6, y: 0.8 }, { x: 0.6, y: 1.3 }, { x: -0.6, y: 1.3 }];
  return [
    ...blocks().slice(0, 6),
    ...rounds().slice(20, 26),
    base('c1', 'Rifle 1', 0x4f7a3a, 30, 30, { r: 0.6, shape: { kind: 'counter', side: 0, facing: 60 } }),
    base('c2', 'MG', 0x8a6a3a, 33, 30, { r: 0.6, shape: { kind: 'counter', side: 1, facing: 240 } }),
    base('p1', 'Tower', 0x9a9488, 24, 26, { shape: { kind: 'piece', outline: tower } }),
    base('p2', 'Wall', 0x8c8478, 24, 21, { shape: { kind: 'piece', outline: wall } }),
    base('p3', 'Cannon', 0x3a3a3a, 16, 26, { shape: { kind: 'piece', outline: cannon, facing: 30 } }),
  ];
};

let units: BoardUnit[] = mode === 'round' ? rounds() : mode === 'mixed' ? mixed() : blocks();
let selectedId: string | null = mode === 'mixed' ? 'u0' : null;
const overlays = (): BoardOverlays => ({
  selectedId,
  reach: null,
  zones: [],
  rings: mode === 'mixed' ? [{ id: 'u1', kind: 'charge' }, { id: 'p3', kind: 'shoot' }] : [],
  range: null,
  los: [],
  path: null,
});
let view: BoardView = { table, units, overlays: overlays() };

const boardEl = document.getElementById('board')!;
const logEl = document.getElementById('log')!;
const log = (s: string): void => {
  logEl.textContent = `${s}\n${logEl.textContent ?? ''}`.split('\n').slice(0, 40).join('\n');
};
const intents: BoardIntent[] = [];
let board: BoardHandle | null = null;

function update(): void {
  view = { table, units, overlays: overlays() };
  board?.setView(view);
}

function onIntent(i: BoardIntent): void {
  intents.push(i);
  if (i.type === 'hover') return;
  log(JSON.stringify(i, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)));
  if (i.type === 'tapUnit') selectedId = i.unitId;
  else if (i.type === 'tapTable') selectedId = null;
  else if (i.type === 'dropUnit') units = units.map((u) => (u.id === i.unitId ? { ...u, x: i.x, y: i.y } : u));
  update();
}

board = await createBoard(boardEl, { onIntent, canDrag: () => true, label: `Table: ${SIZE} by ${SIZE} inches, 40 units` });
board.setView(view);

// ---- the moving unit ----
const mover = mode === 'mixed' ? 'u2' : 'u7';
const start = units.find((u) => u.id === mover)!;
let step = 0;

/** Wheels the mover about its left front corner, 1.5 degrees a frame, back and forth over 60 degrees. */
function wheel(): void {
  const s = start.shape;
  if (s?.kind !== 'block') return;
  const a = ((step++ % 80) < 40 ? step % 40 : 40 - (step % 40)) * 1.5;
  const depth = Math.ceil(s.models / s.files) * s.base;
  const w = s.files * s.base;
  const rad0 = (s.facing * Math.PI) / 180;
  const rad = ((s.facing + a) * Math.PI) / 180;
  // Pivot: the left front corner, which stays put.
  const local = { x: -w / 2, y: -depth / 2 };
  const pivot = { x: start.x + local.x * Math.cos(rad0) - local.y * Math.sin(rad0), y: start.y + local.x * Math.sin(rad0) + local.y * Math.cos(rad0) };
  const x = pivot.x - (local.x * Math.cos(rad) - local.y * Math.sin(rad));
  const y = pivot.y - (local.x * Math.sin(rad) + local.y * Math.cos(rad));
  units = units.map((u) => (u.id === mover ? { ...u, x, y, shape: { ...s, facing: s.facing + a } } : u));
}

/** Moves the mover a tenth of an inch a frame, back and forth. */
function move(): void {
  const k = step++ % 80;
  const d = (k < 40 ? k : 80 - k) * 0.1;
  units = units.map((u) => (u.id === mover ? { ...u, x: start.x + d, y: start.y + d * 0.5 } : u));
}

const timed = (change: () => void): { ms: number; frameMs: number } => {
  const t0 = performance.now();
  change();
  view = { ...view, units };
  board!.setView(view);
  board!.flush();
  return { ms: performance.now() - t0, frameMs: board!.stats().lastFrameMs };
};

const bench = {
  mode,
  prepare(): void {
    board!.fit();
    board!.flush();
  },
  /** One frame of the block wheeling: CPU ms of setView + the engine's frame, and of the frame alone. */
  wheelOnce: () => timed(wheel),
  /** One frame of the round base moving. */
  moveOnce: () => timed(move),
  stats: () => board!.stats(),
  models: () => units.reduce((n, u) => n + (u.shape?.kind === 'block' ? u.shape.models : 1), 0),
};

document.getElementById('fit')!.addEventListener('click', () => board?.fit());
document.getElementById('wheel')!.addEventListener('click', () => {
  for (let i = 0; i < 8; i++) wheel();
  update();
});
document.getElementById('casualty')!.addEventListener('click', () => {
  units = units.map((u) => (u.id === (selectedId ?? mover) && u.shape?.kind === 'block' ? { ...u, shape: { ...u.shape, models: Math.max(1, u.shape.models - 1) } } : u));
  update();
});
document.getElementById('info')!.textContent = `${units.length} units, ${bench.models()} models`;

Object.assign(globalThis, {
  __blocksBench: bench,
  demo: { get board() { return board; }, intents, get units() { return units; }, get view() { return view; } },
});
