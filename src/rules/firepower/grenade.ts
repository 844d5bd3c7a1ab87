// Grenades (FP-33..FP-36, FP-GAP-3): the throw, scatter, the blast, stun and suppression.
import type { DiceSource } from '../../core/dice';
import type { FPEvent } from './events';
import { hexDistance, hexKey, hexRing } from '../../core/hex/hexMath';
import type { HexCoord } from '../../core/hex/types';
import { inArc, lineDirection, range } from './arc';
import { grenadeRange, hitNumber } from './chart';
import { aliveIn, FIRE_COST, losFor } from './fire';
import { actor, spend } from './impulse';
import { fireModifiers, total } from './odds';
import { scatterHex } from './scatter';
import { onMap } from './terrain';
import type { FPState, Soldier } from './types';
import { refusal, refuseWithFP, type FPRefusal } from './refusals';

/** FP-35, FP-GAP-3: the blast hits 5 or less; unmodified in the burst hex, +3 in the ring around it. */
export const BLAST_HIT = 5;
export const RING_MODIFIER = 3;
const POSTURE_MOD = { standing: 0, crouching: 1, prone: 2 } as const;

export function cannotThrow(s: FPState, x: Soldier, hex: HexCoord): FPRefusal | null {
  const soldier = x.name;
  if (!s.current?.soldierIds.includes(x.id)) return refusal('notActing', { soldier });
  if (!x.grenades) return refusal('noGrenades', { soldier });
  if (s.fought.includes(x.id)) return refusal('fought', { soldier });
  if ((s.current.mf[x.id] ?? 0) < FIRE_COST) return refusal('needMfToThrow', { soldier, cost: FIRE_COST });
  const d = range(x.pos, hex);
  if (d < 1 || d > grenadeRange(x.posture)) return refusal('throwRange', { posture: x.posture, max: grenadeRange(x.posture) });
  if (!inArc(x.pos, x.facing, hex)) return refusal('hexOutOfArc');
  if (losFor(s, x, hex, 'standing').state === 'blocked') return refusal('throwerBlind');
  return null;
}

export function throwGrenade(s: FPState, action: { soldierId: string; targetHex: HexCoord; vertex?: 'left' | 'right' }, dice: DiceSource, events: FPEvent[]): void {
  const x = actor(s, action.soldierId);
  const why = cannotThrow(s, x, action.targetHex);
  if (why) refuseWithFP(why);
  spend(s, x, FIRE_COST, 'Throw', true);
  s.fought.push(x.id);
  const hit = hitNumber('grenade', 'semi', range(x.pos, action.targetHex))!;
  // FP-31: a throw is modified only by the thrower's own state.
  const mod = total(fireModifiers({ grenade: true, firerSuppressed: x.suppressed, extraMf: s.current!.spent[x.id] ?? 0 }));
  const roll = dice.roll(10);
  const score = roll + mod;
  let burst: HexCoord | null = null;
  events.push({ type: 'throw', rule: 'FP-33', rolls: [roll], params: { soldier: x.name, hit, modifier: mod, result: score <= hit ? 'hit' : score > 10 ? 'dud' : 'scatter', q: action.targetHex.q, r: action.targetHex.r } });
  if (score <= hit) burst = action.targetHex;
  else if (score <= 10) {
    // FP-34: scatter on the spread diagram, oriented by the line into the target hex.
    const beyond = lineDirection(x.pos, action.targetHex, action.vertex ?? 'right');
    const s2 = dice.roll(10);
    const to = scatterHex(action.targetHex, beyond, s2);
    const dud = !onMap(s.map, to) || hexDistance(x.pos, to) > grenadeRange(x.posture) || losFor(s, x, to, 'standing').state === 'blocked';
    events.push({ type: 'scatter', rule: 'FP-34', rolls: [s2], params: { soldier: x.name, dud, q: to.q, r: to.r } });
    if (!dud) burst = to;
  }
  if (burst) blast(s, burst, dice, events);
}

/** FP-35, FP-36, FP-39: every soldier in the burst hex and the ring round it, friend or enemy, rolls. */
function blast(s: FPState, center: HexCoord, dice: DiceSource, events: FPEvent[]): void {
  events.push({ type: 'blast', rule: 'FP-35', params: { hex: hexKey(center), q: center.q, r: center.r } });
  const zones: { hex: HexCoord; ring: boolean }[] = [{ hex: center, ring: false }, ...hexRing(center, 1).map((hex) => ({ hex, ring: true }))];
  for (const z of zones) {
    for (const x of aliveIn(s, z.hex)) {
      const mod = z.ring ? RING_MODIFIER + POSTURE_MOD[x.posture] : 0;
      const roll = dice.roll(10);
      const killed = roll + mod <= BLAST_HIT;
      events.push({ type: 'blastRoll', rule: 'FP-35', rolls: [roll], params: { soldier: x.name, modifier: mod, killed, ring: z.ring } });
      if (killed) {
        x.status = 'dead';
        events.push({ type: 'eliminated', rule: 'FP-35', params: { soldier: x.name } });
      } else if (!z.ring) {
        // FP-36, FP-39: survivors in the burst hex are Stunned and go Prone.
        x.stunned = true;
        x.suppressed = false;
        x.running = false;
        x.posture = 'prone';
        events.push({ type: 'stunned', rule: 'FP-36', params: { soldier: x.name } });
      } else if (2 + mod <= BLAST_HIT && !x.stunned) {
        // FP-36: in the ring, suppressed if an unmodified 2 would have hit.
        x.suppressed = true;
        x.running = false;
        events.push({ type: 'suppressed', rule: 'FP-36', params: { soldier: x.name } });
      }
    }
  }
}
