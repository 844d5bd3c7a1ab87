// Exact odds of a shot before the dice (FP-30..FP-32): the hit number, every modifier, the chance.
import type { Preview } from '../../core/ruleset';
import { range } from './arc';
import { hitNumber, WEAPONS } from './chart';
import { cannotFire, losFor, shotModifiers } from './fire';
import { soldier } from './impulse';
import { pAnyHit, pShotHits, total, type Modifier } from './odds';
import type { FPState } from './types';
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
    burst: w.auto && hitAuto !== null ? pAnyHit(w.auto.shots, pShotHits(hitAuto, m)) : null,
    semi: w.semi && hitSemi !== null ? pAnyHit(w.semi.shots, pShotHits(hitSemi, m)) : null,
  };
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
