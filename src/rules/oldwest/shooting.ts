// Shootin' (OW-GAP-3): range, line of sight base to base, "in the way" rolls, the wound chart.
import { norm } from '../../core/exactMath';
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { reason, refuseWith, type Reason } from './reasons';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { closestOnSegment } from '../../core/table/geometry';
import { blocksSight } from '../../core/table/sightGrid';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { moveAllowedToShoot, moveOf, weaponRange, weaponStrength, WEAPONS } from './profiles';
import { aliveFighters, edgeDistance, engaged, fighter, inContact } from './state';
import { woundOf } from './wounds';
import { offerFame } from './fame';
import { queueNext } from '../../core/steps';
import { heroicAllows, quickdrawWaits } from './heroics';
import { shotAtRider } from './riders';
import type { Fighter, OWState, Step } from './types';
import { fightOf } from './fights';
import type { TerrainIndex } from '../../core/table/terrainIndex';
import type { OWEvent } from './events';

/** Pass-on numbers of the "in the way" roll (OW-GAP-3). */
export const OBSTACLE_PASS = 3;
export const MODEL_PASS = 4;
/** Obstacles this close to the shooter's base edge are ignored: it leans over them (house default). */
export const OWN_COVER = 1;

export interface InTheWay {
  kind: 'obstacle' | 'model';
  id: string;
  name: string;
  at: Vec;
  need: number;
}

export interface ShotInfo {
  ok: boolean;
  reason: Reason | null;
  from: Vec;
  to: Vec;
  blockedAt: Vec | null;
  /** Edge-to-edge distance in inches. */
  distance: number;
  range: number;
  strength: number;
  inTheWay: InTheWay[];
}

/** OW-GAP-3: it has moved further this turn than its gun allows before a shot (a rifle not at all, a heavy pistol half a move). */
export function movedTooFarToShoot(f: Fighter): boolean {
  return f.moveUsed > moveAllowedToShoot(f.weapon, moveOf(f)) + 1e-6;
}

/** Why `f` cannot shoot now, or null. `inFight` is engaged(s, f) when the caller knows it already. */
export function cannotShoot(s: OWState, f: Fighter, inFight?: boolean): Reason | null {
  const fighter = f.name;
  if (s.phase !== 'shoot') return reason('notShootPhase');
  if (s.pending) return reason('answerFirst');
  if (f.side !== s.active) return reason('notYourShot', { player: s.players[s.active] });
  if (!heroicAllows(s, f)) return reason('notInHeroic', { fighter, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  if (quickdrawWaits(s, f)) return reason('quickdrawFirst', { fighter, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  if (f.status !== 'ok') return reason('outOfFight', { fighter });
  if (f.shot) return reason('hasShot', { fighter });
  if (f.dived) return reason('dived', { fighter });
  if (f.weapon === 'none') return reason('noGun', { fighter });
  if (f.onGround) return reason('onGround', { fighter });
  if (inFight ?? engaged(s, f)) return reason('inContact', { fighter });
  if (movedTooFarToShoot(f)) {
    const w = WEAPONS[f.weapon];
    return reason(w.move === 'none' ? 'movedNoShot' : 'movedHalf', { fighter, weapon: w.name.en.toLowerCase(), weaponId: w.id });
  }
  return null;
}

/** From the target's centre to a side of its base, across the line from `from` (a sight line's end). */
function baseSide(from: Vec, to: Vec): [number, number] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = norm(dx, dy) || 1;
  return [(-dy / len) * BASE_RADIUS * 0.9, (dx / len) * BASE_RADIUS * 0.9];
}

/** The sight line from shooter to target: centre first, then to either side of the target's base. */
function sightLines(from: Vec, to: Vec): [Vec, Vec][] {
  const [nx, ny] = baseSide(from, to);
  return [[from, to], [from, { x: to.x + nx, y: to.y + ny }], [from, { x: to.x - nx, y: to.y - ny }]];
}

/** What a sight line meets (OW-GAP-3): blocked by a building, or the line that sees and what is in the way along it. */
export interface Sight {
  /** The line that sees (null when every line is blocked). */
  line: [Vec, Vec] | null;
  blockedAt: Vec | null;
  inTheWay: InTheWay[];
}

/**
 * OW-GAP-3: the sight from `from` to `to`: lines to the centre and to either side of the target's
 * base (`toBase`) or to the point alone; the first that no building blocks is the one that sees.
 * Along it, barriers (those within OWN_COVER of a shooter's base when `shooter` is given are
 * leaned over) and fighters' bases (but `ignore`d ones) are in the way.
 */
export function sightBetween(s: OWState, from: Vec, to: Vec, opts: { toBase: boolean; shooter: Fighter | null; ignore: (m: Fighter) => boolean }): Sight {
  const index = buildTerrainIndex(s.table);
  let line: [Vec, Vec] | null = null;
  let blockedAt: Vec | null = null;
  let obstacles: { id: string; at: Vec; t: number }[] = [];
  for (const [a, b] of opts.toBase ? sightLines(from, to) : [[from, to] as [Vec, Vec]]) {
    const sight = index.sightLine(a, b);
    if (!sight.blocked) {
      line = [a, b];
      obstacles = sight.obstacles;
      break;
    }
    blockedAt ??= sight.blockedAt;
  }
  if (!line) return { line: null, blockedAt, inTheWay: [] };
  const [a, b] = line;
  const items: (InTheWay & { t: number })[] = [];
  for (const o of obstacles) {
    if (opts.shooter && norm(o.at.x - a.x, o.at.y - a.y) <= BASE_RADIUS + OWN_COVER) continue;
    const name = s.table.terrain.find((x) => x.id === o.id);
    items.push({ kind: 'obstacle', id: o.id, name: name && name.kind !== 'building' && name.kind !== 'difficult' ? name.kind : 'fence', at: o.at, need: OBSTACLE_PASS, t: o.t });
  }
  for (const m of aliveFighters(s)) {
    if (opts.ignore(m)) continue;
    const { d, t: tt } = closestOnSegment(m.pos, a, b);
    if (d < BASE_RADIUS && tt > 0 && tt < 1) {
      items.push({ kind: 'model', id: m.id, name: m.name, at: { x: a.x + (b.x - a.x) * tt, y: a.y + (b.y - a.y) * tt }, need: MODEL_PASS, t: tt });
    }
  }
  items.sort((x, y) => x.t - y.t);
  return { line, blockedAt: null, inTheWay: items.map(({ t: _t, ...rest }) => rest) };
}

/**
 * Whether shotInfo(s, f.id, t.id).ok, for listing legal shots: the range first (no sight line is
 * traced to a target out of range), and nothing about what is in the way, which never forbids a shot.
 */
export function canShootAt(index: TerrainIndex, f: Fighter, t: Fighter): boolean {
  if (t.side === f.side || t.status !== 'ok') return false;
  if (Math.max(0, edgeDistance(f, t)) > weaponRange(f.weapon, f.profile) + 1e-6) return false;
  // sightLines' three lines (to the centre, then either side of the base), no arrays built.
  const from = f.pos, to = t.pos;
  if (!blocksSight(index, from.x, from.y, to.x, to.y)) return true;
  const [nx, ny] = baseSide(from, to);
  return !blocksSight(index, from.x, from.y, to.x + nx, to.y + ny) || !blocksSight(index, from.x, from.y, to.x - nx, to.y - ny);
}

/** Everything about a shot before the dice: can it be taken, and what is in the way. */
export function shotInfo(s: OWState, shooterId: string, targetId: string): ShotInfo {
  const f = fighter(s, shooterId);
  const t = fighter(s, targetId);
  const distance = Math.max(0, edgeDistance(f, t));
  const range = weaponRange(f.weapon, f.profile);
  const strength = weaponStrength(f.weapon, f.profile, distance);
  const base: ShotInfo = { ok: false, reason: null, from: f.pos, to: t.pos, blockedAt: null, distance, range, strength, inTheWay: [] };
  if (t.side === f.side) return { ...base, reason: reason('ownPosse') };
  if (t.status !== 'ok') return { ...base, reason: reason('outOfFight', { fighter: t.name }) };
  const fightOfTarget = new Set(fightOf(s, t.id) ?? [t.id]);
  const sight = sightBetween(s, f.pos, t.pos, {
    toBase: true,
    shooter: f,
    ignore: (m) => m.id === f.id || fightOfTarget.has(m.id) || inContact(m, f),
  });
  if (!sight.line) return { ...base, blockedAt: sight.blockedAt, reason: reason('cannotSee', { fighter: f.name, target: t.name }) };
  const [a, b] = sight.line;
  const info = { ...base, from: a, to: b, inTheWay: sight.inTheWay };
  if (distance > range + 1e-6) {
    return { ...info, reason: reason('outOfRange', {
      target: t.name, distance: distance.toFixed(1), range, weapon: WEAPONS[f.weapon].name.en.toLowerCase(), weaponId: f.weapon,
    }) };
  }
  return { ...info, ok: true };
}

export function shoot(s: OWState, shooterId: string, targetId: string): void {
  const f = fighter(s, shooterId);
  const why = cannotShoot(s, f);
  if (why) refuseWith(why);
  const info = shotInfo(s, shooterId, targetId);
  if (!info.ok) refuseWith(info.reason ?? reason('ownPosse'));
  const target = fighter(s, targetId);
  if (target.fearsome && !(f.braved ?? []).includes(target.id)) queueNext(s, { t: 'fearTest', fighterId: f.id, targetId, act: 'shoot', fame: 0 });
  else startShot(s, shooterId, targetId);
}

/** The shot itself: it counts as the fighter's shot for the turn. */
export function startShot(s: OWState, shooterId: string, targetId: string): void {
  fighter(s, shooterId).shot = true;
  queueNext(s, { t: 'hit', shooterId, targetId, fame: 0 });
}

/** The roll to hit: the Shootin' value or more on a d6 (a hero may add Fame, OW-30). */
export function hitStep(s: OWState, step: Step & { t: 'hit' }, dice: DiceSource, events: GameEvent[]): void {
  const f = fighter(s, step.shooterId);
  const target = fighter(s, step.targetId);
  const need = f.profile.sh;
  // Without Fame to add, only whether the die reaches the Shootin' value counts.
  if (step.roll === undefined) step.roll = f.fame > 0 ? dice.roll(6) : rollJudged(dice, 6, (r) => r >= need).roll;
  const score = Math.min(6, step.roll + step.fame);
  if (!step.asked && score < need && score + f.fame >= need) {
    if (offerFame(s, f, step, { what: 'hit', dice: [step.roll], score, need, max: need - score })) return;
  }
  const hit = score >= need;
  events.push({
    type: 'shot', rule: 'OW-GAP-3', rolls: [step.roll],
    params: { fighter: f.name, target: target.name, need, hit, weapon: f.weapon, fame: step.fame },
  } satisfies OWEvent);
  if (!hit) return;
  const info = shotInfo(s, step.shooterId, step.targetId);
  queueNext(s, {
    t: 'inTheWay', shooterId: f.id, targetId: target.id, strength: info.strength,
    items: info.inTheWay.map((i) => ({ kind: i.kind, id: i.id, name: i.name, need: i.need })),
  });
}

/** Each obstacle (3+) and model (4+) in the way, in order from the shooter. */
export function inTheWayStep(s: OWState, step: Step & { t: 'inTheWay' }, dice: DiceSource, events: GameEvent[]): void {
  for (const item of step.items) {
    const { roll, verdict: passed } = rollJudged(dice, 6, (r) => r >= item.need);
    events.push({ type: 'inTheWay', rule: 'OW-GAP-3', rolls: [roll], params: { what: item.kind, name: item.name, need: item.need, passed } } satisfies OWEvent);
    if (passed) continue;
    if (item.kind === 'model') queueNext(s, ...hitOn(s, fighter(s, item.id), step.shooterId, step.strength, dice, events));
    return;
  }
  queueNext(s, { t: 'shotLands', shooterId: step.shooterId, targetId: step.targetId, strength: step.strength, aimedId: step.targetId });
}

/** Shooting into a fight: who is hit is decided at random among those in it (OW-GAP-3). */
export function shotLandsStep(s: OWState, step: Step & { t: 'shotLands' }, dice: DiceSource, events: GameEvent[]): void {
  let target = fighter(s, step.targetId);
  const fight = fightOf(s, target.id);
  if (fight) {
    const roll = dice.roll(fight.length);
    target = fighter(s, fight[roll - 1]!);
    events.push({ type: 'randomTarget', rule: 'OW-GAP-3', rolls: [roll], params: { target: target.name, among: fight.length } } satisfies OWEvent);
  }
  queueNext(s, ...hitOn(s, target, step.shooterId, step.strength, dice, events));
}

/** A hit on a fighter: on the wound chart, or first rider or mount when he rides (OW-28). */
function hitOn(s: OWState, target: Fighter, shooterId: string, strength: number, dice: DiceSource, events: GameEvent[]): Step[] {
  return target.mount ? shotAtRider(s, target, shooterId, strength, dice, events) : [woundOf(shooterId, target.id, strength, 'OW-7', shooterId)];
}
