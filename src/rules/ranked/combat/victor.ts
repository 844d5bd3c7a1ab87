// No More Foes (RK-GAP-6), at the end of the round after the flights and pursuits: a regiment of
// the combat in base contact with no enemy leaves the combat. Each that did not pursue is asked
// (its own player) for its free move: a regiment that charged this turn and whose every foe at the
// start of the round is destroyed or fled, and that did not hold back from a pursuit, may overrun
// 2d6" straight ahead (dash.ts: into a fresh enemy it charges); any of them may instead reform in
// place keeping its models (turn 90 degrees either way or about, or another frontage), or stay.
import { rollPool, type DiceSource } from '../../../core/dice';
import type { GameEvent } from '../../../core/ruleset';
import { dashAndCharge } from '../dash';
import { FRONTAGES, maxFiles, reformed, reshapeProblem, TURNS } from '../movement';
import type { Combat, CombatAction, CombatStep, Regiment, RkState } from '../types';
import { dropFoeless } from './aftermath';
import type { CombatEvent } from './events';
import { sortAfterResult } from './pursuit';
import { refuseCombat } from './reasons';
import { fighting, unitById, writable } from './units';

/** RK-GAP-6: regiments touching no enemy leave the combat; those that did not pursue are asked their free move. */
export function foesStep(s: RkState, c: Combat, events: GameEvent[]): void {
  for (const id of dropFoeless(s, c, events)) {
    if (!c.chase?.some((x) => x.unit === id && x.go)) c.queue.push({ t: 'victor', unit: id });
  }
  sortAfterResult(c);
}

/** It charged this turn, held back from no pursuit, and every foe it touched at the start of the round is destroyed or fleeing. */
function mayOverrun(s: RkState, c: Combat, r: Regiment): boolean {
  if (!c.chargers.includes(r.id) || c.chase?.some((x) => x.unit === r.id)) return false;
  const foes = c.engagedAtStart.flatMap((p) => (p.a === r.id ? [p.b] : p.b === r.id ? [p.a] : []));
  return foes.length > 0 && foes.every((id) => !fighting(unitById(s, id)));
}

export function victorStep(s: RkState, c: Combat, step: Extract<CombatStep, { t: 'victor' }>): void {
  const r = unitById(s, step.unit);
  if (!fighting(r)) return;
  c.pending = { kind: 'victor', side: r.side, unit: r.id, overrun: mayOverrun(s, c, r) };
}

/** A free reform changes the facing (a turn of TURNS) or the frontage (one of FRONTAGES), not both, onto clear ground. */
function reformOk(s: RkState, r: Regiment, turn: number, files: number): boolean {
  if (files !== r.files && (!(FRONTAGES as readonly number[]).includes(files) || files > maxFiles(r))) return false;
  return reshapeProblem(s, r, files, turn) === null;
}

/** The free moves offered: overrun first when it may (the default), then stay, the turns and the frontages that fit. */
export function victorChoices(s: RkState, c: Combat): CombatAction[] {
  const p = c.pending;
  if (p?.kind !== 'victor') return [];
  const r = unitById(s, p.unit);
  if (!r) return [];
  const base = { combat: c.id, unit: r.id };
  const out: CombatAction[] = p.overrun ? [{ type: 'overrun', ...base }] : [];
  out.push({ type: 'stay', ...base });
  for (const turn of TURNS) if (reformOk(s, r, turn, r.files)) out.push({ type: 'freeReform', ...base, turn, files: r.files });
  for (const files of FRONTAGES) if (files !== r.files && reformOk(s, r, 0, files)) out.push({ type: 'freeReform', ...base, turn: 0, files });
  return out;
}

type VictorAction = Extract<CombatAction, { type: 'overrun' | 'stay' | 'freeReform' }>;

/** The answer to the free-move question. */
export function answerVictor(s: RkState, c: Combat, a: VictorAction, dice: DiceSource, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'victor' || p.unit !== a.unit) refuseCombat('combatNotAsked');
  const r = writable(s, a.unit)!;
  if (a.type === 'overrun' && !p.overrun) refuseCombat('noOverrun', { unit: r.id });
  if (a.type === 'freeReform' && !reformOk(s, r, a.turn, a.files)) refuseCombat('badFreeReform', { unit: r.id, files: r.files });
  c.pending = null;
  if (a.type === 'stay') {
    events.push({ type: 'freeMove', rule: 'RK-GAP-6', params: { unit: r.id, how: 'stay', turn: 0, files: r.files, roll: 0 } } satisfies CombatEvent);
  } else if (a.type === 'freeReform') {
    r.block = reformed(r, a.files, a.turn);
    r.files = a.files;
    events.push({ type: 'freeMove', rule: 'RK-GAP-6', params: { unit: r.id, how: 'reform', turn: a.turn, files: a.files, roll: 0 } } satisfies CombatEvent);
  } else {
    const { rolls, kept } = rollPool(dice, 2, 6, 'sum');
    events.push({ type: 'freeMove', rule: 'RK-GAP-6', rolls, params: { unit: r.id, how: 'overrun', turn: 0, files: r.files, roll: kept } } satisfies CombatEvent);
    dashAndCharge(s, r, r.block.facing, kept, events, 'RK-GAP-6');
  }
}
