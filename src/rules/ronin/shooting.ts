// Shooting in the Action phase (RO-5..RO-8, RO-GAP-2, RO-GAP-3): 2d6 + Shoot + modifiers against
// TO_HIT; a hit is then an attack margin against the target's 1d6 + armour (RO-6: a teppo ignores
// Light and Medium armour, Heavy counts as Light), read on the damage table (RO-GAP-1). A shot at
// a fighter in a fight that misses goes at once to another model of that fight, picked at random,
// and is rolled as if aimed at it (RO-8).
import { norm } from '../../core/exactMath';
import { rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { BASE_RADIUS } from '../../core/table/types';
import type { RoEvent } from './events';
import { addWound, armourAgainst, MISSILES, statsOf, woundFor } from './profiles';
import { brawls, enemiesTouching, fighter, onTable } from './queries';
import { refuse } from './reasons';
import { releaseGrapples } from './bout';
import { LIGHT_LIMIT, sightFor } from './sight';
import type { RoFighter, RoScenario, RoState } from './types';

/** The shooting total needed to hit (RO-GAP-2). */
export const TO_HIT = 7;
/** A teppo shot past this range is at -1 (RO-GAP-2). */
export const TEPPO_LONG = 24;

/** Range from base edge to base edge, to a tenth of an inch. */
export function rangeBetween(a: RoFighter, b: RoFighter): number {
  return Math.round(Math.max(0, norm(a.x - b.x, a.y - b.y) - 2 * BASE_RADIUS) * 10) / 10;
}

/** The modifiers to a shot, each named: the weapon's (RO-5), a teppo at long range, moving first. */
export function shotModifiers(f: RoFighter, t: RoFighter, inMove = false): { rule: string; value: number }[] {
  const m = f.missile;
  const out: { rule: string; value: number }[] = [];
  if (!m) return out;
  // RO-GAP-2: a bow may shoot in the Move phase, at -1 (instead of moving).
  if (inMove) out.push({ rule: 'RO-GAP-2', value: -1 });
  if (MISSILES[m].mod) out.push({ rule: 'RO-5', value: MISSILES[m].mod });
  if (m === 'teppo' && rangeBetween(f, t) > TEPPO_LONG) out.push({ rule: 'RO-GAP-2', value: -1 });
  // RO-5 frees the shuriken from the penalty for shooting after moving; the others take -1.
  if (f.moved && m !== 'shuriken') out.push({ rule: 'RO-5', value: -1 });
  return out;
}

/** Why this fighter may not shoot that target now, or null. */
export function shotProblem(s: RoState, sc: RoScenario, f: RoFighter, t: RoFighter): ReturnType<typeof refusal> | null {
  if (!onTable(f)) return refusal('outOfAction', { fighter: f.name });
  if (!f.missile) return refusal('noMissile', { fighter: f.name });
  if (s.phase === 'move' && f.missile !== 'yumi') return refusal('bowOnlyInMove', { fighter: f.name });
  if (f.shot) return refusal('hasShot', { fighter: f.name });
  if (f.missile === 'teppo' && f.unloaded) return refusal('unloaded', { fighter: f.name });
  if (f.ran) return refusal('ranNoShot', { fighter: f.name });
  if (enemiesTouching(s, f).length) return refusal('inFight', { fighter: f.name });
  if (t.side === f.side) return refusal('ownSide');
  if (!onTable(t)) return refusal('outOfAction', { fighter: t.name });
  const range = MISSILES[f.missile].range;
  const d = rangeBetween(f, t);
  if (d > range) return refusal('outOfRange', { target: t.name, distance: d, range, weapon: f.missile });
  const sight = sightFor(sc, s.fighters.filter(onTable), f, t);
  if (!sight.clear) {
    // The first reason that blocks, named: a building, a model in the way, the Light cover, the Heavy cover.
    const names = { fighter: f.name, target: t.name };
    for (const r of sight.reasons) {
      if (r.kind === 'building') return refusal('noSightBuilding', names);
      if (r.kind === 'model') return refusal('noSightModel', { ...names, model: s.fighters.find((m) => m.id === r.id)?.name ?? r.id });
      if (r.kind === 'light' && r.inches > LIGHT_LIMIT) return refusal('noSightLight', { ...names, inches: r.inches });
      if (r.kind === 'heavy') return refusal('noSightHeavy', names);
    }
    return refusal('noSight', names);
  }
  return null;
}

function refusal(code: Parameters<typeof refuse>[0], params: Record<string, string | number> = {}) {
  return { code, params };
}

export function shoot(s: RoState, sc: RoScenario, f: RoFighter, t: RoFighter, dice: DiceSource, events: GameEvent[]): void {
  const bad = shotProblem(s, sc, f, t);
  if (bad) refuse(bad.code, bad.params);
  f.shot = true;
  if (f.missile === 'teppo') f.unloaded = true;
  const inMove = s.phase === 'move';
  const hit = resolveShot(s, f, t, dice, events, inMove);
  if (hit) return;
  // RO-8: a miss at a fighter in a fight goes at once to another model of that fight.
  const brawl = brawls(s).find((g) => g.includes(t.id));
  if (!brawl) return;
  const others = brawl.filter((id) => id !== t.id);
  if (!others.length) return;
  const pick = dice.roll(others.length);
  const stray = fighter(s, others[pick - 1]!);
  events.push({ type: 'strayShot', rule: 'RO-8', rolls: [pick], params: { fighter: f.name, target: stray.name, among: others.length } } satisfies RoEvent);
  resolveShot(s, f, stray, dice, events, inMove);
}

/** One shot's rolls at one target: true if it hit. */
function resolveShot(s: RoState, f: RoFighter, t: RoFighter, dice: DiceSource, events: GameEvent[], inMove: boolean): boolean {
  const roll = rollPool(dice, 2, 6, 'sum');
  const rolls = roll.rolls;
  const mods = shotModifiers(f, t, inMove).reduce((a, m) => a + m.value, 0);
  const total = roll.kept + statsOf(f).shoot + mods;
  const hit = total >= TO_HIT;
  events.push({ type: 'shot', rule: 'RO-GAP-2', rolls, params: { fighter: f.name, target: t.name, total, need: TO_HIT, hit } } satisfies RoEvent);
  if (!hit) return false;
  const d = dice.roll(6);
  const defence = d + armourAgainst(t.armour, f.missile);
  const margin = total - defence;
  const wound = woundFor(margin);
  t.wound = addWound(t.wound, wound);
  events.push({ type: 'shotWound', rule: f.missile === 'teppo' ? 'RO-6' : 'RO-GAP-1', rolls: [d], params: { target: t.name, total, defence, margin, wound } } satisfies RoEvent);
  if (t.wound >= 3) {
    events.push({ type: 'outOfAction', rule: 'RO-GAP-1', params: { fighter: t.name } } satisfies RoEvent);
    releaseGrapples(s, t);
  }
  return true;
}

/** RO-GAP-3: reloading a teppo takes the fighter's whole Action phase. */
export function reload(f: RoFighter, events: GameEvent[]): void {
  if (f.missile !== 'teppo' || !f.unloaded) refuse('loaded', { fighter: f.name });
  f.unloaded = false;
  events.push({ type: 'reloaded', rule: 'RO-GAP-3', params: { fighter: f.name } } satisfies RoEvent);
}
