// Small helpers over the Old West state: copying, finding fighters, contact and posse counts.
import { norm } from '../../core/exactMath';
import { plainCopy } from '../../core/plainCopy';
import { refuse } from './reasons';
import { acrossBarrier, FACING_GAP } from '../../core/table/obstacleContact';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import type { Fighter, OWState, Side } from './types';

/** Base contact: centres no further apart than two radii (plus a little for rounding). */
export const CONTACT_EPS = 0.05;
/** Control zone: 1" from the edge of an enemy's base (OW-GAP-2). */
export const CONTROL_ZONE = 1;

/**
 * A fighter copied field by field: every copy has the same shape (the optional fields present,
 * perhaps undefined), which keeps the odds enumerator's many copies fast; a spread of fighters of
 * several shapes is several times slower. Profiles and mounts are replaced, never changed.
 */
function copyFighter(f: Fighter): Fighter {
  return {
    id: f.id, name: f.name, side: f.side, type: f.type, profile: f.profile, weapon: f.weapon, leader: f.leader,
    fearsome: f.fearsome, mount: f.mount, mountWounds: f.mountWounds, pos: { x: f.pos.x, y: f.pos.y },
    woundsLost: f.woundsLost, fame: f.fame, fortune: f.fortune, status: f.status, onGround: f.onGround,
    moveUsed: f.moveUsed, charged: f.charged, shot: f.shot, dived: f.dived, braved: f.braved,
  };
}

/**
 * A copy of the state that may be changed freely (the table is shared: it never changes). With
 * `onlyFighter`, only that fighter, the queue, the pending question, the heroics and the mounts may
 * be changed: the other fighters, the fights, the players, the lists of hills tests and trapped
 * fighters, the result and the dice state are the input's own objects.
 */
export function draft(s: OWState, onlyFighter?: string): OWState {
  const only = onlyFighter !== undefined;
  // A plain move changes its mover alone: the other fighters, the fights and the lists a move
  // never writes are shared with the state before it (a long record's replay copies one fighter
  // per move instead of every one). src/rules/oldwest/immutability.test.ts freezes each state.
  let fighters: Record<string, Fighter>;
  if (only) {
    fighters = { ...s.fighters };
    // Only a fighter of the match: a name like __proto__ is left for the rules to refuse by name.
    if (Object.prototype.hasOwnProperty.call(s.fighters, onlyFighter)) fighters[onlyFighter] = copyFighter(s.fighters[onlyFighter]!);
  } else {
    fighters = {};
    for (const id of s.order) fighters[id] = copyFighter(s.fighters[id]!);
  }
  // Every field named, in one order, rather than a spread of the state (whose optional fields
  // come and go): a copy takes about half the time (replays and listings copy one per action).
  const out: OWState = {
    system: s.system,
    scenarioId: s.scenarioId,
    table: s.table,
    players: only ? s.players : [s.players[0], s.players[1]],
    posses: s.posses,
    fighters,
    order: s.order,
    turn: s.turn,
    phase: s.phase,
    drop: s.drop,
    lastDrop: s.lastDrop,
    active: s.active,
    step: s.step,
    pending: s.pending ? plainCopy(s.pending) : null,
    hillsDone: only ? s.hillsDone : [...s.hillsDone],
    fights: only ? s.fights : s.fights.map((f) => ({ ...f, fighterIds: [...f.fighterIds] })),
    trapped: only ? s.trapped : [...s.trapped],
    result: s.result ? (only ? s.result : { ...s.result }) : null,
    queue: s.queue.length ? plainCopy(s.queue) : [],
    rng: only ? s.rng : [...s.rng],
  };
  if (s.objective !== undefined) out.objective = s.objective;
  if (s.heroics !== undefined) out.heroics = s.heroics ? plainCopy(s.heroics) : null;
  // Set after the literal: a spread in its middle would make V8 build the state field by field,
  // several times slower (the odds enumerator copies the state on every run).
  if (s.falling) out.falling = s.falling.map((x) => ({ ...x, to: { ...x.to } }));
  if (s.mounts) {
    const mounts: NonNullable<OWState['mounts']> = {};
    for (const k in s.mounts) mounts[k] = { ...s.mounts[k]!, pos: { ...s.mounts[k]!.pos } };
    out.mounts = mounts;
  }
  return out;
}

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** The fighter with this id; an id that is not one of the match's (`__proto__` included) is refused. */
export function fighter(s: OWState, id: string): Fighter {
  if (!Object.hasOwn(s.fighters, id)) return refuse('unknownFighter', { id: String(id) });
  return s.fighters[id]!;
}

export const alive = (f: Fighter): boolean => f.status === 'ok';

export function fightersOf(s: OWState, side: Side): Fighter[] {
  return s.order.map((id) => s.fighters[id]!).filter((f) => f.side === side);
}

export function aliveFighters(s: OWState): Fighter[] {
  return s.order.map((id) => s.fighters[id]!).filter(alive);
}

/** A base on the table as the placement searches see it; `enemy` bases may not be touched. */
export interface TableBase {
  id: string;
  x: number;
  y: number;
  r: number;
  enemy: boolean;
}

/**
 * Every base on the table but f's own: the other living fighters and the mounts waiting where
 * their riders left them (OW-GAP-2), which are models too. Nobody is put down on any of them.
 */
export function basesAround(s: OWState, f: Fighter): TableBase[] {
  const out: TableBase[] = aliveFighters(s).filter((m) => m.id !== f.id).map((m) => ({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, enemy: m.side !== f.side }));
  for (const m of Object.values(s.mounts ?? {})) out.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, enemy: false });
  return out;
}

export function centreDistance(a: Fighter, b: Fighter): number {
  return norm(a.pos.x - b.pos.x, a.pos.y - b.pos.y);
}

/** Distance between the edges of two bases. */
export function edgeDistance(a: Fighter, b: Fighter): number {
  return centreDistance(a, b) - 2 * BASE_RADIUS;
}

export function inContact(a: Fighter, b: Fighter): boolean {
  return centreDistance(a, b) <= 2 * BASE_RADIUS + CONTACT_EPS;
}

/** OW-17: the barrier two enemies fight across (both touch it and face each other over it), if any. */
export function acrossObstacle(s: OWState, a: Fighter, b: Fighter): string | null {
  if (a.side === b.side || inContact(a, b)) return null;
  if (centreDistance(a, b) > 2 * BASE_RADIUS + FACING_GAP + 1e-6) return null;
  return acrossBarrier(buildTerrainIndex(s.table), a.pos, b.pos, BASE_RADIUS)?.barrierId ?? null;
}

/** Fighting contact: bases touching, or facing each other across an obstacle (OW-1, OW-17). */
export function fightContact(s: OWState, a: Fighter, b: Fighter): boolean {
  return a.side !== b.side && (inContact(a, b) || acrossObstacle(s, a, b) !== null);
}

/** Living enemies a fighter is fighting (in base contact or across an obstacle). */
export function enemiesInContact(s: OWState, f: Fighter): Fighter[] {
  return aliveFighters(s).filter((e) => fightContact(s, f, e));
}

/** In a fight now (OW-1); asked for every fighter of every listing, so it builds no arrays. */
export function engaged(s: OWState, f: Fighter): boolean {
  for (const id of s.order) {
    const e = s.fighters[id]!;
    if (e.status === 'ok' && fightContact(s, f, e)) return true;
  }
  return false;
}

/** Fighters of a posse out of action (fled fighters count as gone, not as casualties). */
export function casualties(s: OWState, side: Side): Fighter[] {
  return fightersOf(s, side).filter((f) => f.status === 'out');
}

/** OW-23: half or more of the posse is out of action. */
export function isBroken(s: OWState, side: Side): boolean {
  return casualties(s, side).length * 2 >= s.posses[side].size;
}

/** Who takes the Head for the Hills test: the leader, else the highest Pluck (OW-23). */
export function hillsTester(s: OWState, side: Side): Fighter | null {
  const living = fightersOf(s, side).filter(alive);
  const leader = living.find((f) => f.leader);
  if (leader) return leader;
  return living.reduce<Fighter | null>((best, f) => (!best || f.profile.p > best.profile.p ? f : best), null);
}
