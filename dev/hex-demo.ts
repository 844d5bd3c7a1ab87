// Dev-only demo of the hex board (served by `npx vite` at /dev/hex.html; not in the build).
// URL: ?size=20 (map is size x size hexes), &seed=1, &show=reach,los (overlays), &cull=0 (draw
// every chunk, for measuring).
// Exposes globalThis.demo (for scripts) and globalThis.__hexBench (for bench/hexboard.mjs).
import { createHexBoard } from '../src/board/hex/createHexBoard';
import type { Axial, HexBoardHandle, HexBoardIntent, HexBoardView, HexCounter, HexOverlays } from '../src/board/hex/types';
import { dist, key, los, makeCounters, makeMap, reach, step } from './hex-demo-map';

const params = new URLSearchParams(location.search);
const size = Math.max(2, Math.min(400, Number(params.get('size')) || 20));
const seed = Number(params.get('seed')) || 1;
const cull = params.get('cull') !== '0';

const demoMap = makeMap(size, seed);
let counters: HexCounter[] = makeCounters(size);
const centre = { q: counters[0]!.q + 6, r: counters[0]!.r - 3 };
let target: Axial = { q: centre.q + 1, r: centre.r - 1 };
const show = { reach: true, arc: false, ranges: false, los: true, scatter: false, blast: false };
// &show=reach,los,... picks the overlays shown at first (&show= for none).
const picked = params.get('show');
if (picked !== null) for (const k of Object.keys(show) as (keyof typeof show)[]) show[k] = picked.split(',').includes(k);
const intents: HexBoardIntent[] = [];

const selected = (): HexCounter | undefined => counters.find((c) => c.selected);

function overlays(): HexOverlays {
  const sel = selected();
  const occupied = new Set(counters.map((c) => key(c)));
  const enemies = counters.filter((c) => sel && c.side !== sel.side);
  return {
    reach: sel && show.reach ? reach(demoMap, sel, 6, occupied) : [],
    arc: sel && show.arc ? { q: sel.q, r: sel.r, facing: sel.facing, degrees: 120, range: 8 } : null,
    ranges: sel && show.ranges ? { q: sel.q, r: sel.r, bands: [{ range: 4, label: 'Short' }, { range: 8, label: 'Medium' }, { range: 16, label: 'Long' }] } : null,
    los: sel && show.los ? enemies.slice(0, 3).map((e) => los(demoMap, sel, e)) : [],
    scatter: show.scatter ? { ...target, spread: [0, 1, 2, 3, 4, 5].map((d) => step(target, d)), result: step(step(target, 1), 1) } : null,
    blast: show.blast ? { ...target, radius: 1 } : null,
    highlights: [{ ...target, tone: 'target' }],
  };
}

let view: HexBoardView = { map: demoMap.map, counters, overlays: overlays() };
let board: HexBoardHandle | null = null;
const boardEl = document.getElementById('board')!;
const logEl = document.getElementById('log')!;
const infoEl = document.getElementById('info')!;

function log(s: string): void {
  logEl.textContent = `${s}\n${logEl.textContent ?? ''}`.split('\n').slice(0, 40).join('\n');
}

function update(next: Partial<HexBoardView> = {}): void {
  view = { ...view, counters, overlays: overlays(), ...next };
  board?.setView(view);
}

function onIntent(i: HexBoardIntent): void {
  intents.push(i);
  if (i.type !== 'hoverHex') log(JSON.stringify(i));
  if (i.type === 'tapCounter') {
    counters = counters.map((c) => ({ ...c, selected: c.id === i.id }));
    update();
  } else if (i.type === 'tapHex') {
    target = { q: i.q, r: i.r };
    update();
  } else if (i.type === 'dragCounter') {
    counters = counters.map((c) => {
      if (c.id !== i.id) return c;
      const d = dist(c, i.to);
      // Face the way it moved (roughly), as a player would.
      const facing = d ? (([0, 1, 2, 3, 4, 5] as const).reduce((best, f) => (dist(step(c, f), i.to) < dist(step(c, best), i.to) ? f : best), c.facing)) : c.facing;
      return { ...c, ...i.to, facing };
    });
    update();
  } else if (i.type === 'hoverHex') {
    infoEl.textContent = i.hex ? `hex ${i.hex.q},${i.hex.r}` : '';
  }
}

const toggles = document.getElementById('toggles')!;
for (const k of Object.keys(show) as (keyof typeof show)[]) {
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.checked = show[k];
  box.addEventListener('change', () => {
    show[k] = box.checked;
    update();
  });
  label.append(box, ` ${k}`);
  toggles.append(label, ' ');
}
document.getElementById('fit')!.addEventListener('click', () => board?.fit());
document.getElementById('zin')!.addEventListener('click', () => board?.zoomBy(1.4));
document.getElementById('zout')!.addEventListener('click', () => board?.zoomBy(1 / 1.4));

/** Whole-frame ms of every frame the engine ran (by flush() or on its own animation frames). */
const frameLog: number[] = [];
board = await createHexBoard(boardEl, {
  onIntent,
  canDrag: () => true,
  label: `Hex map, ${size} by ${size} hexes`,
  cull,
  onRender: (_ms, frameMs) => void frameLog.push(frameMs),
});
board.setView(view);

// ---- benchmark hooks ----
let panStep = 0;
let moveStep = 0;
let sweepStep = 0;
const mover = 'a4';
/**
 * Runs the pending frame now: its whole CPU ms (the frame callback) and that of its render; and
 * `others`, the whole-frame ms of the frames the engine ran on its own since the last call (it
 * asks for another frame while chunks in view are not ready).
 */
function timedFlush(): { render: number; frame: number; others: number[] } {
  const others = frameLog.splice(0);
  const t0 = performance.now();
  board!.flush();
  const frame = performance.now() - t0;
  frameLog.length = 0;
  return { render: board!.stats().lastRenderMs, frame, others };
}
const bench = {
  size,
  /** Zooms so a hex is `hexPx` pixels across, centred on the counters. */
  prepare(hexPx = 56): void {
    if (!board) return;
    board.fit();
    board.flush();
    const hexW = Math.sqrt(3) * demoMap.map.hexSize;
    board.zoomBy(hexPx / (hexW * board.camera().scale));
    board.flush();
    const rect = boardEl.getBoundingClientRect();
    const c = board.hexToScreen(centre);
    board.panBy(rect.left + rect.width / 2 - c.x, rect.top + rect.height / 2 - c.y);
    board.flush();
  },
  /** One step of a slow circular pan; returns the CPU ms of that render. */
  panOnce(): number {
    return bench.panFrame().render;
  },
  /**
   * One step of a slow circular pan, timed two ways: `render`, the CPU ms of `app.render()`, and
   * `frame`, the whole frame: the engine's frame callback (hover, culling, chunk building,
   * counters, overlays, render and the renderer's chores) run by flush().
   */
  panFrame(): { render: number; frame: number; others: number[] } {
    const a = (panStep++ * Math.PI) / 20;
    board!.panBy(Math.round(Math.cos(a) * 24), Math.round(Math.sin(a) * 24));
    return timedFlush();
  },
  /**
   * One step of a long pan across the map (new chunks come into view and are built): 32 px a
   * frame east, turning back west every 300 frames, drifting 4 px south each frame. Whole frame
   * and render ms, as panFrame.
   */
  sweepFrame(): { render: number; frame: number; others: number[] } {
    const east = Math.floor(sweepStep++ / 300) % 2 === 0;
    board!.panBy(east ? -32 : 32, -4);
    return timedFlush();
  },
  /** Moves one counter one hex (back and forth along a row); returns the CPU ms of that render. */
  moveCounterOnce(): number {
    const dir = Math.floor(moveStep++ / 4) % 2 ? 3 : 0;
    counters = counters.map((c) => (c.id === mover ? { ...c, ...step(c, dir) } : c));
    view = { ...view, counters };
    board!.setView(view);
    board!.flush();
    return board!.stats().lastRenderMs;
  },
  renderMs: (): number => board!.stats().lastRenderMs,
  stats: () => board!.stats(),
};
Object.assign(globalThis, {
  __hexBench: bench,
  demo: { board, intents, get counters() { return counters; }, get view() { return view; }, createHexBoard, centre },
});
