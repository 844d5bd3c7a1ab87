// Invariants of a Firepower state, and which soldiers an action concerns.
import { hexKey } from '../../../src/core/hex/hexMath';
import { firepower } from '../../../src/rules/firepower/index';
import { MF } from '../../../src/rules/firepower/impulse';
import { fpActionSchema } from '../../../src/rules/firepower/schema';
import { onMap } from '../../../src/rules/firepower/terrain';
import { narrateFP } from '../../../src/ui/firepower/narration';
import type { FPAction, FPState } from '../../../src/rules/firepower/types';
import { pickByKind, type SystemChecks } from './play';
import { ensure, type At } from './violation';

function checkSoldiers(s: FPState, at: At): void {
  const holders = new Map<string, Set<number>>();
  for (const id of s.order) {
    const x = s.soldiers[id]!;
    ensure([0, 1, 2, 3, 4, 5].includes(x.facing), 'valid-facing-and-posture', at, id, () => `facing ${x.facing}`);
    ensure(x.posture === 'standing' || x.posture === 'prone', 'valid-facing-and-posture', at, id, () => `posture ${x.posture} (the basic game has standing and prone)`);
    if (x.status !== 'ok') continue;
    ensure(onMap(s.map, x.pos), 'every-unit-on-the-map', at, id, () => `at hex (${x.pos.q}, ${x.pos.r}), off the ${s.map.cols}x${s.map.rows} map`);
    const k = hexKey(x.pos);
    holders.set(k, (holders.get(k) ?? new Set()).add(x.side));
  }
  // FP-40..FP-43: a melee always eliminates one side of the hex, so enemies never share one.
  for (const [k, sides] of holders) ensure(sides.size === 1, 'no-enemies-share-a-hex', at, k, () => 'soldiers of both sides stand in this hex');
}

function checkImpulse(s: FPState, at: At): void {
  const c = s.current;
  if (!c) return;
  for (const [what, table] of [['mf', c.mf], ['entered', c.entered], ['spent', c.spent], ['after', c.after]] as const) {
    for (const [id, v] of Object.entries(table)) ensure(v >= 0, 'no-negative-counts', at, id, () => `${what} is ${v}`);
  }
  for (const [id, v] of Object.entries(c.mf)) ensure(v <= MF, 'mf-within-allowance', at, id, () => `${v} MF left of ${MF}`);
  for (const id of c.soldierIds) {
    const x = s.soldiers[id];
    ensure(!!x && x.side === s.active, 'impulse-of-the-active-side', at, id, () => `acting in an impulse of side ${s.active}`);
  }
}

function checkFlow(s: FPState, at: At): void {
  ensure((s.phase === 'over') === (s.result !== null), 'over-means-a-result', at, null, () => `phase ${s.phase} with result ${JSON.stringify(s.result)}`);
  ensure(s.phase === 'over' || s.turn <= s.lastTurn, 'ends-after-the-last-turn', at, null, () => `turn ${s.turn} of ${s.lastTurn} and the game goes on`);
  ensure(s.phase !== 'draw' || s.chips.length > 0, 'a-chip-to-draw', at, null, () => 'the draw phase has no chip left in the pool');
  ensure(s.phase !== 'impulse' || s.active !== null, 'impulse-of-the-active-side', at, null, () => 'an impulse phase with no side playing it');
  for (const id of [...s.acted, ...s.fought]) ensure(!!s.soldiers[id], 'no-unknown-soldier', at, id, () => 'listed as acting but not in the match');
}

/** The soldiers an action sets to work and the ones it aims at. */
export function subjectsOf(a: FPAction): { acting: string[]; aimedAt: string[] } {
  switch (a.type) {
    case 'startImpulse': case 'melee': return { acting: a.soldierIds, aimedAt: [] };
    case 'enter': case 'turn': case 'posture': case 'grenade': return { acting: [a.soldierId], aimedAt: [] };
    case 'fire': return { acting: [a.soldierId], aimedAt: a.shots.map((x) => x.targetId) };
    default: return { acting: [], aimedAt: [] };
  }
}

export const firepowerChecks: SystemChecks<FPState, FPAction> = {
  state(s, at) {
    checkSoldiers(s, at);
    checkImpulse(s, at);
    checkFlow(s, at);
  },
  subjects(s, a, at) {
    const { acting, aimedAt } = subjectsOf(a);
    for (const id of acting) ensure(s.soldiers[id]?.status === 'ok', 'no-dead-unit-acts', at, id, () => `${JSON.stringify(a)} was offered for a soldier who is ${s.soldiers[id]?.status ?? 'unknown'}`);
    for (const id of aimedAt) ensure(s.soldiers[id]?.status === 'ok', 'no-dead-unit-targeted', at, id, () => `${JSON.stringify(a)} aims at a soldier who is ${s.soldiers[id]?.status ?? 'unknown'}`);
  },
  offer(s, legal, at) {
    // The side playing the impulse (or, between phases, whoever draws) has something to do.
    const actor = firepower.actor(s);
    ensure(s.phase === 'draw' ? actor === null : actor === s.active, 'pending-decision-answerable', at, null, () => `phase ${s.phase} with actor ${actor}`);
    if (s.phase === 'draw') ensure(legal.every((a) => a.type === 'drawChip'), 'pending-decision-answerable', at, null, () => 'between phases only a chip may be drawn');
  },
  pick: (legal, choice) => pickByKind(legal, choice, ['endImpulse']),
  split: (s) => ({ moving: { ...s, map: null }, fixed: s.map }),
  narrate: narrateFP,
  unsaveable: (a) => {
    const parsed = fpActionSchema.safeParse(JSON.parse(JSON.stringify(a)));
    return parsed.success ? null : parsed.error.message;
  },
};
