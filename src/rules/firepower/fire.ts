// Fire (FP-16..FP-32) and its effects: suppression (FP-37, FP-38).
import { rollPool, type DiceSource } from '../../core/dice';
import type { FPEvent } from './events';
import { hexEquals, hexKey } from '../../core/hex/hexMath';
import type { HexCoord } from '../../core/hex/types';
import { inArc, range } from './arc';
import { hitNumber, WEAPONS } from './chart';
import { actor, spend } from './impulse';
import type { LosResult } from './los';
import { lineOfSightRemembered } from './losMemo';
import { fireModifiers, pShotHits, total, type Modifier } from './odds';
import { terrainAt } from './terrain';
import type { FPState, Soldier } from './types';
import { refusal, refuseFP, refuseWithFP, type FPRefusal } from './refusals';

export const FIRE_COST = 2;

export const aliveIn = (s: FPState, h: HexCoord) => s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok' && hexEquals(x.pos, h));

export function losFor(s: FPState, firer: Soldier, to: HexCoord, targetPosture: Soldier['posture'], targetAcross: Soldier['across'] = null): LosResult {
  return lineOfSightRemembered(s.map, firer.pos, to, {
    firerSide: firer.side,
    firerPosture: firer.posture,
    targetPosture,
    firerAcross: firer.across,
    targetAcross,
    soldiers: s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok').map((x) => ({ hex: x.pos, side: x.side, posture: x.posture })),
  });
}

/**
 * FP-30, FP-31: the MF he can really spend after firing: what he declares, at most 2 (the chart's
 * +2), and never more than he will have left once the fire's 2 MF are paid.
 */
export function afterMf(s: FPState, firer: Soldier, declared = 0): number {
  const left = (s.current?.mf[firer.id] ?? 0) - FIRE_COST;
  return Math.max(0, Math.min(2, left, Math.trunc(declared)));
}

/**
 * FP-31: the modifiers of a shot at `target` (itemised), given the line of sight; `after` is the
 * MF declared for after the fire (FP-30), counted as far as afterMf allows.
 */
export function shotModifiers(s: FPState, firer: Soldier, target: Soldier, los: LosResult, after = 0): Modifier[] {
  return modifiersWith(s, firer, target, los, afterMf(s, firer, after));
}

/**
 * FP-31: the modifiers of a shot at `target` at the start of the firer's next impulse (no MF spent
 * yet, none declared for after): what the computer weighs as the threat each man poses.
 */
export function freshShotModifiers(s: FPState, firer: Soldier, target: Soldier, los: LosResult): Modifier[] {
  return modifiersWith(s, firer, target, los, 0, 0);
}

function modifiersWith(s: FPState, firer: Soldier, target: Soldier, los: LosResult, after: number, spent = s.current?.spent[firer.id] ?? 0): Modifier[] {
  const t = terrainAt(s.map, target.pos);
  // 6.3.6.2.2-3: only the fence or hedge of the target's own hex, on its hexside facing the firer.
  const side = los.features.filter((f) => f.at === 'target');
  return fireModifiers({
    firerSuppressed: firer.suppressed,
    cover: t === 'rough' || t === 'trees' || side.some((f) => f.feature === 'fence'),
    concealment: t === 'scrub' || t === 'trees' || side.some((f) => f.feature === 'hedge'),
    targetPosture: target.posture,
    hindrance: los.hindrance,
    targetRunning: target.running,
    extraMf: spent + after,
  });
}

/** Why a soldier cannot fire at a hex now, or null (FP-12, FP-16, FP-19, FP-20, FP-22, FP-23). */
export function cannotFire(s: FPState, firer: Soldier, hex: HexCoord, mode: 'auto' | 'semi'): FPRefusal | null {
  const soldier = firer.name;
  if (!s.current?.soldierIds.includes(firer.id)) return refusal('notActing', { soldier });
  if (s.fought.includes(firer.id)) return refusal('fought', { soldier });
  if ((s.current.mf[firer.id] ?? 0) < FIRE_COST) return refusal('needMfToFire', { soldier, cost: FIRE_COST });
  if (s.current.firedFrom.includes(hexKey(firer.pos))) return refusal('stackFired');
  const w = WEAPONS[firer.weapon];
  if ((mode === 'auto' ? w.auto : w.semi) === null) return refusal(mode === 'auto' ? 'noAuto' : 'noSemi', { weapon: w.name.en.toLowerCase(), weaponId: firer.weapon });
  if (hitNumber(firer.weapon, mode, range(firer.pos, hex)) === null) return refusal('outOfRange');
  if (!inArc(firer.pos, firer.facing, hex)) return refusal('outOfArc');
  return null;
}

export function fire(s: FPState, action: { soldierId: string; targetHex: HexCoord; mode: 'auto' | 'semi'; shots: { targetId: string; count: number }[]; after?: number }, dice: DiceSource, events: FPEvent[]): void {
  const firer = actor(s, action.soldierId);
  const why = cannotFire(s, firer, action.targetHex, action.mode);
  if (why) refuseWithFP(why);
  const w = WEAPONS[firer.weapon];
  const rate = action.mode === 'auto' ? w.auto! : null;
  const semi = action.mode === 'semi' ? w.semi! : null;
  const inHex = aliveIn(s, action.targetHex).filter((x) => x.side !== firer.side);
  if (inHex.length === 0) refuseFP('noTarget');
  const totalCount = action.shots.reduce((n, x) => n + x.count, 0);
  if (action.shots.some((x) => !inHex.some((t) => t.id === x.targetId) || x.count < 1)) refuseFP('badTarget');
  if (new Set(action.shots.map((x) => x.targetId)).size !== action.shots.length) refuseFP('targetTwice');
  if (rate && (totalCount > rate.bursts || action.shots.some((x) => x.count > 1))) refuseFP('tooManyBursts', { max: rate.bursts });
  if (semi && totalCount > semi.shots) refuseFP('tooManyShots', { max: semi.shots });
  // FP-30: what he declares for after counts only as far as he can still spend it.
  const after = afterMf(s, firer, action.after);
  const hit = hitNumber(firer.weapon, action.mode, range(firer.pos, action.targetHex))!;
  spend(s, firer, FIRE_COST, 'Fire', true);
  s.fought.push(firer.id);
  s.current!.firedFrom.push(hexKey(firer.pos));
  // FP-30: the MF declared for after the fire are all he may still spend.
  s.current!.after[firer.id] = after;
  s.current!.mf[firer.id] = Math.min(s.current!.mf[firer.id] ?? 0, after);
  events.push({ type: 'fire', rule: 'FP-16', params: { soldier: firer.name, mode: action.mode, weapon: firer.weapon, hit, range: range(firer.pos, action.targetHex) } });
  for (const shot of action.shots) {
    const target = s.soldiers[shot.targetId]!;
    const los = losFor(s, firer, target.pos, target.posture, target.across);
    if (los.state === 'blocked') refuseFP('noLos', { soldier: firer.name, target: target.name });
    const mods = modifiersWith(s, firer, target, los, after);
    const mod = total(mods);
    // FP-32: one hit kills, so the lowest die decides.
    const { rolls, kept } = rollPool(dice, rate ? rate.shots * shot.count : shot.count, 10, 'lowest');
    const killed = kept + mod <= hit;
    events.push({ type: 'shots', rule: 'FP-32', rolls, params: { soldier: firer.name, target: target.name, hit, modifier: mod, killed, chance: pShotHits(hit, mod) } });
    if (killed && target.status === 'ok') {
      target.status = 'dead';
      events.push({ type: 'eliminated', rule: 'FP-32', params: { soldier: target.name } });
    }
  }
  if (rate) {
    // FP-37: automatic fire suppresses the whole hex, targets or not (FP-AMB-5); FP-38: no more Running.
    for (const x of aliveIn(s, action.targetHex)) {
      if (!x.suppressed && !x.stunned) events.push({ type: 'suppressed', rule: 'FP-37', params: { soldier: x.name } });
      x.suppressed = true;
      x.running = false;
    }
  }
}
