// Exact odds of a shot before the dice (FP-30..FP-32): the hit number, every modifier, the chance.
import type { Preview } from '../../core/ruleset';
import { range } from './arc';
import { hitNumber, WEAPONS } from './chart';
import { cannotFire, losFor, shotModifiers } from './fire';
import { soldier } from './impulse';
import { pShotHits, total, type Modifier } from './odds';
import { fpPreview, fpPreviewLines } from './oddsLines';
import type { FPAction, FPState } from './types';
import { refusal, type FPRefusal } from './refusals';

export interface ShotOdds {
  ok: boolean;
  reason: FPRefusal | null;
  hit: number | null;
  modifiers: Modifier[];
  los: 'clear' | 'hindered' | 'blocked';
  /** Chance per shot, and to kill this target with one automatic burst or all semi-automatic shots. */
  perShot: number;
  burst: number | null;
  semi: number | null;
}

export function shotOdds(s: FPState, firerId: string, targetId: string): ShotOdds {
  const f = soldier(s, firerId);
  const t = soldier(s, targetId);
  const w = WEAPONS[f.weapon];
  const mode = w.auto ? 'auto' : 'semi';
  const why = cannotFire(s, f, t.pos, mode);
  const los = losFor(s, f, t.pos, t.posture, t.across);
  const mods = shotModifiers(s, f, t, los);
  const hitAuto = hitNumber(f.weapon, 'auto', range(f.pos, t.pos));
  const hitSemi = hitNumber(f.weapon, 'semi', range(f.pos, t.pos));
  const m = total(mods);
  const hit = hitAuto ?? hitSemi;
  return {
    ok: !why && los.state !== 'blocked',
    reason: why ?? (los.state === 'blocked' ? refusal('noLos', { soldier: f.name, target: t.name }) : null),
    hit,
    modifiers: mods,
    los: los.state,
    perShot: hit === null ? 0 : pShotHits(hit, m),
    // The chance to kill with a burst or all semi-automatic shots: from the rules' own resolution.
    burst: w.auto && hitAuto !== null ? killChance(s, { type: 'fire', soldierId: firerId, targetHex: t.pos, mode: 'auto', shots: [{ targetId, count: 1 }] }, targetId) : null,
    semi: w.semi && hitSemi !== null ? killChance(s, { type: 'fire', soldierId: firerId, targetHex: t.pos, mode: 'semi', shots: [{ targetId, count: w.semi.shots }] }, targetId) : null,
  };
}

/** The chance the fire kills the target, or null when the rules refuse it now. */
function killChance(s: FPState, action: FPAction, targetId: string): number | null {
  const name = s.soldiers[targetId]!.name;
  return fpPreviewLines(s, action)?.find((l) => l.chance.key === 'fpKilled' && l.chance.params?.target === name)?.chance.p ?? null;
}

/** The odds panel for an action: fire, a grenade or a melee (FP-28..FP-42). */
export function preview(s: FPState, action: FPAction): Preview | null {
  return fpPreview(s, action);
}

export function shotPreview(s: FPState, firerId: string, targetId: string): Preview | null {
  const o = shotOdds(s, firerId, targetId);
  if (!o.ok || o.hit === null) return null;
  const t = soldier(s, targetId);
  return {
    title: 'fpShot',
    chances: [
      ...(o.burst !== null ? [{ key: 'fpBurst', p: o.burst, rule: 'FP-28', params: { target: t.name, hit: o.hit, mod: total(o.modifiers) } }] : []),
      ...(o.semi !== null ? [{ key: 'fpSemi', p: o.semi, rule: 'FP-29', params: { target: t.name } }] : []),
    ],
  };
}
