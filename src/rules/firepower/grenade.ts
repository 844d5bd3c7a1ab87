// Grenades (FP-33..FP-36, FP-GAP-3): the throw, scatter, the blast, stun and suppression.
import { rollJudged, type DiceSource } from '../../core/dice';
import type { FPEvent } from './events';
import { hexDistance, hexKey, hexRing } from '../../core/hex/hexMath';
import type { HexCoord } from '../../core/hex/types';
import { inArc, lineDirection, range } from './arc';
import { grenadeRange, hitNumber } from './chart';
import { aliveIn, FIRE_COST, losFor } from './fire';
import { actor, spend } from './impulse';
import { lineOfSightRemembered } from './losMemo';
import { fireModifiers, total, type Modifier } from './odds';
import { scatterHex } from './scatter';
import { onMap, terrainAt } from './terrain';
import type { FPState, Soldier } from './types';
import { refusal, refuseWithFP, type FPRefusal } from './refusals';

/**
 * FP-35, FP-GAP-3: the blast hits 5 or less; unmodified in the burst hex, +3 in the ring around
 * it, +4 in the second ring (a rule option; on by default).
 */
export const BLAST_HIT = 5;
export const RING_MODIFIER = 3;
export const SECOND_RING_MODIFIER = 4;

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

/**
 * FP-31, FP-33: the throw's modifiers: the thrower Suppressed, and +1 per trees hex or hedge on his
 * line into the hex (the table excepts grenades from every other modifier, not from this one).
 * Cover, concealment, posture, running and MF spent never modify a throw (6.3.6.2.2-7).
 */
export function throwModifiers(s: FPState, x: Soldier, hex: HexCoord): Modifier[] {
  const los = losFor(s, x, hex, 'standing');
  return fireModifiers({ grenade: true, firerSuppressed: x.suppressed, hindrance: los.state === 'blocked' ? 0 : los.hindrance });
}

/** FP-GAP-3: how many rings round the burst hex the blast reaches in this match. */
export const blastRings = (s: FPState): 1 | 2 => (s.secondRing === false ? 1 : 2);

/**
 * FP-35, FP-GAP-3, FP-31: a soldier's blast modifiers at `distance` hexes from the burst hex.
 * None in the burst hex. In a ring: +3 (+4 in the second), his posture, and cover (6.3.6.2.2:
 * "only on the blast"): a trees or rough hex, or a fence of his hex on the hexside between him
 * and the burst (not one he has crossed, FP-10). Concealment, running and MF do not apply.
 */
export function blastModifiers(s: FPState, center: HexCoord, x: Soldier, distance: number): Modifier[] {
  if (distance === 0) return [];
  const t = terrainAt(s.map, x.pos);
  const line = lineOfSightRemembered(s.map, center, x.pos, {
    firerSide: -1, firerPosture: 'standing', targetPosture: 'standing', soldiers: [], targetAcross: x.across,
  }, true);
  const fence = line.features.some((f) => f.at === 'target' && f.feature === 'fence');
  return [
    { rule: 'FP-35', key: 'ring', value: distance === 1 ? RING_MODIFIER : SECOND_RING_MODIFIER },
    ...fireModifiers({ cover: t === 'trees' || t === 'rough' || fence, targetPosture: x.posture }),
  ];
}

export function throwGrenade(s: FPState, action: { soldierId: string; targetHex: HexCoord; vertex?: 'left' | 'right' }, dice: DiceSource, events: FPEvent[]): void {
  const x = actor(s, action.soldierId);
  const why = cannotThrow(s, x, action.targetHex);
  if (why) refuseWithFP(why);
  const mod = total(throwModifiers(s, x, action.targetHex));
  spend(s, x, FIRE_COST, 'Throw', true);
  s.fought.push(x.id);
  const hit = hitNumber('grenade', 'semi', range(x.pos, action.targetHex))!;
  // FP-33: in the hex at or below the hit number, a dud above 10, else it scatters.
  const { roll, verdict: result } = rollJudged(dice, 10, (r) => (r + mod <= hit ? 'hit' : r + mod > 10 ? 'dud' : 'scatter'));
  let burst: HexCoord | null = null;
  events.push({ type: 'throw', rule: 'FP-33', rolls: [roll], params: { soldier: x.name, hit, modifier: mod, result, q: action.targetHex.q, r: action.targetHex.r } });
  if (result === 'hit') burst = action.targetHex;
  else if (result === 'scatter') {
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

/** FP-35, FP-36, FP-39: every soldier in the burst hex and the rings round it, friend or enemy, rolls. */
function blast(s: FPState, center: HexCoord, dice: DiceSource, events: FPEvent[]): void {
  events.push({ type: 'blast', rule: 'FP-35', params: { hex: hexKey(center), q: center.q, r: center.r } });
  const zones: { hex: HexCoord; distance: number }[] = [{ hex: center, distance: 0 }];
  for (let d = 1; d <= blastRings(s); d++) zones.push(...hexRing(center, d).map((hex) => ({ hex, distance: d })));
  // Each soldier's roll is a step of its own (the odds enumerator merges equal states between them).
  s.blast = zones.flatMap((z) => aliveIn(s, z.hex).map((x) => ({ soldierId: x.id, modifier: total(blastModifiers(s, center, x, z.distance)), distance: z.distance })));
  runBlast(s, dice, events);
}

/** The blast rolls still to make, in order (a resolution resumed by the odds enumerator). */
export function runBlast(s: FPState, dice: DiceSource, events: FPEvent[]): void {
  while (s.blast?.length) {
    dice.boundary?.(s, events);
    const b = s.blast.shift()!;
    const x = s.soldiers[b.soldierId]!;
    const mod = b.modifier;
    const { roll, verdict: killed } = rollJudged(dice, 10, (r) => r + mod <= BLAST_HIT);
    events.push({ type: 'blastRoll', rule: 'FP-35', rolls: [roll], params: { soldier: x.name, modifier: mod, killed, ring: b.distance > 0, distance: b.distance } });
    if (killed) {
      x.status = 'dead';
      events.push({ type: 'eliminated', rule: 'FP-35', params: { soldier: x.name } });
    } else if (b.distance === 0) {
      // FP-36, FP-39: survivors in the burst hex are Stunned and go Prone.
      x.stunned = true;
      x.suppressed = false;
      x.running = false;
      x.posture = 'prone';
      events.push({ type: 'stunned', rule: 'FP-36', params: { soldier: x.name } });
    } else if (2 + mod <= BLAST_HIT && !x.stunned) {
      // FP-36: in a ring, suppressed if a 2 on the die (with his modifiers) would have hit.
      x.suppressed = true;
      x.running = false;
      events.push({ type: 'suppressed', rule: 'FP-36', params: { soldier: x.name } });
    }
  }
  delete s.blast;
}
