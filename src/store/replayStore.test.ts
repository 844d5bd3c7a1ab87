import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initialRngState } from '../core/dice';
import { stateHash } from '../core/match';
import type { Ruleset } from '../core/ruleset';
import { createMemoryStorage } from './db';
import { createMatchStore, type SystemRuntime } from './matchStore';
import { createReplayStore, logUpTo, shownMatchOf, STEP_MS, turnSteps } from './replayStore';

// A tiny game with turns: 'add' adds n to the total, 'end' starts the next turn.
interface TState { turn: number; total: number; rng: number[] }
type TAction = { type: 'add'; n: number } | { type: 'end' };
const rules: Ruleset<TState, TAction, { id: string }> = {
  id: 'oldwest',
  setup: (_sc, _o, seed) => ({ turn: 1, total: 0, rng: initialRngState(seed) }),
  legalActions: () => [{ type: 'end' }],
  apply: (s, a) =>
    a.type === 'end'
      ? { state: { ...s, turn: s.turn + 1 }, events: [{ type: 'turnStart', rule: 'T-1', params: { turn: s.turn + 1 } }] }
      : { state: { ...s, total: s.total + a.n }, events: [{ type: 'add', rule: 'T-2', params: { total: s.total + a.n } }] },
  preview: () => null,
  actor: () => null,
  actors: () => [0, 1],
  playerView: (s) => s,
  secret: () => false,
  winner: () => null,
  isOver: () => false,
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};
const runtime: SystemRuntime<TState, TAction, { id: string }> = {
  rules,
  scenario: (id) => (id === 'basic' ? { id } : null),
  actionSchema: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('add'), n: z.number() }), z.strictObject({ type: z.literal('end') })]),
};

/** A match with 6 actions over three turns (turn 2 starts after action 2, turn 3 after action 5). */
function setup() {
  const storage = createMemoryStorage();
  const match = createMatchStore({ storage, newId: () => 'm1', now: () => 5 });
  match.getState().newMatch({ system: 'oldwest', scenarioId: 'basic', players: ['Ann', 'Bob'], seed: 3, runtime: runtime as never });
  for (const a of [{ type: 'add', n: 1 }, { type: 'end' }, { type: 'add', n: 2 }, { type: 'add', n: 3 }, { type: 'end' }, { type: 'add', n: 4 }]) {
    expect(match.getState().dispatch(a)).toMatchObject({ ok: true });
  }
  const timers: { fn: () => void; ms: number }[] = [];
  let entered = 0;
  const replay = createReplayStore({
    match,
    onEnter: () => entered++,
    setTimer: (fn, ms) => timers.push({ fn, ms }) - 1,
    clearTimer: (h) => void (timers[h as number] = { fn: () => undefined, ms: -1 }),
  });
  /** Runs the next pending timer; returns its delay. */
  const tick = () => {
    const t = timers.find((x) => x.ms >= 0);
    if (!t) return null;
    t.ms = -1 - t.ms;
    t.fn();
    return -1 - t.ms;
  };
  const shown = () => shownMatchOf(match, replay);
  return { storage, match, replay, tick, shown, entered: () => entered };
}

const total = (s: unknown) => (s as TState).total;

describe('replay', () => {
  it('shows the setup on entering, the log up to the step, and the live match unchanged on leaving', () => {
    const { match, replay, shown, entered } = setup();
    const before = match.getState();
    const hash = stateHash(before.record);
    replay.getState().enter(0);
    expect(entered()).toBe(1);
    expect(shown()).toMatchObject({ replaying: true, actions: 0, log: [] });
    expect(total(shown().state)).toBe(0);
    replay.getState().go(4);
    expect(total(shown().state)).toBe(6);
    expect(shown().log.map((e) => e.action)).toEqual([0, 1, 2, 3]);
    replay.getState().exit();
    const after = match.getState();
    expect(shown()).toMatchObject({ replaying: false, actions: 6 });
    expect(after.record).toBe(before.record);
    expect(after.state).toBe(before.state);
    expect(stateHash(after.record)).toBe(hash);
    expect(total(after.state)).toBe(10);
  });

  it('steps first, back, forward and last, and clamps to the match', () => {
    const { replay } = setup();
    const r = () => replay.getState();
    r().enter(99);
    expect(r().step).toBe(6);
    r().forward();
    expect(r().step).toBe(6);
    r().back();
    r().back();
    expect(r().step).toBe(4);
    r().first();
    expect(r().step).toBe(0);
    r().back();
    expect(r().step).toBe(0);
    r().go(-3);
    expect(r().step).toBe(0);
    r().go(2.7);
    expect(r().step).toBe(2);
    r().last();
    expect(r().step).toBe(6);
  });

  it('plays one step per second at 1x, faster at 4x, and stops at the last step', () => {
    const { replay, tick } = setup();
    const r = () => replay.getState();
    r().enter(0);
    r().play();
    expect(r().playing).toBe(true);
    expect(tick()).toBe(STEP_MS);
    expect(r().step).toBe(1);
    r().setSpeed(4);
    expect(tick()).toBe(STEP_MS / 4);
    expect(r().step).toBe(2);
    r().setSpeed(0.5);
    expect(tick()).toBe(STEP_MS * 2);
    while (tick() !== null);
    expect(r().step).toBe(6);
    expect(r().playing).toBe(false);
    // From the last step, play starts again at the setup.
    r().toggle();
    expect(r()).toMatchObject({ step: 0, playing: true });
    r().toggle();
    expect(r().playing).toBe(false);
    expect(tick()).toBe(null);
    expect(r().step).toBe(0);
  });

  it('does not play outside the replay, and stepping pauses playback', () => {
    const { replay, tick } = setup();
    const r = () => replay.getState();
    r().play();
    expect(r().playing).toBe(false);
    r().enter(1);
    r().play();
    r().forward();
    expect(r()).toMatchObject({ step: 2, playing: false });
    expect(tick()).toBe(null);
  });

  it('lists each turn with its first step', () => {
    const { match } = setup();
    expect(turnSteps(match.getState().replay!.turns)).toEqual([
      { turn: 1, step: 0 },
      { turn: 2, step: 2 },
      { turn: 3, step: 5 },
    ]);
  });

  it('adds bookmarks at the shown step, keeps labels as typed text, saves them, and deletes them', async () => {
    const { match, replay, storage } = setup();
    const r = () => replay.getState();
    r().enter(3);
    expect(r().addBookmark('   ')).toBe(false);
    expect(r().addBookmark('  <img src=x onerror=alert(1)>  ')).toBe(true);
    r().go(1);
    expect(r().addBookmark('Opening')).toBe(true);
    const marks = [{ action: 1, label: 'Opening' }, { action: 3, label: '<img src=x onerror=alert(1)>' }];
    expect(match.getState().record!.bookmarks).toEqual(marks);
    await match.getState().flush();
    expect(await storage.loadMatch('m1')).toMatchObject({ bookmarks: marks, actions: match.getState().record!.actions });
    r().removeBookmark(0);
    r().removeBookmark(5);
    expect(match.getState().record!.bookmarks).toEqual([marks[1]]);
    expect(match.getState().record!.actions).toHaveLength(6);
  });

  it('ends when the match closes, and clamps when the match gets shorter', () => {
    const { match, replay } = setup();
    const r = () => replay.getState();
    r().enter(6);
    expect(match.getState().undo(1)).toBe(1);
    expect(r()).toMatchObject({ on: true, step: 5 });
    match.getState().closeMatch();
    expect(r().on).toBe(false);
  });

  it('logUpTo leaves out app notes', () => {
    const log = [{ action: 0, event: { type: 'a' } }, { action: null, event: { type: 'note' } }, { action: 1, event: { type: 'b' } }];
    expect(logUpTo(log, 1)).toEqual([log[0]]);
    expect(logUpTo(log, 2)).toEqual([log[0], log[2]]);
  });
});
