// Invariants of a Legends of the Old West state, and which fighters an action concerns.
import { circleOverlapsPolygon } from '../../../src/core/table/geometry';
import { BASE_RADIUS, type Vec } from '../../../src/core/table/types';
import { oldwest } from '../../../src/rules/oldwest/index';
import { MOUNTS } from '../../../src/rules/oldwest/profiles';
import { isMountTarget, riderOf } from '../../../src/rules/oldwest/riders';
import { parseOWAction } from '../../../src/rules/oldwest/schema';
import { narrate } from '../../../src/ui/oldwest/narration';
import type { OWAction, OWState } from '../../../src/rules/oldwest/types';
import { pickByKind, type SystemChecks } from './play';
import { ensure, type At } from './violation';

/** Rounding allowed on distances, in inches. Bases closer than 2R - this overlap. */
export const OVERLAP_EPS = 1e-6;

/** Answers to each kind of decision the rules may wait for. */
const ANSWERS: Record<NonNullable<OWState['pending']>['kind'], OWAction['type'][]> = {
  hills: ['hillsTest', 'rout'],
  chooseFight: ['resolveFight'],
  backOff: ['backOff'],
  strike: ['strike'],
  fame: ['fame'],
  fameBid: ['fameBid'],
  fortune: ['fortune'],
  heroics: ['declareHeroics'],
};

interface Base {
  id: string;
  pos: Vec;
}

/** Living fighters and loose mounts: everything with a base on the table. */
export function bases(s: OWState): Base[] {
  const out: Base[] = s.order.map((id) => s.fighters[id]!).filter((f) => f.status === 'ok').map((f) => ({ id: f.id, pos: f.pos }));
  for (const m of Object.values(s.mounts ?? {})) out.push({ id: m.id, pos: m.pos });
  return out;
}

function checkCounts(s: OWState, at: At): void {
  for (const id of s.order) {
    const f = s.fighters[id]!;
    for (const [what, v] of [['woundsLost', f.woundsLost], ['mountWounds', f.mountWounds ?? 0], ['fame', f.fame], ['fortune', f.fortune], ['moveUsed', f.moveUsed]] as const) {
      ensure(v >= 0, 'no-negative-counts', at, id, () => `${what} is ${v}`);
    }
    ensure(f.fame <= f.profile.fame && f.fortune <= f.profile.fortune, 'pools-within-profile', at, id,
      () => `Fame ${f.fame}/${f.profile.fame}, Fortune ${f.fortune}/${f.profile.fortune}`);
    if (f.status === 'ok') {
      ensure(f.woundsLost < f.profile.w, 'living-have-wounds-left', at, id, () => `in the fight with ${f.woundsLost} of ${f.profile.w} wounds lost`);
      if (f.mount) ensure((f.mountWounds ?? 0) < MOUNTS[f.mount].w, 'living-mounts-have-wounds-left', at, id, () => `rides a ${f.mount} with ${f.mountWounds} wounds lost`);
    }
  }
}

function checkTable(s: OWState, at: At): void {
  const { width, height, terrain } = s.table;
  const r = BASE_RADIUS;
  const all = bases(s);
  for (const b of all) {
    const { x, y } = b.pos;
    ensure(x >= r - OVERLAP_EPS && y >= r - OVERLAP_EPS && x <= width - r + OVERLAP_EPS && y <= height - r + OVERLAP_EPS, 'every-unit-on-the-table', at, b.id,
      () => `its base at (${x}, ${y}) is not inside the ${width}"x${height}" table`);
    for (const t of terrain) {
      if (t.kind !== 'building') continue;
      ensure(!circleOverlapsPolygon(b.pos, r - OVERLAP_EPS, t.poly), 'every-unit-on-the-table', at, b.id, () => `its base at (${x}, ${y}) is inside the building '${t.id}'`);
    }
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const d = Math.hypot(a.pos.x - b.pos.x, a.pos.y - b.pos.y);
      ensure(d >= 2 * r - OVERLAP_EPS, 'no-overlapping-bases', at, `${a.id} and ${b.id}`, () => `their centres are ${d.toFixed(4)}" apart (bases touch at ${2 * r}")`);
    }
  }
}

function checkFlow(s: OWState, at: At): void {
  const ids = s.fights.map((f) => f.id);
  ensure(new Set(ids).size === ids.length, 'fights-told-apart', at, null, () => `two fights share an id: ${ids.join(', ')}`);
  for (const f of s.fights) {
    const sides = new Set(f.fighterIds.map((id) => s.fighters[id]?.side));
    ensure(f.resolved || sides.size === 2, 'fights-told-apart', at, f.id, () => `an unresolved fight of one side only: ${f.fighterIds.join(', ')}`);
  }
  ensure((s.phase === 'over') === (s.result !== null), 'over-means-a-result', at, null, () => `phase ${s.phase} with result ${JSON.stringify(s.result)}`);
  if (s.phase === 'over') ensure(s.pending === null && s.queue.length === 0, 'over-means-a-result', at, null, () => 'the game is over with a decision or steps still waiting');
  const p = s.pending;
  if (!p) {
    ensure(s.queue.length === 0 || s.heroics !== null, 'no-stalled-steps', at, null, () => `${s.queue.length} steps wait with no decision pending: ${s.queue.map((q) => q.t).join(', ')}`);
    return;
  }
  ensure(oldwest.actor(s) === p.side, 'pending-decision-answerable', at, null, () => `a ${p.kind} decision of side ${p.side} but the actor is ${oldwest.actor(s)}`);
  const who = 'fighterId' in p ? p.fighterId : p.kind === 'strike' ? p.strikerId : p.kind === 'hills' ? p.testerId : null;
  if (who) ensure(s.fighters[who]?.status === 'ok', 'pending-decision-answerable', at, who, () => `a ${p.kind} decision waits on a fighter who is ${s.fighters[who]?.status ?? 'unknown'}`);
}

/** The fighters an action sets to work, and the ones it aims at. */
export function subjectsOf(s: OWState, a: OWAction): { acting: string[]; aimedAt: string[] } {
  const p = s.pending;
  switch (a.type) {
    case 'move': case 'standUp': case 'leaveTable': case 'mount': case 'dismount': case 'backOff':
      return { acting: [a.fighterId], aimedAt: [] };
    case 'charge': case 'shoot':
      return { acting: [a.fighterId], aimedAt: [a.targetId] };
    case 'strike':
      return { acting: p?.kind === 'strike' ? [p.strikerId] : [], aimedAt: [isMountTarget(a.targetId) ? riderOf(a.targetId) : a.targetId] };
    case 'fame': case 'fameBid': case 'fortune':
      return { acting: p && 'fighterId' in p ? [p.fighterId] : [], aimedAt: [] };
    case 'hillsTest': case 'rout':
      return { acting: p?.kind === 'hills' ? [p.testerId] : [], aimedAt: [] };
    case 'declareHeroics':
      return { acting: a.heroIds, aimedAt: [] };
    default:
      return { acting: [], aimedAt: [] };
  }
}

export const oldWestChecks: SystemChecks<OWState, OWAction> = {
  state(s, at) {
    checkCounts(s, at);
    checkTable(s, at);
    checkFlow(s, at);
  },
  subjects(s, a, at) {
    const { acting, aimedAt } = subjectsOf(s, a);
    for (const id of acting) ensure(s.fighters[id]?.status === 'ok', 'no-dead-unit-acts', at, id, () => `${JSON.stringify(a)} was accepted for a fighter who is ${s.fighters[id]?.status ?? 'unknown'}`);
    for (const id of aimedAt) ensure(s.fighters[id]?.status === 'ok', 'no-dead-unit-targeted', at, id, () => `${JSON.stringify(a)} aims at a fighter who is ${s.fighters[id]?.status ?? 'unknown'}`);
  },
  offer(s, legal, at) {
    const p = s.pending;
    if (!p) return;
    const answers = ANSWERS[p.kind];
    const wrong = legal.find((a) => !answers.includes(a.type));
    ensure(!wrong, 'pending-decision-answerable', at, null, () => `a ${p.kind} decision is pending but ${JSON.stringify(wrong)} is offered`);
  },
  pick: (legal, choice) => pickByKind(legal, choice, ['endPhase', 'rout']),
  split: (s) => ({ moving: { ...s, table: null }, fixed: s.table }),
  narrate,
  unsaveable: (a) => {
    const parsed = parseOWAction(JSON.parse(JSON.stringify(a)));
    return parsed.ok ? null : parsed.error;
  },
};
