// Flight and pursuit (RK-GAP-5, the round's step 8): after every break test, each enemy regiment
// touching a broken one is asked whether it pursues or holds (before any flight is rolled; a
// regiment still touching an enemy that stands, or already pursuing another this round, is not
// asked and holds); then every broken regiment flees 2d6" in turn; then each pursuer rolls 2d6":
// as far as the flight or farther catches the fleeing regiment, which is destroyed; the pursuer
// then moves the distance rolled straight along the flight line (dash.ts: into a fresh enemy it
// charges, other blockers stop it).
import { rollPool, type DiceSource } from '../../../core/dice';
import type { GameEvent } from '../../../core/ruleset';
import type { Vec } from '../../../core/table/types';
import { dashAndCharge } from '../dash';
import { destroy, flee, flightFacing } from '../flee';
import { blockCentre } from '../geometry/block';
import type { Combat, CombatStep, Regiment, RkState } from '../types';
import { touch } from './contact';
import type { CombatEvent } from './events';
import { refuseCombat } from './reasons';
import { fighting, otherSide, unitById, unitsIn, writable } from './units';

/** The order of the steps after the result: break tests, pursuit questions, flights, pursuits, No More Foes, free moves, the end. */
const RANK: Partial<Record<CombatStep['t'], number>> = { break: 0, chase: 1, flee: 2, pursue: 3, foes: 4, victor: 5, aftermath: 6 };

/** Puts the steps queued after the result in their order (stable: each kind keeps its own order). */
export function sortAfterResult(c: Combat): void {
  c.queue.sort((a, b) => (RANK[a.t] ?? 0) - (RANK[b.t] ?? 0));
}

/** RK-GAP-5: a unit failed its break test: its flight, and the questions and pursuits of the enemies touching it. */
export function queueFlight(s: RkState, c: Combat, r: Regiment): void {
  const pursuers = unitsIn(s, c, otherSide(r.side)).filter((e) => touch(e, r));
  c.queue.push(
    ...pursuers.map((e): CombatStep => ({ t: 'chase', unit: e.id, fleeing: r.id })),
    { t: 'flee', unit: r.id },
    ...pursuers.map((e): CombatStep => ({ t: 'pursue', unit: e.id, fleeing: r.id, flee: 0, facing: 0, go: false })),
  );
  sortAfterResult(c);
}

const pursueStepOf = (c: Combat, unit: string, fleeing: string) => c.queue.find((q): q is Extract<CombatStep, { t: 'pursue' }> => q.t === 'pursue' && q.unit === unit && q.fleeing === fleeing);

/** May `unit` pursue now: fighting, not pursuing another this round, and every enemy it touches broke. */
export function mayPursue(s: RkState, c: Combat, unit: string): boolean {
  const p = unitById(s, unit);
  if (!fighting(p) || c.chase?.some((x) => x.unit === unit && x.go)) return false;
  const broke = new Set(c.queue.flatMap((q) => (q.t === 'flee' ? [q.unit] : [])));
  return !unitsIn(s, c, otherSide(p.side)).some((e) => !broke.has(e.id) && touch(e, p));
}

/** RK-GAP-5: asks the pursuer's player, when it may pursue. */
export function chaseStep(s: RkState, c: Combat, unit: string, fleeing: string): void {
  const p = unitById(s, unit);
  if (!p || !mayPursue(s, c, unit)) return;
  c.pending = { kind: 'pursue', side: p.side, unit, fleeing };
}

/** The answer: pursue or hold (restrain). */
export function answerChase(c: Combat, unit: string, go: boolean, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'pursue' || p.unit !== unit) refuseCombat('combatNotAsked');
  c.pending = null;
  c.chase = [...(c.chase ?? []), { unit, go }];
  const step = pursueStepOf(c, unit, p.fleeing);
  if (step) step.go = go;
  events.push({ type: 'pursuitChoice', rule: 'RK-GAP-5', params: { unit, fleeing: p.fleeing, pursue: go } } satisfies CombatEvent);
}

function centreOf(rs: readonly Regiment[]): Vec | null {
  if (!rs.length) return null;
  const cs = rs.map((r) => blockCentre(r.block));
  return { x: cs.reduce((a, p) => a + p.x, 0) / cs.length, y: cs.reduce((a, p) => a + p.y, 0) / cs.length };
}

/** RK-GAP-5: flees 2d6" straight away from the enemies it touches (the engine's flight); its pursuers learn the distance and the line. */
export function fleeStep(s: RkState, c: Combat, unit: string, dice: DiceSource, events: GameEvent[]): void {
  const r = writable(s, unit);
  if (!r || r.destroyed) return;
  const from = centreOf(unitsIn(s, c, otherSide(r.side)).filter((e) => touch(e, r)));
  const facing = flightFacing(r, from);
  const dist = flee(s, r, from, dice, events, 'RK-GAP-5');
  for (const q of c.queue) {
    if (q.t === 'pursue' && q.fleeing === unit) Object.assign(q, { flee: dist, facing });
  }
}

/** RK-GAP-5: a pursuer rolls 2d6"; as far as the flight or farther catches it (destroyed); then it moves the roll along the flight line. */
export function pursueStep(s: RkState, step: Extract<CombatStep, { t: 'pursue' }>, dice: DiceSource, events: GameEvent[]): void {
  // Not pursuing, or no flight was made (its flight distance is at least 2").
  if (!step.go || step.flee === 0 || !fighting(unitById(s, step.unit))) return;
  const f = unitById(s, step.fleeing);
  const { rolls, kept } = rollPool(dice, 2, 6, 'sum');
  // A regiment that fled off the table is gone: nothing to catch, but the pursuer still runs on.
  const caught = !!f && !f.destroyed && kept >= step.flee;
  events.push({ type: 'pursuit', rule: 'RK-GAP-5', rolls, params: { unit: step.unit, fleeing: step.fleeing, roll: kept, flee: step.flee, caught } } satisfies CombatEvent);
  if (caught) destroy(s, writable(s, step.fleeing)!, events, 'RK-GAP-5');
  dashAndCharge(s, writable(s, step.unit)!, step.facing, kept, events, 'RK-GAP-5');
}
