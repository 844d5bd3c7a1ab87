import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComputerSeats } from '../../core/match';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { loadRuntime } from '../../systems/registry';
import type { AnyRuntime } from '../../core/system';
import { answer } from './answer';
import { startComputer as startOn, useComputerStatus } from './driver';
import { MOVE_GAP_MS, useComputerSpeed } from './speed';

// The driver as the match screen runs it, without a worker (Node has none: it answers on the page).
const startComputer = () => startOn((req) => answer(req, () => performance.now()));
let runtime: AnyRuntime;
let stop: (() => void) | null = null;
beforeAll(async () => { runtime = (await loadRuntime('oldwest'))!; });
afterEach(() => {
  stop?.();
  stop = null;
  matchStore.getState().closeMatch();
});

function open(computer: ComputerSeats) {
  const r = matchStore.getState().newMatch({ system: 'oldwest', scenarioId: 'livery-yard', players: ['Ann', 'Bot'], seed: 7, runtime, computer });
  expect(r).toEqual({ ok: true });
}
const actions = () => matchStore.getState().record?.actions.length ?? 0;
const rules = () => matchStore.getState().runtime!.rules;

describe('the computer in the match', () => {
  it('plays both sides to the end on its own, each move at least the gap after the last at 4x', async () => {
    useComputerSpeed.getState().setSpeed(4);
    open(['easy', 'easy']);
    const times: number[] = [];
    const unsub = matchStore.subscribe((s, prev) => { if (s.record && prev.record && s.record.actions.length > prev.record.actions.length) times.push(performance.now()); });
    stop = startComputer();
    await vi.waitFor(() => expect(rules().isOver(matchStore.getState().state)).toBe(true), { timeout: 40_000, interval: 100 });
    unsub();
    expect(times.length).toBe(actions());
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MOVE_GAP_MS / 4 - 5);
    expect(matchStore.getState().log.length).toBeGreaterThan(actions());
    expect(useComputerStatus.getState().phase).toBe('idle');
  }, 60_000);

  it('waits for the person on their turn, then answers for its side and selects the unit it moves', async () => {
    useComputerSpeed.getState().setSpeed(1);
    open([null, 'easy']);
    stop = startComputer();
    const asked = () => rules().actors(matchStore.getState().state);
    // Up to the person's first choice alone, whatever the computer does first: then nothing moves.
    await vi.waitFor(() => expect(asked()).toEqual([0]), { timeout: 10_000 });
    const before = actions();
    await new Promise((r) => setTimeout(r, MOVE_GAP_MS * 2));
    expect(actions()).toBe(before);
    expect(useComputerStatus.getState().phase).toBe('idle');
    const selections: (string | null)[] = [];
    const unsub = useUi.subscribe((u) => selections.push(u.selectedId));
    // The person plays until it is the computer's turn alone; then it moves.
    for (let i = 0; i < 30 && !(asked().length === 1 && asked()[0] === 1); i++) {
      const mine = rules().legalActions(matchStore.getState().state).find((a) => (a as { by?: number }).by === undefined || (a as { by?: number }).by === 0);
      expect(matchStore.getState().dispatch(mine).ok).toBe(true);
    }
    const at = actions();
    await vi.waitFor(() => expect(useComputerStatus.getState()).toMatchObject({ phase: 'thinking', side: 1 }), { timeout: 5000 });
    await vi.waitFor(() => expect(actions()).toBeGreaterThan(at), { timeout: 15_000 });
    unsub();
    expect(selections.some((id) => id !== null)).toBe(true);
  }, 60_000);

  it('waits while the page is hidden, and plays on when it shows again', async () => {
    useComputerSpeed.getState().setSpeed(4);
    const page = Object.assign(new EventTarget(), { hidden: true });
    (globalThis as { document?: unknown }).document = page;
    try {
      open(['easy', 'easy']);
      stop = startComputer();
      await vi.waitFor(() => expect(useComputerStatus.getState().phase).toBe('hidden'), { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, MOVE_GAP_MS));
      expect(actions()).toBe(0);
      page.hidden = false;
      page.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(actions()).toBeGreaterThan(1), { timeout: 10_000 });
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  }, 30_000);

  it('stops when the match screen closes: no move after it', async () => {
    useComputerSpeed.getState().setSpeed(4);
    open(['easy', 'easy']);
    stop = startComputer();
    await vi.waitFor(() => expect(actions()).toBeGreaterThan(1), { timeout: 10_000 });
    stop();
    stop = null;
    const n = actions();
    await new Promise((r) => setTimeout(r, MOVE_GAP_MS * 2));
    expect(actions()).toBe(n);
  }, 30_000);
});
