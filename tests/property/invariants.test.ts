// The invariant checks themselves: each one fails, naming itself, the action and the unit, on a
// state or a game that breaks it (a check that cannot fail would prove nothing).
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/core/ruleset';
import { firepower, type FPScenario } from '../../src/rules/firepower/index';
import { FP_SCENARIOS } from '../../src/rules/firepower/scenarios';
import type { FPAction, FPState } from '../../src/rules/firepower/types';
import { oldwest } from '../../src/rules/oldwest/index';
import { LIVERY_YARD } from '../../src/rules/oldwest/scenarios';
import type { OWScenario } from '../../src/rules/oldwest/scenarioTypes';
import type { OWAction, OWState } from '../../src/rules/oldwest/types';
import { firepowerChecks } from './invariants/firepower';
import { oldWestChecks } from './invariants/oldwest';
import { checkEvents, playChecked } from './invariants/play';
import { InvariantError } from './invariants/violation';

const at = { action: 7, last: { type: 'endPhase' } };
const owStart = () => oldwest.setup(LIVERY_YARD, {}, 1, ['Anna', 'Boris']);
const fpStart = () => firepower.setup(FP_SCENARIOS.meeting!, {}, 1, ['Anna', 'Boris']);

/** The InvariantError a call throws (or fails the test). */
function broken(fn: () => void): InvariantError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvariantError) return e;
    throw e;
  }
  throw new Error('no invariant broke');
}

describe('Old West invariants catch a broken state', () => {
  it('a clean setup passes every check', () => {
    expect(() => oldWestChecks.state(owStart(), { action: 0 })).not.toThrow();
  });

  it('negative wounds, two bases on one spot, a base off the table, a dead man acting', () => {
    const s = owStart();
    s.fighters['0:cole']!.woundsLost = -1;
    expect(broken(() => oldWestChecks.state(s, at))).toMatchObject({ invariant: 'no-negative-counts', action: 7, unit: '0:cole' });
    const t = owStart();
    t.fighters['1:kane']!.pos = { x: t.fighters['0:cole']!.pos.x + 0.5, y: t.fighters['0:cole']!.pos.y };
    const e = broken(() => oldWestChecks.state(t, at));
    expect(e).toMatchObject({ invariant: 'no-overlapping-bases', unit: '0:cole and 1:kane' });
    expect(e.message).toMatch(/^invariant "no-overlapping-bases" broke after action 7 \{"type":"endPhase"\} for 0:cole and 1:kane: their centres are 0\.5000" apart/);
    const u = owStart();
    u.fighters['1:dutch']!.pos = { x: 35.8, y: 10 };
    expect(broken(() => oldWestChecks.state(u, at))).toMatchObject({ invariant: 'every-unit-on-the-table', unit: '1:dutch' });
    const v = owStart();
    v.fighters['0:bell']!.status = 'out';
    expect(broken(() => oldWestChecks.subjects(v, { type: 'move', fighterId: '0:bell', to: { x: 1, y: 1 } }, at))).toMatchObject({ invariant: 'no-dead-unit-acts', unit: '0:bell' });
  });

  it('a pending decision offered something that does not answer it', () => {
    const s: OWState = { ...owStart(), phase: 'fight', pending: { kind: 'chooseFight', side: 0 } };
    expect(broken(() => oldWestChecks.offer(s, [{ type: 'endPhase' }], at))).toMatchObject({ invariant: 'pending-decision-answerable' });
  });
});

describe('Firepower invariants catch a broken state', () => {
  it('a soldier off the map, enemies sharing a hex, negative MF', () => {
    expect(() => firepowerChecks.state(fpStart(), { action: 0 })).not.toThrow();
    const s = fpStart();
    s.soldiers['red-lmg']!.pos = { q: 200, r: 3 };
    expect(broken(() => firepowerChecks.state(s, at))).toMatchObject({ invariant: 'every-unit-on-the-map', unit: 'red-lmg' });
    const t = fpStart();
    t.soldiers['red-lmg']!.pos = { ...t.soldiers['blue-lmg']!.pos };
    expect(broken(() => firepowerChecks.state(t, at))).toMatchObject({ invariant: 'no-enemies-share-a-hex' });
    const u: FPState = { ...fpStart(), phase: 'impulse', active: 0, current: { soldierIds: ['blue-lmg'], mf: { 'blue-lmg': -1 }, entered: {}, spent: {}, firedFrom: [], after: {} } };
    expect(broken(() => firepowerChecks.state(u, at))).toMatchObject({ invariant: 'no-negative-counts', unit: 'blue-lmg' });
  });
});

describe('The log invariants catch an event a player could not read', () => {
  it('an event with no words, a die missing from its sentence, a roll under no rule', () => {
    expect(() => checkEvents(oldWestChecks, [{ type: 'dropRolled', rule: 'OW-GAP-1', rolls: [4, 2], params: { p0: 'Anna', p1: 'Boris', tie: false, winner: 'Anna' } }], at)).not.toThrow();
    expect(broken(() => checkEvents(oldWestChecks, [{ type: 'somethingNew', params: {} }], at))).toMatchObject({ invariant: 'events-narrated' });
    expect(broken(() => checkEvents(oldWestChecks, [{ type: 'stoodUp', rule: 'OW-GAP-2', rolls: [5], params: { fighter: 'Cole' } }], at))).toMatchObject({ invariant: 'events-narrated' });
    expect(broken(() => checkEvents(firepowerChecks, [{ type: 'melee', rolls: [3], params: { attackers: 1, defenders: 1, modifier: 0, won: true } }], at))).toMatchObject({ invariant: 'rolls-name-their-rule' });
  });
});

describe('The game runner catches broken rules', () => {
  const game = { scenario: LIVERY_YARD, options: {}, seed: 3, choices: Array.from({ length: 30 }, (_, i) => i * 7 + 1) };
  const play = (rules: Ruleset<OWState, OWAction, OWScenario>, probe = 0) => playChecked(rules, oldWestChecks, game, { probe });

  it('the real rules pass and replay', () => {
    expect(play(oldwest, 2).actions).toHaveLength(30);
  });

  it('a legal action the rules refuse', () => {
    const offersTooMuch = { ...oldwest, legalActions: (s: OWState) => [...oldwest.legalActions(s), { type: 'standUp' as const, fighterId: '0:cole' }] };
    expect(broken(() => play(offersTooMuch, 40))).toMatchObject({ invariant: 'legal-actions-accepted', action: 0 });
  });

  it('a game that is not over and offers nothing', () => {
    const stuck = { ...oldwest, legalActions: (s: OWState) => (s.phase === 'move' ? [] : oldwest.legalActions(s)) };
    expect(broken(() => play(stuck))).toMatchObject({ invariant: 'ends-or-offers-an-action', action: 1 });
  });

  it('apply changing the state it was given', () => {
    const mutates = { ...oldwest, apply: (s: OWState, a: OWAction, d: Parameters<typeof oldwest.apply>[2]) => {
      const r = oldwest.apply(s, a, d);
      s.turn += 1;
      return r;
    } };
    expect(broken(() => play(mutates))).toMatchObject({ invariant: 'apply-leaves-its-input', action: 0 });
  });

  it('a replay that does not reach the same states', () => {
    let calls = 0;
    const impure = { ...oldwest, apply: (s: OWState, a: OWAction, d: Parameters<typeof oldwest.apply>[2]) => {
      const r = oldwest.apply(s, a, d);
      calls += 1;
      return calls === 5 ? { ...r, state: { ...r.state, lastDrop: r.state.lastDrop === 0 ? 1 : 0 } as OWState } : r;
    } };
    expect(broken(() => play(impure))).toMatchObject({ invariant: 'replay-same-hash', action: 5 });
  });

  it('an action that would not load from a save', () => {
    const fpGame = { scenario: FP_SCENARIOS.meeting! as FPScenario, options: {}, seed: 1, choices: [1, 2, 3] };
    const sloppy = { ...firepower, legalActions: (s: FPState): FPAction[] => firepower.legalActions(s).map((a) => (a.type === 'drawChip' ? { ...a, note: 'x' } as FPAction : a)) };
    expect(broken(() => playChecked(sloppy, firepowerChecks, fpGame, { probe: 0 }))).toMatchObject({ invariant: 'actions-fit-the-save-format', action: 0 });
  });
});
