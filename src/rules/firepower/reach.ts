// Where a soldier can get with the MF he has left this impulse (FP-6..FP-10, FP-GAP-4), and the
// cheapest way there: the board's reach overlay and "move here" both come from this. Pure.
import { hexEquals, hexKey, neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';
import { enterCost } from './impulse';
import { onMap } from './terrain';
import type { FPAction, FPState } from './types';

export interface ReachStep {
  hex: HexCoord;
  /** MF spent to stand in this hex (turns included). */
  cost: number;
  /** New hexes entered on the way (FP-8: 4 makes him Running). */
  entered: number;
  /** The actions that get him there, in order. */
  actions: FPAction[];
}

interface Node {
  hex: HexCoord;
  facing: HexSide;
  across: HexSide | null;
  cost: number;
  entered: number;
  actions: FPAction[];
}

const SIDES: HexSide[] = [0, 1, 2, 3, 4, 5];

/**
 * Every hex the acting soldier can enter this impulse, with the cheapest MF cost (fewest actions
 * on a tie). Turning is 1 MF to any facing (FP-9); hexes are entered through the front hexside
 * (FP-7) at the posture's cost plus fences, hedges and slopes (FP-10); enemy hexes are left out
 * (they are entered only as a melee, FP-40). His own hex is not listed.
 */
export function reachMap(s: FPState, soldierId: string): ReachStep[] {
  const x = Object.hasOwn(s.soldiers, soldierId) ? s.soldiers[soldierId] : undefined;
  const mf = s.current && Object.hasOwn(s.current.mf, soldierId) ? s.current.mf[soldierId] : undefined;
  if (!x || x.status !== 'ok' || mf === undefined || !s.current?.soldierIds.includes(soldierId)) return [];
  const enemies = new Set(s.order.map((id) => s.soldiers[id]!).filter((e) => e.status === 'ok' && e.side !== x.side).map((e) => hexKey(e.pos)));
  const best = new Map<string, Node>();
  const keyOf = (n: Pick<Node, 'hex' | 'facing' | 'across'>) => `${hexKey(n.hex)}|${n.facing}|${n.across ?? '-'}`;
  const better = (a: Node, b: Node | undefined) => !b || a.cost < b.cost || (a.cost === b.cost && a.actions.length < b.actions.length);
  const start: Node = { hex: x.pos, facing: x.facing, across: x.across, cost: 0, entered: 0, actions: [] };
  const open: Node[] = [start];
  best.set(keyOf(start), start);
  while (open.length > 0) {
    // MF are at most 4: a linear scan for the cheapest open node is plenty.
    let i = 0;
    for (let k = 1; k < open.length; k++) if (open[k]!.cost < open[i]!.cost) i = k;
    const n = open.splice(i, 1)[0]!;
    if (best.get(keyOf(n)) !== n) continue;
    const push = (m: Node) => {
      if (m.cost > mf || !better(m, best.get(keyOf(m)))) return;
      best.set(keyOf(m), m);
      open.push(m);
    };
    for (const f of SIDES) {
      if (f !== n.facing) push({ ...n, facing: f, cost: n.cost + 1, actions: [...n.actions, { type: 'turn', soldierId, facing: f }] });
    }
    const to = neighbor(n.hex, n.facing);
    if (!onMap(s.map, to) || enemies.has(hexKey(to))) continue;
    const c = enterCost(s, { pos: n.hex, posture: x.posture, across: n.across }, to).cost;
    push({ hex: to, facing: n.facing, across: null, cost: n.cost + c, entered: n.entered + 1, actions: [...n.actions, { type: 'enter', soldierId, to }] });
  }
  const out = new Map<string, ReachStep>();
  for (const n of best.values()) {
    if (hexEquals(n.hex, x.pos)) continue;
    const k = hexKey(n.hex);
    const seen = out.get(k);
    if (!seen || n.cost < seen.cost || (n.cost === seen.cost && n.actions.length < seen.actions.length)) {
      out.set(k, { hex: n.hex, cost: n.cost, entered: n.entered, actions: n.actions });
    }
  }
  return [...out.values()];
}
