// What dragging a regiment on the table means, read against the rules' legal moves (never a second
// model of them): the block taken by a front corner wheels on the other front corner, the angle
// the pointer has swept about that pivot snapped to the nearest legal wheel; taken anywhere else it
// goes straight ahead, the distance dragged along its facing snapped to the nearest legal move
// forward (or a march, past the last move forward). The ruler shows the snapped move and the
// distance it uses: the outer corner's arc for a wheel, the straight line otherwise.
import type { Vec } from '../../core/table/types';
import type { Lang } from '../../i18n';
import { axes, blockCentre, corners } from '../../rules/ranked/geometry/block';
import { wheel } from '../../rules/ranked/geometry/moves';
import { moveLeft } from '../../rules/ranked/movement';
import type { Block, Regiment, RkAction, RkState } from '../../rules/ranked/types';
import { rkb } from './boardStrings';
import { wheelArc } from './boardView';
import { movesOf } from './panel';

export type DragKind = 'forward' | 'wheelLeft' | 'wheelRight';

export interface DragReading {
  /** The legal move the drag snaps to, or null (not far enough, or none open). */
  plan: RkAction | null;
  kind: DragKind;
  /** The route drawn: the outer corner's arc (a wheel) or the front centre's line. */
  path: Vec[];
  label: string;
}

const DEG = 180 / Math.PI;
const round2 = (x: number): number => +x.toFixed(2);

/**
 * Which move a press at `grab` (from the block's centre) starts: within a quarter of the frontage
 * (at least one base, at most two) of a front corner and in the front half, a wheel about the
 * other front corner (the right corner taken wheels left); anywhere else, straight ahead.
 */
export function grabKind(b: Block, base: number, grab: Vec): DragKind {
  const { fwd, right } = axes(b);
  const c = blockCentre(b);
  const p = { x: c.x + grab.x - b.front.x, y: c.y + grab.y - b.front.y };
  const u = p.x * right.x + p.y * right.y;
  const v = p.x * fwd.x + p.y * fwd.y;
  const corner = Math.min(Math.max(b.width / 4, base), 2 * base, b.width / 2);
  if (v < -b.depth / 2 || Math.abs(u) < b.width / 2 - corner) return 'forward';
  return u > 0 ? 'wheelLeft' : 'wheelRight';
}

/** The swept angle (degrees, in the wheel's own sense) of the outer corner dragged to `to`. */
export function sweptDegrees(b: Block, dir: 'left' | 'right', to: Vec): number {
  const [fl, fr] = corners(b);
  const [pivot, outer] = dir === 'left' ? [fl, fr] : [fr, fl];
  const o = { x: outer.x - pivot.x, y: outer.y - pivot.y };
  const q = { x: to.x - pivot.x, y: to.y - pivot.y };
  const turn = Math.atan2(o.x * q.y - o.y * q.x, o.x * q.x + o.y * q.y) * DEG;
  return dir === 'left' ? -turn : turn;
}

/** The entry of `list` whose `of` is nearest `x`, or null when `x` is under half the smallest. */
function nearest(list: readonly RkAction[], of: (a: RkAction) => number, x: number): RkAction | null {
  let best: RkAction | null = null;
  let gap = Infinity;
  for (const a of list) {
    const d = Math.abs(of(a) - x);
    if (d < gap) [best, gap] = [a, d];
  }
  const least = list.length ? Math.min(...list.map(of)) : 0;
  return best && x >= least / 2 ? best : null;
}

const distOf = (a: RkAction): number => (a.type === 'forward' || a.type === 'march' ? a.dist : 0);
const degOf = (a: RkAction): number => (a.type === 'wheel' ? a.deg : 0);

/**
 * The drag of regiment `r` whose centre has been pulled to `at`, having been pressed at `grab`
 * from its centre: the legal move it snaps to, the route to draw and the ruler's words.
 */
export function readDrag(s: RkState, r: Regiment, at: Vec, grab: Vec, lang: Lang): DragReading {
  const b = r.block;
  const kind = grabKind(b, r.base, grab);
  const moves = movesOf(s, r.id);
  const left = round2(moveLeft(r));
  if (kind === 'forward') {
    const { fwd } = axes(b);
    const c = blockCentre(b);
    const dist = (at.x - c.x) * fwd.x + (at.y - c.y) * fwd.y;
    const ahead = moves.forward ?? [];
    const most = ahead.length ? Math.max(...ahead.map(distOf)) : 0;
    const marches = (moves.march ?? []).filter((a) => distOf(a) > most);
    const plan = nearest([...ahead, ...marches], distOf, dist);
    const go = plan ? distOf(plan) : 0;
    const path = [b.front, { x: b.front.x + fwd.x * go, y: b.front.y + fwd.y * go }];
    if (!plan) return { plan, kind, path, label: rkb(lang, ahead.length || marches.length ? 'drag.further' : 'drag.noForward') };
    const march = plan.type === 'march';
    const label = rkb(lang, march ? 'drag.march' : 'drag.forward', { dist: round2(go), used: round2(go), left: march ? 2 * r.profile.M : left });
    return { plan, kind, path, label };
  }
  const dir = kind === 'wheelLeft' ? 'left' : 'right';
  const list = moves[kind] ?? [];
  const deg = sweptDegrees(b, dir, { x: at.x + grab.x, y: at.y + grab.y });
  const plan = nearest(list, degOf, deg);
  if (!plan || plan.type !== 'wheel') {
    const outer = corners(b)[dir === 'left' ? 1 : 0];
    return { plan: null, kind, path: [outer, outer], label: rkb(lang, list.length ? 'drag.further' : kind === 'wheelLeft' ? 'drag.noWheelLeft' : 'drag.noWheelRight') };
  }
  const used = round2(wheel(b, dir, plan.deg).outer);
  return { plan, kind, path: wheelArc(b, dir, plan.deg), label: rkb(lang, kind === 'wheelLeft' ? 'drag.wheelLeft' : 'drag.wheelRight', { deg: plan.deg, used, left }) };
}
