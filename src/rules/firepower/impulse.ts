// The impulse phase (FP-1..FP-4), impulses and movement factors (FP-5..FP-15, FP-GAP-4, FP-AMB-1).
import type { DiceSource } from '../../core/dice';
import type { FPEvent } from './events';
import { directionTo, hexDistance, hexEquals, neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide, HexsideFeature } from '../../core/hex/types';
import { featureBetween, levelAt, onMap } from './terrain';
import type { FPState, Posture, PostureRule, Soldier } from './types';
import { refuseFP } from './refusals';

export const MF = 4;

/** FP-GAP-4: what entering a hex costs by posture. */
export const ENTER_COST: Record<Posture, number> = { standing: 1, crouching: 2, prone: 3 };

/**
 * FP-AMB-1: 'examples' (the default): stand up 2 MF, go prone 1 MF (the worked examples and the
 * original chart); 'text': as 6.2.4 reads, stand up 1 MF, go prone 2 MF.
 */
export function postureCost(from: Posture, to: Posture, rule: PostureRule = 'examples'): number {
  if (from === to) return 0;
  const [down, up] = rule === 'text' ? [2, 1] : [1, 2];
  if (to === 'prone') return down;
  if (from === 'prone') return up;
  return 1;
}

const alive = (s: FPState) => s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok');

/** The soldier with this id; an id that is not one of the match's (`__proto__` included) is refused. */
export function soldier(s: FPState, id: string): Soldier {
  if (!Object.hasOwn(s.soldiers, id)) refuseFP('unknownSoldier', { id: String(id) });
  return s.soldiers[id]!;
}

/** FP-GAP-5: a chip per living soldier of each side, at the start of each turn. */
export function fillChips(s: FPState): void {
  s.chips = alive(s).map((x) => x.side);
}

/** FP-1: draw a chip at random; FP-2 the drawn side's Running markers come off; FP-3 the other side's Suppressed. */
export function drawChip(s: FPState, dice: DiceSource, events: FPEvent[]): void {
  if (s.phase !== 'draw') refuseFP('notDrawPhase');
  const roll = dice.roll(s.chips.length);
  const side = s.chips[roll - 1]!;
  s.chips.splice(roll - 1, 1);
  for (const x of alive(s)) {
    if (x.side === side) x.running = false;
    else x.suppressed = false;
  }
  s.phase = 'impulse';
  s.active = side;
  s.impulse = 1;
  s.current = null;
  s.acted = [];
  s.fought = [];
  events.push({ type: 'chipDrawn', rule: 'FP-1', rolls: [roll], params: { player: s.players[side], left: s.chips.length } });
}

/** FP-5, FP-13: an impulse is one soldier, or soldiers who began it in one hex; FP-14: their MF. */
export function startImpulse(s: FPState, ids: string[], events: FPEvent[]): void {
  if (s.phase !== 'impulse' || s.current) refuseFP('impulseUnderWay');
  if (ids.length === 0) refuseFP('noSoldier');
  const soldiers = ids.map((id) => soldier(s, id));
  for (const x of soldiers) {
    if (x.side !== s.active || x.status !== 'ok') refuseFP('notYours', { soldier: x.name });
    if (s.acted.includes(x.id)) refuseFP('actedAlready', { soldier: x.name });
  }
  if (soldiers.some((x) => !hexEquals(x.pos, soldiers[0]!.pos))) refuseFP('notAStack');
  s.current = {
    soldierIds: ids,
    mf: Object.fromEntries(soldiers.map((x) => [x.id, x.stunned ? 0 : x.suppressed ? 3 : MF])),
    entered: Object.fromEntries(ids.map((id) => [id, 0])),
    spent: Object.fromEntries(ids.map((id) => [id, 0])),
    firedFrom: [],
    after: {},
  };
  s.acted.push(...ids);
  events.push({ type: 'impulseStart', rule: 'FP-5', params: { impulse: s.impulse, names: soldiers.map((x) => x.name).join(', ') } });
}

export function actor(s: FPState, id: string): Soldier {
  const x = soldier(s, id);
  if (!s.current?.soldierIds.includes(id)) refuseFP('notActing', { soldier: x.name });
  if (x.status !== 'ok') refuseFP('dead', { soldier: x.name });
  return x;
}

/** What MF are spent on, for wording a refusal. */
export type MfUse = 'Enter' | 'Cross' | 'Turn' | 'Posture' | 'Fire' | 'Throw';

/** FP-6: spends MF, refusing an action that costs more than the soldier has left. */
export function spend(s: FPState, x: Soldier, cost: number, what: MfUse, combat = false): void {
  const left = s.current!.mf[x.id] ?? 0;
  if (cost > left) refuseFP(`noMf${what}`, { soldier: x.name, left, cost });
  s.current!.mf[x.id] = left - cost;
  if (!combat) s.current!.spent[x.id] = (s.current!.spent[x.id] ?? 0) + cost;
}

/** FP-7, FP-10: enter the hex ahead, through the front hexside; a fence, hedge or level change costs 1 more. */
export function enter(s: FPState, id: string, to: HexCoord, events: FPEvent[]): void {
  const x = actor(s, id);
  if (!onMap(s.map, to)) refuseFP('offMap');
  if (hexDistance(x.pos, to) !== 1 || directionTo(x.pos, to) !== x.facing) {
    refuseFP('enterThroughFront', { soldier: x.name });
  }
  if (alive(s).some((e) => e.side !== x.side && hexEquals(e.pos, to))) {
    refuseFP('enemyHex');
  }
  const { cost, feature, climb } = enterCost(s, x, to);
  spend(s, x, cost, 'Enter');
  x.pos = { q: to.q, r: to.r };
  x.across = null;
  s.current!.entered[x.id] = (s.current!.entered[x.id] ?? 0) + 1;
  events.push({
    type: 'entered', rule: feature || climb ? 'FP-10' : 'FP-7',
    params: { soldier: x.name, cost, left: s.current!.mf[x.id]!, feature: feature ?? (climb ? 'slope' : null) },
  });
}

/**
 * FP-7, FP-10, FP-GAP-4: entering a neighbouring hex by posture, 1 more over a slope, and 1 more
 * over a fence or hedge unless he has already crossed it (entering then crosses it on the way).
 */
export function enterCost(
  s: FPState, x: Pick<Soldier, 'pos' | 'posture' | 'across'>, to: HexCoord,
): { cost: number; feature: HexsideFeature | null; climb: boolean } {
  const side = directionTo(x.pos, to);
  const feature = x.across !== null && x.across === side ? null : featureBetween(s.map, x.pos, to);
  const climb = levelAt(s.map, x.pos) !== levelAt(s.map, to);
  return { cost: ENTER_COST[x.posture] + (feature ? 1 : 0) + (climb ? 1 : 0), feature, climb };
}

/**
 * FP-10: crossing the fence or hedge on his front hexside keeps him in his hex, beyond it (1 MF).
 * Facing back over the one he crossed, he crosses back.
 */
export function cross(s: FPState, id: string, events: FPEvent[]): void {
  const x = actor(s, id);
  const back = x.across !== null && x.facing === ((x.across + 3) % 6);
  if (x.across === x.facing) refuseFP('crossedAlready', { soldier: x.name });
  const feature = back ? featureBetween(s.map, x.pos, neighbor(x.pos, x.across!)) : featureBetween(s.map, x.pos, neighbor(x.pos, x.facing));
  if (!feature) refuseFP('noFence', { soldier: x.name });
  spend(s, x, 1, 'Cross');
  x.across = back ? null : x.facing;
  events.push({ type: 'crossed', rule: 'FP-10', params: { soldier: x.name, feature, back: !!back, left: s.current!.mf[x.id]! } });
}

/** FP-9: turning 1 to 3 hexsides in place costs 1 MF. */
export function turn(s: FPState, id: string, facing: HexSide, events: FPEvent[]): void {
  const x = actor(s, id);
  if (facing === x.facing) refuseFP('sameFacing', { soldier: x.name });
  spend(s, x, 1, 'Turn');
  x.facing = facing;
  events.push({ type: 'turned', rule: 'FP-9', params: { soldier: x.name, facing, left: s.current!.mf[x.id]! } });
}

/** FP-11, FP-AMB-1: posture changes (basic game: Standing and Prone). */
export function posture(s: FPState, id: string, to: Posture, events: FPEvent[]): void {
  const x = actor(s, id);
  if (to === 'crouching') refuseFP('advanced');
  const cost = postureCost(x.posture, to, s.postureRule);
  if (cost === 0) refuseFP('samePosture', { soldier: x.name, posture: to });
  spend(s, x, cost, 'Posture');
  x.posture = to;
  events.push({ type: 'posture', rule: 'FP-11', params: { soldier: x.name, posture: to, cost, left: s.current!.mf[x.id]! } });
}

/** Ends the impulse: FP-8 Running after 4 new hexes; after the second, FP-4 and the next chip or turn. */
export function endImpulse(s: FPState, events: FPEvent[]): void {
  if (s.phase !== 'impulse') refuseFP('noImpulsePhase');
  const c = s.current;
  if (c) {
    for (const id of c.soldierIds) {
      const x = s.soldiers[id]!;
      if ((c.entered[id] ?? 0) >= 4 && x.status === 'ok' && !x.suppressed && !x.stunned) {
        x.running = true;
        events.push({ type: 'running', rule: 'FP-8', params: { soldier: x.name } });
      }
    }
  }
  s.current = null;
  if (s.impulse === 1) {
    s.impulse = 2;
    events.push({ type: 'impulseOver', rule: 'FP-5', params: { impulse: 1 } });
    return;
  }
  // FP-4: the side that played the phase changes Stunned to Suppressed.
  for (const x of alive(s)) {
    if (x.side === s.active && x.stunned) {
      x.stunned = false;
      x.suppressed = true;
    }
  }
  events.push({ type: 'phaseOver', rule: 'FP-4', params: { player: s.players[s.active ?? 0] } });
  s.active = null;
  s.phase = 'draw';
  if (s.chips.length === 0) {
    s.turn += 1;
    fillChips(s);
    events.push({ type: 'turnStart', rule: 'FP-1', params: { turn: s.turn } });
  }
}
