import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initialRngState } from '../core/dice';
import { RuleError, type Ruleset } from '../core/ruleset';
import { createMemoryStorage, MEMORY_FALLBACK_WARNING, type MatchStorage } from './db';
import { createMatchStore, HELD_ELSEWHERE, type SystemRuntime } from './matchStore';
import { createTabHolder } from './tabHolder';
import { channelLocks, type TabChannel, type TabMessage } from './tabLocks';

const WORDS = { tooMuch: 'too much' } as const;
const refusal = (code: keyof typeof WORDS = 'tooMuch') => new RuleError(code, {}, (c) => WORDS[c as keyof typeof WORDS]);

// A counter game: 'add' adds n; 'roll' adds a d6.
interface CState { total: number; rng: number[] }
type CAction = { type: 'roll' } | { type: 'add'; n: number };
const rules: Ruleset<CState, CAction, { id: string }> = {
  id: 'oldwest',
  setup: (_sc, _o, seed) => ({ total: 0, rng: initialRngState(seed) }),
  legalActions: () => [{ type: 'add', n: 1 }],
  apply(state, action, dice) {
    const add = action.type === 'roll' ? dice.roll(6) : action.n;
    if (add > 10) throw refusal();
    return { state: { ...state, total: state.total + add }, events: [{ type: action.type, rule: 'C-1', rolls: [], params: {} }] };
  },
  preview: () => null, actor: () => null, actors: () => [0, 1], playerView: (s) => s, secret: () => false,
  winner: () => null, isOver: () => false, rngState: (s) => s.rng, withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};
const runtime: SystemRuntime<CState, CAction, { id: string }> = {
  rules,
  scenario: (id) => (id === 'basic' ? { id } : null),
  actionSchema: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('roll') }), z.strictObject({ type: z.literal('add'), n: z.number() })]),
};

/** Tabs of one browser: a message posted by one reaches every other. */
function bus() {
  const handlers: { tab: number; fn: (m: TabMessage) => void }[] = [];
  return (tab: number): TabChannel => ({
    post: (m) => queueMicrotask(() => handlers.filter((h) => h.tab !== tab).forEach((h) => h.fn(structuredClone(m)))),
    listen(fn) {
      const h = { tab, fn };
      handlers.push(h);
      return () => void handlers.splice(handlers.indexOf(h), 1);
    },
  });
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const total = (s: { getState(): { state: unknown } }) => (s.getState().state as CState).total;

function tab(storage: MatchStorage, channel: TabChannel) {
  const match = createMatchStore({ storage, newId: () => 'm1', newSeed: () => 1 });
  const holder = createTabHolder({ match, storage, locks: channelLocks(channel, 20), channel, releaseWaitMs: 200 });
  return { match, holder };
}

describe('two tabs on one match', () => {
  it('one tab holds the match, the other follows read-only and can take it over without losing a move', async () => {
    const storage = createMemoryStorage();
    const link = bus();
    const a = tab(storage, link(1));
    expect(a.match.getState().newMatch({ system: 'oldwest', scenarioId: 'basic', players: ['Ann', 'Bob'], runtime }).ok).toBe(true);
    await tick(40);
    expect(a.holder.getState().role).toBe('holder');
    a.match.getState().dispatch({ type: 'add', n: 2 });
    await a.match.getState().flush();

    const b = tab(storage, link(2));
    expect((await b.match.getState().continueCurrent(() => runtime)).ok).toBe(true);
    await tick(40);
    expect(b.holder.getState().role).toBe('viewer');
    expect(b.match.getState().dispatch({ type: 'add', n: 1 })).toMatchObject({ ok: false, error: HELD_ELSEWHERE });
    expect(b.match.getState().undo()).toBe(0);

    a.match.getState().dispatch({ type: 'add', n: 3 });
    a.match.getState().dispatch({ type: 'roll' });
    await a.match.getState().flush();
    await tick(20);
    expect(b.match.getState().record!.actions).toEqual(a.match.getState().record!.actions);
    expect(total(b.match)).toBe(total(a.match));

    // A move the holder makes while the other tab takes over is kept.
    const taking = b.holder.getState().takeOver();
    expect(a.match.getState().dispatch({ type: 'add', n: 4 }).ok).toBe(true);
    await taking;
    expect(a.holder.getState().role).toBe('viewer');
    expect(b.holder.getState().role).toBe('holder');
    expect(b.match.getState().record!.actions).toHaveLength(4);
    expect(a.match.getState().dispatch({ type: 'add', n: 1 }).ok).toBe(false);
    expect(b.match.getState().dispatch({ type: 'add', n: 5 }).ok).toBe(true);
    await b.match.getState().flush();
    await tick(20);
    expect(a.match.getState().record!.actions).toHaveLength(5);
    expect(((await storage.loadMatch('m1')) as { actions: unknown[] }).actions).toHaveLength(5);
    expect(total(a.match)).toBe(total(b.match));
  });
});

describe('storage warning', () => {
  it('goes away once a save works again, but not the warning that nothing is kept', async () => {
    const memory = createMemoryStorage();
    let fail = true;
    const flaky: MatchStorage = { ...memory, saveMatch: (r, o) => (fail ? Promise.reject(new Error('quota exceeded')) : memory.saveMatch(r, o)) };
    const match = createMatchStore({ storage: flaky, newId: () => 'm1', newSeed: () => 1 });
    match.getState().newMatch({ system: 'oldwest', scenarioId: 'basic', players: ['Ann', 'Bob'], runtime });
    await match.getState().flush();
    expect(match.getState().storageWarning).toMatch(/could not be saved/);
    fail = false;
    match.getState().dispatch({ type: 'add', n: 1 });
    await match.getState().flush();
    expect(match.getState().storageWarning).toBeNull();
    match.getState().setStorageWarning(MEMORY_FALLBACK_WARNING);
    match.getState().dispatch({ type: 'add', n: 1 });
    await match.getState().flush();
    expect(match.getState().storageWarning).toBe(MEMORY_FALLBACK_WARNING);
  });
});
