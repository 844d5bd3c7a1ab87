// Dev-only page for bench/rankedBoard.mjs (served by `npx vite` at /dev/ranked-bench.html; not in
// the build): the table board fed by each system's own screen adapter, as the match screens feed it.
//   ?system=ranked  a Rank and Flank movement phase with 40 regiments of 20-40 models (the
//                   pitched battle's troops, two armies of 20 in four lines); each frame the
//                   selected front-rank regiment's planned wheel changes (as a drag sweeps it), so
//                   the adapter plans it by the rules' apply, ghosts it and draws the arc.
//   ?system=oldwest Red Gulch as set up, one fighter moved a tenth of an inch each frame.
// Each frame is timed as CPU ms of building the view + setView + the engine's frame.
// Exposes globalThis.__rankedBench.
import { createBoard } from '../src/board/createBoard';
import type { BoardView } from '../src/board/types';
import { oldwest } from '../src/rules/oldwest';
import { RED_GULCH } from '../src/rules/oldwest/scenarios';
import type { OWState } from '../src/rules/oldwest/types';
import { ranked } from '../src/rules/ranked';
import { sized } from '../src/rules/ranked/queries';
import { PITCHED } from '../src/rules/ranked/scenarios';
import type { Regiment, RkAction, RkState } from '../src/rules/ranked/types';
import { buildBoardView as owView } from '../src/ui/oldwest/boardView';
import { buildBoardView as rkView, legalOf } from '../src/ui/ranked/boardView';

const system = new URLSearchParams(location.search).get('system') ?? 'ranked';

/** 40 regiments: each army's troops repeated in four lines of five, 20 to 40 models each. */
function fortyRegiments(): RkState {
  const s = ranked.setup(PITCHED, {}, 1, ['A', 'B']);
  const regs: Regiment[] = [];
  for (let i = 0; i < 40; i++) {
    const side = i < 20 ? 0 : 1;
    const k = i % 20;
    const [col, row] = [k % 5, Math.floor(k / 5)];
    const like = s.regiments.filter((r) => r.side === side)[k % 4]!;
    const models = 20 + ((i * 7) % 21);
    const files = models >= 30 ? 8 : 6;
    const y = side === 0 ? 27 + row * 5.25 : 21 - row * 5.25;
    const r: Regiment = { ...like, id: `${side ? 'b' : 'a'}${k + 1}`, models, files, characters: k < 2 ? like.characters.map((c) => ({ ...c, id: `${c.id}-${i}` })) : [] };
    r.block = sized(r, { front: { x: 5 + col * 9.5, y }, facing: side === 0 ? 0 : 180, width: 0, depth: 0 });
    regs.push(r);
  }
  return { ...s, regiments: regs, phase: 'move', active: 0, turn: 1 };
}

const rk = fortyRegiments();
const mover = 'a3';
const wheels: RkAction[] = legalOf(rk).filter((a) => a.type === 'wheel' && a.unit === mover);
const ow: OWState = oldwest.setup(RED_GULCH, {}, 1, ['A', 'B']);
const fighter = ow.order[0]!;
const start = ow.fighters[fighter]!.pos;

let step = 0;
function view(): BoardView {
  const k = step++;
  if (system === 'ranked') return rkView(rk, { selectedId: mover, aimId: null, plan: wheels[k % wheels.length] ?? null, lang: 'en' });
  const d = ((k % 80) < 40 ? k % 40 : 40 - (k % 40)) * 0.1;
  const s: OWState = { ...ow, fighters: { ...ow.fighters, [fighter]: { ...ow.fighters[fighter]!, pos: { x: start.x + d, y: start.y + d * 0.5 } } } };
  return owView(s, { selectedId: null, aimId: null, moveTo: null, focusFightId: null });
}

const board = await createBoard(document.getElementById('board')!, { onIntent: () => {}, label: 'benchmark table' });
board.setView(view());

Object.assign(globalThis, {
  __rankedBench: {
    system,
    prepare(): void {
      board.fit();
      board.flush();
    },
    /** One frame: CPU ms of the adapter's view + setView + the engine's frame, and of the frame alone. */
    once(): { ms: number; frameMs: number } {
      const t0 = performance.now();
      board.setView(view());
      board.flush();
      return { ms: performance.now() - t0, frameMs: board.stats().lastFrameMs };
    },
    pieces: () => (system === 'ranked' ? rk.regiments.reduce((n, r) => n + r.models, 0) : ow.order.length),
    wheels: () => wheels.length,
  },
});
