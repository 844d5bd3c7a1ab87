// Firepower (basic game) as a Ruleset: impulses, movement, fire, grenades, suppression, melee, victory.
import { initialRngState } from '../../core/dice';
import type { Ruleset } from '../../core/ruleset';
import { neighbor } from '../../core/hex/hexMath';
import type { HexMapSpec, HexSide } from '../../core/hex/types';
import { WEAPONS } from './chart';
import { fillChips } from './impulse';
import type { FPAction, FPOptions, FPState, Side, Soldier } from './types';
import { apply, applyChecked } from './apply';
import { preview } from './preview';
import { refuseFP } from './refusals';

export interface FPScenario {
  id: string;
  name: { en: string; ru: string };
  map: HexMapSpec;
  lastTurn: number;
  objective?: FPState['objective'];
  sides: FPState['sides'];
  soldiers: (Omit<Soldier, 'running' | 'suppressed' | 'stunned' | 'status' | 'posture' | 'across'> & { posture?: Soldier['posture'] })[];
}

function setup(scenario: FPScenario, options: FPOptions | undefined, seed: number, players: readonly [string, string]): FPState {
  const soldiers: Record<string, Soldier> = {};
  for (const x of scenario.soldiers) {
    soldiers[x.id] = { ...x, pos: { ...x.pos }, posture: x.posture ?? 'standing', running: false, suppressed: false, stunned: false, status: 'ok', across: null };
  }
  const postureRule = options?.postureRule ?? 'examples';
  if (postureRule !== 'examples' && postureRule !== 'text') refuseFP('badPostureOption', { option: String(postureRule) });
  const secondRing = options?.secondRing ?? 'on';
  if (secondRing !== 'on' && secondRing !== 'off') refuseFP('badSecondRingOption', { option: String(secondRing) });
  const s: FPState = {
    system: 'firepower', scenarioId: scenario.id, map: scenario.map, players: [players[0], players[1]], sides: scenario.sides,
    soldiers, order: scenario.soldiers.map((x) => x.id), turn: 1, lastTurn: scenario.lastTurn, chips: [], phase: 'draw',
    active: null, impulse: 1, current: null, acted: [], fought: [], result: null, objective: scenario.objective ?? null, postureRule, secondRing: secondRing === 'on', rng: initialRngState(seed),
  };
  fillChips(s);
  return s;
}

function legalActions(s: FPState): FPAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'draw') return [{ type: 'drawChip' }];
  if (!s.current) {
    const ready = s.order.map((id) => s.soldiers[id]!).filter((x) => x.side === s.active && x.status === 'ok' && !s.acted.includes(x.id));
    // FP-5, FP-13: a soldier alone, or the soldiers who share a hex as one stack.
    const stacks = new Map<string, string[]>();
    for (const x of ready) stacks.set(`${x.pos.q},${x.pos.r}`, [...(stacks.get(`${x.pos.q},${x.pos.r}`) ?? []), x.id]);
    const stackStarts = [...stacks.values()].filter((ids) => ids.length > 1).map((ids) => ({ type: 'startImpulse' as const, soldierIds: ids }));
    return [...ready.map((x) => ({ type: 'startImpulse' as const, soldierIds: [x.id] })), ...stackStarts, { type: 'endImpulse' }];
  }
  const out: FPAction[] = [{ type: 'endImpulse' }];
  for (const id of s.current.soldierIds) {
    const x = s.soldiers[id]!;
    for (const f of [0, 1, 2, 3, 4, 5] as HexSide[]) if (f !== x.facing) out.push({ type: 'turn', soldierId: id, facing: f });
    out.push({ type: 'posture', soldierId: id, posture: x.posture === 'prone' ? 'standing' : 'prone' });
    out.push({ type: 'enter', soldierId: id, to: neighbor(x.pos, x.facing) });
    out.push({ type: 'cross', soldierId: id });
    // Combat: fire at, throw at and melee each enemy (the rules below keep what is possible).
    for (const e of s.order.map((k) => s.soldiers[k]!).filter((k) => k.side !== x.side && k.status === 'ok')) {
      // FP-28, FP-29: one burst at him, and with a selective-fire weapon its semi-automatic shots, all at him.
      const w = WEAPONS[x.weapon];
      if (w.auto) out.push({ type: 'fire', soldierId: id, targetHex: e.pos, mode: 'auto', shots: [{ targetId: e.id, count: 1 }] });
      if (w.semi) out.push({ type: 'fire', soldierId: id, targetHex: e.pos, mode: 'semi', shots: [{ targetId: e.id, count: w.semi.shots }] });
      if (x.grenades) out.push({ type: 'grenade', soldierId: id, targetHex: e.pos });
      out.push({ type: 'melee', soldierIds: [id], targetHex: e.pos });
      // FP-42: the acting soldiers of his hex who face the same way go in together.
      const together = s.current.soldierIds.filter((k) => s.soldiers[k]!.status === 'ok' && s.soldiers[k]!.facing === x.facing
        && s.soldiers[k]!.pos.q === x.pos.q && s.soldiers[k]!.pos.r === x.pos.r);
      if (together.length > 1 && together[0] === id) out.push({ type: 'melee', soldierIds: together, targetHex: e.pos });
    }
  }
  // Only what the rules accept: try each on a copy (cheap: a handful of actions). They are built
  // here, well formed, so they skip apply's check of actions from outside.
  return out.filter((a) => {
    try {
      applyChecked(s, a, { roll: () => 1 });
      return true;
    } catch {
      return false;
    }
  });
}

export const firepower: Ruleset<FPState, FPAction, FPScenario> = {
  id: 'firepower',
  setup,
  legalActions,
  apply,
  preview,
  actor: (s) => (s.phase === 'impulse' ? (s.active as Side) : null),
  actors: (s) => (s.phase === 'impulse' ? [s.active as Side] : s.phase === 'draw' ? [0, 1] : []),
  // Firepower has no secret choices: a player's view only lacks the dice generator state.
  playerView: (s) => ({ ...s, rng: [] }),
  secret: () => false,
  winner: (s) => s.result?.winner ?? null,
  isOver: (s) => s.phase === 'over',
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};
