import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { initialRngState } from '../core/dice';
import { stateHash, type MatchRecord } from '../core/match';
import { RuleError, type Ruleset } from '../core/ruleset';
import { explainShared } from '../i18n/refusals';
import { fill } from '../i18n/words';
import { createMemoryStorage, type MatchStorage } from './db';
import { loadRuntime } from '../systems/registry';
import { createMatchStore, selectUndoable, type SystemRuntime } from './matchStore';

// A counter game: 'roll' adds a d6, 'add' adds n (1..10) without dice; the total may not pass 50.
interface CState {
  total: number;
  limit: number;
  rng: number[];
}
type CAction = { type: 'roll' } | { type: 'add'; n: number };
interface CScenario {
  id: string;
  start: number;
}

// The counter game's refusal codes and their English words, as a game system keeps them.
type CRefusal = 'over' | 'addRange' | 'tooHigh';
const C_WORDS: Record<CRefusal, string> = { over: 'the game is over', addRange: 'add between 1 and 10', tooHigh: 'the total may not pass {max}' };
const refusal = (code: CRefusal, params: Record<string, number> = {}) => new RuleError(code, params, (c, p) => fill('en', C_WORDS[c], p));

const counterRules: Ruleset<CState, CAction, CScenario> = {
  id: 'oldwest',
  setup: (sc, options, seed) => ({ total: sc.start, limit: typeof options.limit === 'number' ? options.limit : 50, rng: initialRngState(seed) }),
  legalActions: (s) => (s.total >= s.limit ? [] : [{ type: 'roll' }, { type: 'add', n: 1 }]),
  apply(state, action, dice) {
    if (state.total >= state.limit) throw refusal('over');
    const add = action.type === 'roll' ? dice.roll(6) : action.n;
    if (action.type === 'add' && (add < 1 || add > 10)) throw refusal('addRange');
    if (state.total + add > state.limit + 6) throw refusal('tooHigh', { max: state.limit + 6 });
    return { state: { ...state, total: state.total + add }, events: [{ type: action.type, rule: 'C-1', rolls: action.type === 'roll' ? [add] : [], params: { total: state.total + add } }] };
  },
  preview: () => null,
  actor: () => null,
  actors: () => [0, 1],
  playerView: (s) => s,
  secret: () => false,
  winner: () => null,
  isOver: (s) => s.total >= s.limit,
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

const counterActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('add'), n: z.number() }),
]);

const scenarios: Record<string, CScenario> = { basic: { id: 'basic', start: 0 } };
const runtime: SystemRuntime<CState, CAction, CScenario> = {
  rules: counterRules,
  scenario: (id) => scenarios[id] ?? null,
  actionSchema: counterActionSchema,
};

function setup(storage: MatchStorage = createMemoryStorage()) {
  let t = 1000;
  const store = createMatchStore({ storage, now: () => ++t, newId: () => 'm1', newSeed: () => 42 });
  return { store, storage };
}

function started(storage?: MatchStorage) {
  const s = setup(storage);
  const r = s.store.getState().newMatch({ system: 'oldwest', scenarioId: 'basic', players: ['Ann', 'Bob'], seed: 7, runtime });
  expect(r).toEqual({ ok: true });
  return s;
}

const total = (st: { getState(): { state: unknown } }) => (st.getState().state as CState).total;

describe('match store', () => {
  it('starts a match and saves it as current', async () => {
    const { store, storage } = started();
    await store.getState().flush();
    expect(await storage.getCurrent()).toBe('m1');
    expect(await storage.loadMatch('m1')).toEqual(store.getState().record);
    expect(store.getState().record).toMatchObject({ format: 5, seed: 7, players: ['Ann', 'Bob'], actions: [], bookmarks: [] });
  });

  it('dispatch appends, updates state and log, and autosaves', async () => {
    const { store, storage } = started();
    expect(store.getState().dispatch({ type: 'add', n: 3 })).toMatchObject({ ok: true, rolled: false });
    const r = store.getState().dispatch({ type: 'roll' });
    expect(r).toMatchObject({ ok: true, rolled: true });
    const s = store.getState();
    expect(s.record!.actions).toEqual([{ type: 'add', n: 3 }, { type: 'roll' }]);
    expect(s.replay!.turns).toHaveLength(3);
    expect(s.replay!.last).toBe(s.state);
    expect(s.replay!.rolled).toEqual([false, true]);
    expect(s.log.map((e) => e.action)).toEqual([0, 1]);
    expect(total(store)).toBeGreaterThan(3);
    await s.flush();
    expect(await storage.loadMatch('m1')).toEqual(s.record);
  });

  it('an illegal action changes nothing but the error, in memory and in storage', async () => {
    const { store, storage } = started();
    store.getState().dispatch({ type: 'add', n: 2 });
    await store.getState().flush();
    const before = store.getState();
    const saved = await storage.loadMatch('m1');

    const r = store.getState().dispatch({ type: 'add', n: 11 });
    expect(r).toMatchObject({ ok: false, error: 'add between 1 and 10' });
    let after = store.getState();
    expect(after.error).toBe('add between 1 and 10');
    expect(after.record).toBe(before.record);
    expect(after.state).toBe(before.state);
    expect(after.log).toBe(before.log);

    expect(store.getState().dispatch({ type: 'teleport' }).ok).toBe(false);
    expect(store.getState().error).toBe("not a valid action: type 'teleport' is not one of 'roll', 'add'");
    // The refusal carries a code and details, so the screen words it in the player's language.
    expect(store.getState().dispatch({ type: 'add', n: 'two' })).toMatchObject({
      ok: false, code: 'badAction', params: { field: 'n', problem: 'wrongType', want: 'number', got: 'text', gotValue: "'two'" },
    });
    expect(explainShared('ru', 'badAction', { field: 'n', problem: 'wrongType', want: 'number', got: 'text', gotValue: "'two'" }))
      .toBe("Недопустимое действие: n: ожидается число, получено текст 'two'.");
    after = store.getState();
    expect(after.record).toBe(before.record);
    await after.flush();
    expect(await storage.loadMatch('m1')).toEqual(saved);

    store.getState().dispatch({ type: 'add', n: 1 });
    expect(store.getState().error).toBeNull();
  });

  it('undo removes unrolled actions and refuses past a roll with a log note', async () => {
    const { store, storage } = started();
    const d = store.getState().dispatch;
    d({ type: 'add', n: 1 });
    d({ type: 'roll' });
    const afterRoll = store.getState().state;
    d({ type: 'add', n: 2 });
    d({ type: 'add', n: 3 });
    expect(selectUndoable(store.getState())).toBe(2);

    expect(store.getState().undo()).toBe(1);
    expect(store.getState().record!.actions).toHaveLength(3);
    expect(store.getState().undo(5)).toBe(1);
    expect(store.getState().record!.actions).toHaveLength(2);
    expect(store.getState().state).toEqual(afterRoll);
    expect(store.getState().log.map((e) => e.action)).toEqual([0, 1]);

    expect(store.getState().undo()).toBe(0);
    const s = store.getState();
    expect(s.record!.actions).toHaveLength(2);
    expect(s.log.at(-1)).toEqual({ action: null, event: { type: 'undoRefused', rule: 'house', params: { reason: 'diceRolled', action: 2 } } });
    await s.flush();
    expect((await storage.loadMatch('m1') as MatchRecord).actions).toHaveLength(2);

    // The replay cache still matches a full replay after undo and more play.
    d({ type: 'add', n: 4 });
    const { store: fresh } = setup(createMemoryStorage());
    expect(fresh.getState().loadRecord(store.getState().record, runtime)).toEqual({ ok: true });
    expect(stateHash(fresh.getState().state)).toBe(stateHash(store.getState().state));
    expect(fresh.getState().log).toEqual(store.getState().log.filter((e) => e.action !== null));
  });

  it('undo of a whole run removes all of it or nothing, when a die rolled within it', () => {
    const { store } = started();
    const d = store.getState().dispatch;
    d({ type: 'roll' });
    d({ type: 'add', n: 1 });
    d({ type: 'add', n: 2 });
    expect(store.getState().undo(3, true)).toBe(0);
    expect(store.getState().record!.actions).toHaveLength(3);
    expect(store.getState().log.at(-1)?.event.type).toBe('undoRefused');
    expect(store.getState().undo(2, true)).toBe(2);
    expect(store.getState().record!.actions).toHaveLength(1);
  });

  it('records which sides the computer plays, and leaves the field out when people play both', async () => {
    const { store, storage } = setup();
    const base = { system: 'oldwest', scenarioId: 'basic', players: ['Ann', 'Bob'] as [string, string], seed: 7, runtime };
    expect(store.getState().newMatch({ ...base, computer: [null, 'hard'] })).toEqual({ ok: true });
    expect(store.getState().record!.computer).toEqual([null, 'hard']);
    await store.getState().flush();
    expect((await storage.loadMatch('m1') as MatchRecord).computer).toEqual([null, 'hard']);
    expect(store.getState().newMatch({ ...base, computer: [null, null] })).toEqual({ ok: true });
    expect(store.getState().record).not.toHaveProperty('computer');
  });

  it('a tampered record reports the refused action and leaves storage and the open match alone', async () => {
    const { store, storage } = started();
    store.getState().dispatch({ type: 'add', n: 5 });
    store.getState().dispatch({ type: 'roll' });
    await store.getState().flush();
    const open = store.getState().record!;
    const stored = await storage.listMatches();

    const tampered = { ...structuredClone(open), id: 'other', actions: [{ type: 'add', n: 5 }, { type: 'add', n: 99 }] };
    const r = store.getState().loadRecord(tampered, runtime);
    expect(r).toEqual({ ok: false, error: 'action 2 was refused by the rules: add between 1 and 10' });
    await store.getState().flush();
    expect(await storage.listMatches()).toEqual(stored);
    expect(await storage.getCurrent()).toBe('m1');
    expect(store.getState().record).toBe(open);
  });

  it('corrupt records give a message naming the problem', () => {
    const { store } = started();
    const good = store.getState().record!;
    const load = (raw: unknown) => {
      const r = store.getState().loadRecord(raw, runtime);
      return r.ok ? 'ok' : r.error;
    };
    expect(load('{"format": 1,')).toMatch(/^not a match record: the text is not valid JSON/);
    expect(load([1, 2])).toBe('not a match record: expected an object, got a list');
    expect(load({ hello: 'world' })).toBe('not a match record: it has no format version');
    expect(load({ ...good, format: 7 })).toBe('unknown format version 7');
    expect(load({ ...good, system: 'chess' })).toBe("unknown game system 'chess'");
    expect(load({ ...good, system: 'ronin' })).toBe("game system 'ronin' cannot be loaded here");
    expect(load({ ...good, players: ['Ann'] })).toBe('players: must have at least 2 items');
    expect(load({ ...good, players: ['Ann', ' '] })).toBe('players[1]: must not be blank');
    expect(load({ ...good, seed: 1.5 })).toBe('seed: expected a whole number');
    expect(load({ ...good, actions: [{ type: 'roll' }, { type: 'roll' }, { type: 'teleport' }] })).toBe(
      "action 3: type 'teleport' is not one of 'roll', 'add'",
    );
    expect(load({ ...good, actions: [{ type: 'add', n: 'x' }] })).toBe("action 1, n: expected a number, got the text 'x'");
    expect(load({ ...good, scenarioId: 'nowhere' })).toBe("unknown scenario 'nowhere' for 'oldwest'");
    expect(load(JSON.stringify({ ...good, actions: [{ type: 'add', n: 2 }] }))).toBe('ok');
    expect(total(store)).toBe(2);
  });

  it('replaying a loaded record gives the same state hash as the live match', () => {
    const action = fc.oneof(fc.constant<CAction>({ type: 'roll' }), fc.integer({ min: 0, max: 11 }).map((n): CAction => ({ type: 'add', n })));
    fc.assert(
      fc.property(fc.integer(), fc.array(action, { maxLength: 30 }), (seed, actions) => {
        const { store } = setup();
        store.getState().newMatch({ system: 'oldwest', scenarioId: 'basic', players: ['A', 'B'], seed, runtime });
        for (const a of actions) store.getState().dispatch(a);
        const json = JSON.parse(JSON.stringify(store.getState().record)) as unknown;
        const { store: other } = setup();
        expect(other.getState().loadRecord(json, runtime)).toEqual({ ok: true });
        expect(stateHash(other.getState().state)).toBe(stateHash(store.getState().state));
        expect(other.getState().replay!.rolled).toEqual(store.getState().replay!.rolled);
      }),
      { numRuns: 60 },
    );
  });

  it('a failed save keeps the match in memory and sets a storage warning', async () => {
    const memory = createMemoryStorage();
    let fail = false;
    const flaky: MatchStorage = {
      ...memory,
      saveMatch: (r, o) => (fail ? Promise.reject(new Error('quota exceeded')) : memory.saveMatch(r, o)),
    };
    const { store } = started(flaky);
    await store.getState().flush();
    fail = true;
    expect(store.getState().dispatch({ type: 'add', n: 4 }).ok).toBe(true);
    await store.getState().flush();
    const s = store.getState();
    expect(s.record!.actions).toHaveLength(1);
    expect(total(store)).toBe(4);
    expect(s.storageWarning).toMatch(/could not be saved \(quota exceeded\)/);
    expect((await memory.loadMatch('m1') as MatchRecord).actions).toHaveLength(0);
  });

  it('continues the current match from storage', async () => {
    const storage = createMemoryStorage();
    const { store } = started(storage);
    store.getState().dispatch({ type: 'roll' });
    store.getState().dispatch({ type: 'add', n: 1 });
    await store.getState().flush();

    const { store: next } = setup(storage);
    expect(await next.getState().continueCurrent(() => null)).toEqual({ ok: false, error: "game system 'oldwest' cannot be loaded here" });
    expect(await next.getState().continueCurrent(async () => runtime)).toEqual({ ok: true });
    expect(stateHash(next.getState().state)).toBe(stateHash(store.getState().state));

    next.getState().closeMatch();
    expect(next.getState().record).toBeNull();
    await storage.setCurrent(null);
    expect(await next.getState().continueCurrent(() => runtime)).toEqual({ ok: false, error: 'there is no match to continue' });
  });

  it('refuses a new match with a bad scenario or players', () => {
    const { store } = setup();
    const base = { system: 'oldwest' as const, scenarioId: 'basic', players: ['A', 'B'] as [string, string], runtime };
    expect(store.getState().newMatch({ ...base, scenarioId: 'nope' })).toEqual({ ok: false, error: "unknown scenario 'nope' for 'oldwest'" });
    expect(store.getState().newMatch({ ...base, players: ['A', ''] })).toEqual({ ok: false, error: 'players[1]: must not be empty' });
    expect(store.getState().newMatch({ ...base, system: 'ronin' })).toEqual({ ok: false, error: "this is a 'ronin' match, not 'oldwest'" });
    expect(store.getState().record).toBeNull();
    expect(store.getState().newMatch(base)).toEqual({ ok: true });
    expect(store.getState().record!.seed).toBe(42);
  });
});

describe('match store with a real system', () => {
  it('shows a clear message for nonsense and keeps the match as it was', async () => {
    const fp = (await loadRuntime('firepower'))!;
    const { store } = setup();
    expect(store.getState().newMatch({ system: 'firepower', scenarioId: 'meeting', players: ['Ann', 'Bob'], seed: 3, runtime: fp })).toEqual({ ok: true });
    expect(store.getState().dispatch({ type: 'drawChip' }).ok).toBe(true);
    const before = store.getState();
    const drawn = before.state as { active: number; order: string[]; soldiers: Record<string, { side: number }> };
    const mine = drawn.order.filter((id) => drawn.soldiers[id]!.side === drawn.active);

    // A soldier named twice: the action's own shape, named with its field.
    const twice = store.getState().dispatch({ type: 'startImpulse', soldierIds: [mine[0], mine[0]] });
    expect(twice).toMatchObject({ ok: false, error: `not a valid action: soldierIds[1]: '${mine[0]}' is named twice` });
    // A name of Object.prototype as a soldier: the rules' refusal, with its code for the player's language.
    const proto = store.getState().dispatch({ type: 'startImpulse', soldierIds: ['__proto__'] });
    expect(proto).toMatchObject({ ok: false, error: "There is no soldier '__proto__' in this match.", code: 'unknownSoldier', params: { id: '__proto__' } });
    expect(store.getState().error).toBe("There is no soldier '__proto__' in this match.");

    const after = store.getState();
    expect(after.record).toBe(before.record);
    expect(after.state).toBe(before.state);
    expect(after.log).toBe(before.log);
    // The sensible action goes through.
    expect(store.getState().dispatch({ type: 'startImpulse', soldierIds: [mine[0]] }).ok).toBe(true);
  });
});
