// Falling out of combat (XIII.3.F, RK-1..RK-10): after casualties are removed, units of a combat
// that lost base contact are shifted back. Units that lost contact without casualties move first,
// the least distance (RK-2); then units with casualties (RK-3). Shifts run along the unit's own
// axes, at most two legs (RK-4); a unit still touching an enemy stays (RK-5); nothing passes
// through units or impassable terrain, and units outside the combat are kept 1" away (RK-6); the
// contact comes back on a facing the unit had engaged (RK-7). Every order of the shifts (and each
// equally short choice) is searched; those leaving the most units in contact win, and when several
// differ the Active player picks (RK-8). Units left without contact, or moved out on purpose, are
// out of the combat (RK-9, RK-10).
//
// Settled where the text is silent: a shift's distance is the sum of its two legs; a restored
// contact shares at least MIN_OVERLAP (1/16") of edge, or all of the shorter edge; contact comes
// back only with an enemy the unit touched at the start of the round, on the same pair of facings;
// units outside the combat are kept 1" away (a square-cornered margin), unless the unit already
// stood nearer, when it may only not move into them; a unit that cannot move in its turn of an
// order stays where it is for that order; ties are listed least total distance first.
import type { Vec } from '../../../core/table/types';
import { contact, corners, TOUCH, type Block, type Side4 } from './block';
import { boxesMeet, obstacle, reachOf, shiftsOnto, type Box, type Obstacle, type Shift } from './slide';

export interface FallBackUnit {
  id: string;
  side: 0 | 1;
  /** Its block after casualties were removed. */
  block: Block;
}

export interface EngagedPair {
  a: string;
  b: string;
  sideA: Side4;
  sideB: Side4;
}

export interface FallBackInput {
  /** The units of this combat (destroyed ones left out). */
  units: readonly FallBackUnit[];
  /** Base contacts at the start of the round, with the facings engaged. */
  engagedAtStart: readonly EngagedPair[];
  /** Units that suffered casualties this round. */
  casualties: readonly string[];
  /** Units moved out of the combat on purpose (a spell): never shifted back (RK-10). */
  movedOut?: readonly string[];
  /** Every other unit on the table (kept 1" away). */
  others?: readonly Block[];
  /** Impassable terrain polygons. */
  terrain?: readonly (readonly Vec[])[];
  table?: { width: number; height: number };
  /** The Active player: chooses between tied outcomes (RK-8). */
  active: 0 | 1;
}

export interface FallBackMove {
  unit: string;
  block: Block;
  /** The front centre's way: two or three points, each leg along one of the unit's own axes. */
  path: Vec[];
  /** Sum of the legs, inches. */
  dist: number;
  /** Which clause moved it: RK-2 (no casualties) or RK-3 (casualties). */
  rule: 'RK-2' | 'RK-3';
  /** The enemy it is brought back against. */
  against: string;
}

export interface FallBackOutcome {
  /** In the order they are made. */
  moves: FallBackMove[];
  /** Units no longer in the combat: no contact left (RK-9) or moved out (RK-10); they follow No More Foes. */
  outOfCombat: string[];
  /** Units of the combat in base contact with an enemy afterwards. */
  inContact: number;
}

export interface FallBackResult extends FallBackOutcome {
  /**
   * Every outcome with the most units in contact; more than one: `chooser` picks (RK-8). Listed by
   * the total distance moved, then the number of moves; the first is the one above.
   */
  alternatives: FallBackOutcome[];
  chooser: 0 | 1 | null;
}

/** Most tied outcomes offered to the Active player. */
export const MAX_ALTERNATIVES = 8;

type Pos = Map<string, Block>;
/** The moves still to make from a state, each way to the most contacts once (`sig`: where they end). */
interface Tail { moves: FallBackMove[]; sig: string[] }
interface Suffix { count: number; tails: Tail[] }
const sigOf = (m: FallBackMove): string => `${m.unit}@${m.block.front.x},${m.block.front.y}`;

export function fallBack(input: FallBackInput): FallBackResult {
  const movedOut = new Set(input.movedOut ?? []);
  const hurt = new Set(input.casualties);
  const units = [...input.units].filter((u) => !movedOut.has(u.id)).sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const sideOf = new Map(units.map((u) => [u.id, u.side]));
  const outside: Obstacle[] = [
    ...(input.others ?? []).map((b) => obstacle(corners(b), 1)),
    ...input.units.filter((u) => movedOut.has(u.id)).map((u) => obstacle(corners(u.block), 1)),
    ...(input.terrain ?? []).flatMap((poly) => poly.map((p, i) => obstacle([p, poly[(i + 1) % poly.length]!], 0))),
  ];
  const asObstacle = new Map<Block, Obstacle>();
  const obstacleOf = (b: Block): Obstacle => {
    let o = asObstacle.get(b);
    if (!o) { o = obstacle(corners(b), 0); asObstacle.set(b, o); }
    return o;
  };
  const touches = new Map<Block, Map<Block, boolean>>();
  const touchingPair = (a: Block, b: Block): boolean => {
    let row = touches.get(a);
    if (!row) { row = new Map(); touches.set(a, row); }
    let v = row.get(b);
    if (v === undefined) { v = contact(a, b) !== null; row.set(b, v); }
    return v;
  };

  const touching = (pos: Pos, id: string): boolean =>
    units.some((e) => e.side !== sideOf.get(id) && touchingPair(pos.get(id)!, pos.get(e.id)!));

  /** The least shifts bringing `id` back into one of its contacts at the start of the round, on the same facings (RK-2..RK-7). */
  const shiftMemo = new Map<string, Shift[]>();
  const reachMemo = new Map<string, Box | null>();
  const reach$ = (me: Block, sm: Side4, them: Block, se: Side4, within: number): Box | null => {
    const k = `${me.front.x},${me.front.y},${me.facing},${me.width},${me.depth}|${sm}|${them.front.x},${them.front.y},${them.facing},${them.width},${them.depth}|${se}|${within}`;
    let r = reachMemo.get(k);
    if (r === undefined) { r = reachOf(me, sm, them, se, input.table, within); reachMemo.set(k, r); }
    return r;
  };
  const optionMemo = new Map<string, FallBackMove[]>();
  function options(pos: Pos, id: string, rule: 'RK-2' | 'RK-3'): FallBackMove[] {
    const k = `${rule}|${id}|${key(pos, 0, [])}`;
    let o = optionMemo.get(k);
    if (!o) { o = optionsNow(pos, id, rule); optionMemo.set(k, o); }
    return o;
  }
  function optionsNow(pos: Pos, id: string, rule: 'RK-2' | 'RK-3'): FallBackMove[] {
    const me = pos.get(id)!;
    let best = Infinity;
    let out: FallBackMove[] = [];
    for (const p of input.engagedAtStart) {
      const [e, sm, se] = p.a === id ? [p.b, p.sideA, p.sideB] : p.b === id ? [p.a, p.sideB, p.sideA] : [null, null, null];
      if (e === null || !pos.has(e) || sideOf.get(e) === sideOf.get(id)) continue;
      const reach = reach$(me, sm, pos.get(e)!, se, Infinity);
      if (!reach) continue;
      // Only the units that could be in the way count (the same shift is asked again in other orders).
      const near = units.filter((u) => u.id !== id && boxesMeet(obstacleOf(pos.get(u.id)!).box, reach));
      const k = `${id}|${sm}|${e}|${se}|${near.map((u) => { const b = pos.get(u.id)!; return `${u.id}@${b.front.x},${b.front.y}`; }).join(';')}|${me.front.x},${me.front.y}`;
      let shifts = shiftMemo.get(k);
      if (!shifts) {
        shifts = shiftsOnto(me, sm, pos.get(e)!, se, [...near.map((u) => obstacleOf(pos.get(u.id)!)), ...outside], input.table);
        shiftMemo.set(k, shifts);
      }
      for (const s of shifts) {
        if (s.dist < best - 1e-9) { best = s.dist; out = []; }
        if (s.dist < best + 1e-9 && !out.some((m) => m.block.front.x === s.block.front.x && m.block.front.y === s.block.front.y)) {
          out.push({ unit: id, block: s.block, path: s.path, dist: s.dist, rule, against: e });
        }
      }
    }
    return out;
  }

  const partners = new Set(input.engagedAtStart.flatMap((p) => [`${p.a}|${p.b}`, `${p.b}|${p.a}`]));
  /** The box holding the unit and everywhere its shifts (of at most `within` inches) could take it. */
  function span(pos: Pos, id: string, within: number): Box {
    const me = pos.get(id)!;
    let box = obstacleOf(me).box;
    for (const p of input.engagedAtStart) {
      const [e, sm, se] = p.a === id ? [p.b, p.sideA, p.sideB] : p.b === id ? [p.a, p.sideB, p.sideA] : [null, null, null];
      if (e === null || !pos.has(e)) continue;
      const r = reach$(me, sm, pos.get(e)!, se, within);
      if (r) box = [Math.min(box[0], r[0]), Math.min(box[1], r[1]), Math.max(box[2], r[2]), Math.max(box[3], r[3])];
    }
    return box;
  }
  const grow = (b: Box, d: number): Box => [b[0] - d, b[1] - d, b[2] + d, b[3] + d];

  const memo = new Map<string, Suffix>();
  const key = (pos: Pos, stage: number, left: readonly string[]): string =>
    `${stage}|${left.join(',')}|${units.map((u) => { const b = pos.get(u.id)!; return `${b.front.x},${b.front.y}`; }).join(';')}`;

  function search(pos: Pos, stage: 1 | 2, left: readonly string[]): Suffix {
    // A unit touching an enemy keeps touching it (only units without contact move): it is done.
    const todo = left.filter((id) => !touching(pos, id));
    if (todo.length === 0) {
      if (stage === 1) return search(pos, 2, units.filter((u) => hurt.has(u.id)).map((u) => u.id));
      return { count: units.filter((u) => touching(pos, u.id)).length, tails: [{ moves: [], sig: [] }] };
    }
    const k = key(pos, stage, todo);
    const seen = memo.get(k);
    if (seen) return seen;
    let res: Suffix = { count: -1, tails: [] };
    const take = (sub: Suffix, head: FallBackMove | null): void => {
      if (sub.count < res.count) return;
      if (sub.count > res.count) res = { count: sub.count, tails: [] };
      for (const t of sub.tails) {
        const sig = head ? [...t.sig, sigOf(head)].sort() : t.sig;
        const same = sig.join(' ');
        if (res.tails.length < MAX_ALTERNATIVES && !res.tails.some((r) => r.sig.join(' ') === same)) {
          res.tails.push({ moves: head ? [head, ...t.moves] : t.moves, sig });
        }
      }
    };
    // Units whose shifts cannot meet commute: only the orders within one group of units that can
    // get in each other's way are searched here (the first unit's group); the others come after.
    const rule = stage === 1 ? 'RK-2' : 'RK-3';
    const full = todo.map((id) => span(pos, id, Infinity));
    const used = todo.map((id) => {
      const o = options(pos, id, rule);
      return span(pos, id, o.length ? o[0]!.dist + 1e-9 : Infinity);
    });
    const clash = (i: number, j: number): boolean => {
      if (partners.has(`${todo[i]!}|${todo[j]!}`)) return true;
      const g = sideOf.get(todo[i]!) === sideOf.get(todo[j]!) ? 0 : 2 * TOUCH;
      return boxesMeet(grow(used[i]!, g), full[j]!) || boxesMeet(grow(used[j]!, g), full[i]!);
    };
    const group = [0];
    for (let g = 0; g < group.length; g++) {
      for (let j = 0; j < todo.length; j++) if (!group.includes(j) && clash(group[g]!, j)) group.push(j);
    }
    for (const id of group.sort((x, y) => x - y).map((i) => todo[i]!)) {
      const rest = todo.filter((x) => x !== id);
      const opts = options(pos, id, rule);
      if (opts.length === 0) take(search(pos, stage, rest), null);
      for (const m of opts) {
        const next = new Map(pos);
        next.set(id, m.block);
        take(search(next, stage, rest), m);
      }
    }
    memo.set(k, res);
    return res;
  }

  const start: Pos = new Map(units.map((u) => [u.id, u.block]));
  const hadContact = new Set(input.engagedAtStart.flatMap((p) => [p.a, p.b]));
  const fellOut = units.filter((u) => hadContact.has(u.id) && !hurt.has(u.id) && !touching(start, u.id)).map((u) => u.id);
  const best = search(start, 1, fellOut);

  const outcomes: FallBackOutcome[] = [];
  const seen = new Set<string>();
  for (const { moves } of best.tails) {
    const pos = new Map(start);
    for (const m of moves) pos.set(m.unit, m.block);
    const k = key(pos, 0, []);
    if (seen.has(k)) continue;
    seen.add(k);
    const out = [...units.filter((u) => !touching(pos, u.id)).map((u) => u.id), ...[...movedOut].filter((id) => input.units.some((u) => u.id === id))].sort();
    outcomes.push({ moves, outOfCombat: out, inContact: best.count });
    if (outcomes.length === MAX_ALTERNATIVES) break;
  }
  // The default first: the least distance moved in all, then the fewest moves (the search's order after that).
  const total = (o: FallBackOutcome): number => o.moves.reduce((sum, m) => sum + m.dist, 0);
  outcomes.sort((x, y) => total(x) - total(y) || x.moves.length - y.moves.length);
  const first = outcomes[0]!;
  return { ...first, alternatives: outcomes, chooser: outcomes.length > 1 ? input.active : null };
}
