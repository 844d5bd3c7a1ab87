// The computer opponent's view of a rank-and-flank battle (docs/ai.md): the victory points the
// rules score at the end (RK-GAP-7: enemy points destroyed or fleeing), the strength left in each
// regiment (models, characters, wounds), the fights and the charges in reach by their expected
// result, facing and closing on the enemy (by the bridge over a river), the more as the turns run
// out with nothing scored; charges weighed first. A rally test, a charge's reaction and a volley
// are weighed by their exact outcomes (the odds panel's); close combat is sampled with the
// computer's own generator.
import { cosSin } from '../../core/exactMath';
import type { SystemAi } from '../../core/ai/types';
import { dist, lerp, pointInPolygon, segmentIntersection } from '../../core/table/geometry';
import type { Vec } from '../../core/table/types';
import { chargeReach } from './charge';
import { rankBonus } from './combat/result';
import { armourSave, chanceToMake, toHit, toWound } from './combat/tables';
import { inCombat, livingCharacters, onTable, other } from './queries';
import type { Profile, Regiment, RkAction, RkState, Side } from './types';
import { scoreOf } from './victory';
import { nearDestroyed } from './aiFocus';
import { candidates, focus, outcomes } from './aiChoices';

/** A regiment standing: its models, its living characters, less its wounds. */
function strength(r: Regiment): number {
  return r.models * Math.max(1, r.profile.W) + 3 * livingCharacters(r).length - 0.5 * r.hurt + (r.standard ? 1 : 0) + (r.musician ? 0.5 : 0);
}

/** Whether the straight way from `a` to `b` crosses impassable terrain (a river) or a bridge (which a block must line up on). */
function blocked(s: RkState, a: Vec, b: Vec): boolean {
  for (const f of s.terrain) {
    if (!f.impassable && f.kind !== 'bridge') continue;
    for (let i = 0; i < f.poly.length; i++) if (segmentIntersection(a, b, f.poly[i]!, f.poly[(i + 1) % f.poly.length]!) !== null) return true;
  }
  return false;
}

/** How far before a bridge a regiment lines up on it (a block is as wide as the bridge, RK moves go straight ahead). */
const LINE_UP = 6;

/** The way to an enemy: its length and the point to head for. */
interface Route {
  d: number;
  via: Vec;
  /** Over a bridge, not yet lined up on it: its approach point, how far off the bridge's middle line, and the way over it. */
  bridge?: { approach: Vec; aside: number; over: Vec };
}

/** Whether `facing` (degrees clockwise, 0 facing -y) is within 20 degrees of the direction (ux, uy). */
function facesAlong(facing: number, ux: number, uy: number): boolean {
  const [cos, sin] = cosSin((facing * Math.PI) / 180);
  return sin * ux - cos * uy >= COS_20;
}

/** cos 20 degrees, through the rules' own cosine (no engine-dependent maths in the rules). */
const COS_20 = cosSin((20 * Math.PI) / 180)[0];

/**
 * How far `b` is from `a` for a regiment on foot, and the point to head for: straight, or when a
 * river lies between, by the nearest bridge: first to a point LINE_UP inches before its near end,
 * on its middle line, then straight over it (in at the middle of its edge nearest `a`, out at the
 * middle of its edge nearest `b`). Lined up means on the middle line within an inch and, when
 * `facing` is given, facing over the bridge.
 */
function route(s: RkState, a: Vec, b: Vec, facing: number | null = null): Route {
  const straight = { d: dist(a, b), via: b };
  if (!s.terrain.some((f) => f.impassable) || !blocked(s, a, b)) return straight;
  let best: Route | null = null;
  for (const f of s.terrain) {
    if (f.kind !== 'bridge') continue;
    // Its ends: the middles of its edges that give onto open ground, not onto the river.
    const centre = f.poly.reduce((c, p) => ({ x: c.x + p.x / f.poly.length, y: c.y + p.y / f.poly.length }), { x: 0, y: 0 });
    const ends = f.poly.map((p, i) => lerp(p, f.poly[(i + 1) % f.poly.length]!, 0.5)).filter((m) => {
      const k = dist(m, centre);
      const beyond = k > 1e-9 ? { x: m.x + (0.5 * (m.x - centre.x)) / k, y: m.y + (0.5 * (m.y - centre.y)) / k } : m;
      return !s.terrain.some((g) => g.impassable && pointInPolygon(beyond, g.poly));
    });
    if (ends.length < 2) continue;
    const near = (q: Vec) => ends.reduce((m, x) => (dist(x, q) < dist(m, q) ? x : m));
    const into = near(a), out = near(b);
    const span = dist(into, out);
    if (span < 1e-9) continue;
    // Along the bridge's middle line, from its far end towards `a`'s side.
    const ux = (into.x - out.x) / span, uy = (into.y - out.y) / span;
    const along = (a.x - into.x) * ux + (a.y - into.y) * uy;
    const aside = Math.abs((a.x - into.x) * -uy + (a.y - into.y) * ux);
    const lined = along <= LINE_UP + 0.5 && aside <= 1 && (facing === null || facesAlong(facing, -ux, -uy));
    const approach = { x: into.x + ux * LINE_UP, y: into.y + uy * LINE_UP };
    const d = (lined ? dist(a, into) : dist(a, approach) + LINE_UP) + span + dist(out, b);
    if (!best || d < best.d) best = lined ? { d, via: dist(a, into) > 1 ? into : out } : { d, via: approach, bridge: { approach, aside, over: { x: -ux, y: -uy } } };
  }
  return best ?? straight;
}

/** The way to the nearest enemy, by the route a block must take (null: no enemy). */
function nearest(s: RkState, r: Regiment, enemies: readonly Regiment[]): Route | null {
  let best: Route | null = null;
  for (const e of enemies) {
    const k = route(s, r.block.front, e.block.front, r.block.facing);
    if (!best || k.d < best.d) best = k;
  }
  return best;
}

/** Points a regiment heading for a bridge loses per inch off its middle line. */
const ASIDE = 1;
/** Within this many inches of a bridge's approach point a regiment faces over the bridge, not at the point. */
const NEAR_BRIDGE = 6;
/** How far a regiment waiting for a bridge counts itself, and more per place in the column. */
const WAITING = 30;
const PER_PLACE = 8;

/**
 * How well placed a regiment is: near the nearest enemy (`w` points an inch), and facing it. Only
 * the inches beyond its charge reach count: within it, and in a fight, the fight's odds decide
 * (`fights`), so a regiment is not drawn into a charge it would lose by the inches it gains.
 * Heading for a bridge: also each inch off its middle line, and near it facing over it (a block
 * must wheel aside and back to line up); `queued` > 0 (another goes first) no pull at all, only
 * facing over the bridge, so the column does not jam its mouth.
 */
function placing(s: RkState, r: Regiment, k0: Route | null, w: number, queued: number): number {
  if (inCombat(s, r.id) || s.charge?.charger === r.id) return -w * chargeReach(r) + 1.5;
  if (!k0) return 0;
  // Facing: 0 faces -y, 90 faces +x (degrees clockwise); towards the enemy, or the bridge on the way.
  const [cos, sin] = cosSin((r.block.facing * Math.PI) / 180);
  const fx = sin, fy = -cos;
  const b = k0.bridge;
  if (b && queued > 0) return -w * (WAITING + queued * PER_PLACE) + 1.5 * (b.over.x * fx + b.over.y * fy);
  let toward: number;
  if (b && dist(r.block.front, b.approach) < NEAR_BRIDGE) toward = b.over.x * fx + b.over.y * fy;
  else {
    const k = dist(r.block.front, k0.via);
    toward = k > 1e-6 ? ((k0.via.x - r.block.front.x) * fx + (k0.via.y - r.block.front.y) * fy) / k : 1;
  }
  return -w * Math.max(k0.d, chargeReach(r)) + 1.5 * toward - ASIDE * (b?.aside ?? 0);
}

/**
 * Each regiment's place in the column waiting for a bridge (0: its turn, or no bridge on its way):
 * one block at a time fits on it, so the one nearest its approach point goes first (none while one
 * is lined up on it or crossing) and the others wait.
 */
function bridgeQueue(s: RkState, mine: readonly Regiment[], routes: ReadonlyMap<string, Route | null>): Map<string, number> {
  const out = new Map<string, number>();
  if (!s.terrain.some((f) => f.kind === 'bridge')) return out;
  const waiting: { id: string; d: number }[] = [];
  let onIt = false;
  for (const r of mine) {
    if (inCombat(s, r.id)) continue;
    const k = routes.get(r.id);
    if (!k) continue;
    if (k.bridge) waiting.push({ id: r.id, d: dist(r.block.front, k.bridge.approach) });
    else if (k.d > dist(r.block.front, k.via) + 1e-6) onIt = true;
  }
  waiting.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  waiting.forEach((x, i) => out.set(x.id, i + (onIt ? 1 : 0)));
  return out;
}

/** Expected unsaved wounds `r` deals `t` in a round (RK-GAP-3): its front rank with the second rank's support, and its characters. */
function blows(r: Regiment, t: Regiment): number {
  const one = (p: Profile, n: number): number => {
    const save = chanceToMake(armourSave(t.profile.save >= 7 ? null : t.profile.save, false, p.S));
    return n * p.A * chanceToMake(toHit(p.WS, t.profile.WS)) * chanceToMake(toWound(p.S, t.profile.T)) * (1 - save);
  };
  const front = Math.min(r.files, r.models);
  let w = one(r.profile, front + Math.min(r.files, r.models - front));
  for (const c of livingCharacters(r)) w += one(c.profile, 1);
  return w;
}

/** What a regiment brings to a round's result (RK-GAP-4) besides its wounds: ranks, standard, Battle Standard. */
const standing = (r: Regiment): number => rankBonus(r.models, r.files) + (r.standard ? 1 : 0) + (livingCharacters(r).some((c) => c.bsb) ? 1 : 0);

/**
 * By how much `us` would win a round's result against `them` (RK-GAP-4): the wounds each side
 * deals, ranks, standards, and +1 to the side that charged, which strikes first (RK-GAP-3: the
 * other side's blows count a sixth less). Negative: it would lose. roundEdge(a, b) = -roundEdge(b, a).
 */
function roundEdge(us: readonly Regiment[], them: readonly Regiment[], weCharged: boolean, theyCharged: boolean): number {
  if (!us.length || !them.length) return 0;
  const side = (a: readonly Regiment[], b: readonly Regiment[], charged: boolean, struckFirst: boolean) =>
    a.reduce((n, r) => n + blows(r, b[0]!), 0) * (struckFirst ? 5 / 6 : 1) + Math.max(...a.map(standing)) + (charged ? 1 : 0);
  return side(us, them, weCharged, theyCharged) - side(them, us, theyCharged, weCharged);
}

/**
 * A fight's expected edge: a charge helps in its first round only, and a fight lasts until one
 * side breaks, so a fight just charged counts its first round and the next one alike.
 */
function edge(us: readonly Regiment[], them: readonly Regiment[], weCharged: boolean, theyCharged: boolean): number {
  const later = roundEdge(us, them, false, false);
  return weCharged || theyCharged ? (roundEdge(us, them, weCharged, theyCharged) + later) / 2 : later;
}

/** What a regiment is worth on the table: the points it would give away (RK-GAP-7) and its strength. */
const worth = (r: Regiment): number => 0.1 * r.cost + strength(r);

/**
 * A fight's worth to `us`: the loser of a round tests its nerve and may flee and be run down, so
 * the stake is half what the smaller side is worth, won or lost by the expected result (a result
 * of 3 or more counts whole).
 */
function fightValue(us: readonly Regiment[], them: readonly Regiment[], e: number): number {
  const stake = 0.5 * Math.min(us.reduce((n, r) => n + worth(r), 0), them.reduce((n, r) => n + worth(r), 0));
  return stake * Math.max(-1, Math.min(1, e / 3));
}

/**
 * A charge still to be declared is worth less than one made (the enemy may move away, or flee,
 * or charge first): whichever side's Charge phase comes next, as regiments move only forward and
 * can seldom back out of reach.
 */
const THREAT = 0.6;

/**
 * The fights for side `side`'s standing: each close combat (and the charge declared and waiting
 * for its reaction) by its expected result; each enemy regiment not yet fighting that one of the
 * side's could charge (within charge reach) with the better of the fight.
 */
function fights(s: RkState, side: Side): number {
  let v = 0;
  const byId = (id: string) => s.regiments.find((r) => r.id === id);
  for (const c of s.combats) {
    const units = c.units.map(byId).filter((r): r is Regiment => !!r && !r.destroyed && !r.fleeing);
    const us = units.filter((r) => r.side === side);
    const them = units.filter((r) => r.side !== side);
    const charged = (rs: Regiment[]) => rs.some((r) => c.chargers.includes(r.id));
    v += fightValue(us, them, edge(us, them, charged(us), charged(them)));
  }
  const pending = s.charge;
  if (pending) {
    const r = byId(pending.charger), t = byId(pending.target);
    if (r && t && !r.destroyed && !t.destroyed && !t.fleeing) {
      const [us, them] = r.side === side ? [[r], [t]] : [[t], [r]];
      v += fightValue(us, them, edge(us, them, r.side === side, r.side !== side));
    }
  }
  const chargers = onTable(s, side).filter((r) => !r.fleeing && !inCombat(s, r.id) && r.id !== pending?.charger);
  for (const t of onTable(s, other(side))) {
    if (t.fleeing || inCombat(s, t.id) || t.id === pending?.target) continue;
    let best = 0;
    for (const r of chargers) {
      if (route(s, r.block.front, t.block.front).d > chargeReach(r)) continue;
      best = Math.max(best, fightValue([r], [t], edge([r], [t], true, false)));
    }
    v += THREAT * best;
  }
  return v;
}

/**
 * Side `side`'s pull towards the enemy, points per inch: RK-GAP-7 scores only what is destroyed or
 * routed, so a side not ahead on points draws or loses unless it fights: its pull grows as the
 * turns run out.
 */
function pull(s: RkState, side: Side): number {
  const progress = Math.min(1, Math.max(0, (s.turn - 1) / Math.max(1, s.rules.turns - 1)));
  return scoreOf(s, side) > scoreOf(s, other(side)) ? 0.08 : 0.08 + 0.3 * progress;
}

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: RkState, me: Side): number {
  const total = [0, 0];
  const pos = [0, 0];
  // A regiment fleeing may rally before the end (it then scores nothing), so until the last turn it
  // counts half lost; one destroyed is lost for good. Pursuing it down is worth the difference.
  const gone = s.turn >= s.rules.turns ? 1 : 0.5;
  for (const side of [0, 1] as Side[]) {
    const enemies = onTable(s, other(side)).filter((r) => !r.fleeing);
    const w = pull(s, side);
    let v = 0;
    // Each standing regiment's way to its nearest enemy, worked out once for the queue and the placing.
    const ours = onTable(s, side).filter((r) => !r.fleeing);
    const routes = new Map(ours.map((r) => [r.id, nearest(s, r, enemies)] as const));
    const queue = bridgeQueue(s, ours, routes);
    for (const r of s.regiments) {
      if (r.side !== side) continue;
      const lost = r.destroyed ? 1 : r.fleeing ? gone : 0;
      // RK-GAP-7: the enemy scores the cost of what is lost.
      v -= 0.1 * r.cost * lost;
      if (r.destroyed) continue;
      // Casualties count the more the fewer are left (aiFocus.ts): fire and blows go on one regiment.
      v += strength(r) * (1 - lost) - nearDestroyed(r);
      if (!r.fleeing) pos[side]! += placing(s, r, routes.has(r.id) ? routes.get(r.id)! : nearest(s, r, enemies), w, queue.get(r.id) ?? 0);
    }
    total[side] = v + fights(s, side);
  }
  const them = other(me);
  // Only its own position counts: closing in is worth something to the side that does it (one
  // fighter coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  return total[me]! + pos[me]! - total[them]!;
}

// turnHorizon: a player turn is every regiment's charge, move and volley (docs/ai.md, "The search").
export const rankedAi: SystemAi<RkState, RkAction> = { evaluate, candidates, outcomes, focus, turnHorizon: true };
