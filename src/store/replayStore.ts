// The replay of the open match: which step is shown, whether it plays by itself and how fast.
// It reads the match store's history (stateAt gives the state after any number of actions) and never changes the record,
// except for bookmarks, which are saved through matchStore.setBookmarks.
import { useStore } from 'zustand';
import { historyLength, stateAt } from '../core/history';
import { isBlank } from '../core/text';
export { turnOf } from '../core/history';
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { matchStore, type LogEntry, type MatchStore, type MatchStoreState } from './matchStore';
import { viewerOf, viewFor } from './playerView';
import { useUi } from './uiStore';

export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** Time between steps while playing at 1x, in milliseconds. */
export const STEP_MS = 1000;

export interface ReplayState {
  on: boolean;
  /** The shown step: 0 is the setup, n is the state after n actions. */
  step: number;
  playing: boolean;
  speed: ReplaySpeed;
  /** Turns on the replay at `step` (default 0, the setup); pauses. */
  enter(step?: number): void;
  /** Back to the live match. */
  exit(): void;
  /** Shows `step` (clamped to the match); pauses when playing reaches the end. */
  go(step: number): void;
  first(): void;
  back(): void;
  forward(): void;
  last(): void;
  /** Steps forward every STEP_MS / speed; from the last step it starts again at the setup. */
  play(): void;
  pause(): void;
  toggle(): void;
  setSpeed(speed: ReplaySpeed): void;
  /** Adds a bookmark at the shown step (an empty label is refused); saved with the match. */
  addBookmark(label: string): boolean;
  removeBookmark(index: number): void;
}

export interface ReplayDeps {
  match: MatchStore;
  /** Called on entering the replay (the app clears the live selection there). */
  onEnter?: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const MAX_BOOKMARK_LABEL = 80;

/** The last step of the open match (its action count), or 0 when none is open. */
export function lastStep(match: MatchStore): number {
  const rep = match.getState().replay;
  return rep ? historyLength(rep) : 0;
}

export function createReplayStore(deps: ReplayDeps) {
  const { match } = deps;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const clamp = (n: number) => Math.max(0, Math.min(lastStep(match), Math.floor(Number.isFinite(n) ? n : 0)));

  const store = createStore<ReplayState>()(
    subscribeWithSelector((set, get) => {
      const schedule = () => {
        stopTimer();
        const s = get();
        if (!s.on || !s.playing) return;
        timer = setTimer(() => {
          timer = null;
          const now = get();
          if (!now.on || !now.playing) return;
          const next = now.step + 1;
          if (next >= lastStep(match)) set({ step: clamp(next), playing: false });
          else {
            set({ step: next });
            schedule();
          }
        }, STEP_MS / s.speed);
      };
      const show = (step: number) => {
        stopTimer();
        set({ step: clamp(step), playing: false });
      };
      return {
        on: false,
        step: 0,
        playing: false,
        speed: 1,
        enter(step = 0) {
          stopTimer();
          deps.onEnter?.();
          set({ on: true, step: clamp(step), playing: false });
        },
        exit() {
          stopTimer();
          set({ on: false, playing: false });
        },
        go: show,
        first: () => show(0),
        back: () => show(get().step - 1),
        forward: () => show(get().step + 1),
        last: () => show(lastStep(match)),
        play() {
          if (!get().on) return;
          const end = lastStep(match);
          if (end === 0) return;
          set({ playing: true, ...(get().step >= end ? { step: 0 } : {}) });
          schedule();
        },
        pause() {
          stopTimer();
          set({ playing: false });
        },
        toggle() {
          if (get().playing) get().pause();
          else get().play();
        },
        setSpeed(speed) {
          if (!REPLAY_SPEEDS.includes(speed)) return;
          set({ speed });
          if (get().playing) schedule();
        },
        addBookmark(label) {
          const text = label.trim().slice(0, MAX_BOOKMARK_LABEL);
          const { record, setBookmarks } = match.getState();
          if (!record || isBlank(text)) return false;
          setBookmarks([...record.bookmarks, { action: get().step, label: text }]);
          return true;
        },
        removeBookmark(index) {
          const { record, setBookmarks } = match.getState();
          if (!record || index < 0 || index >= record.bookmarks.length) return;
          setBookmarks(record.bookmarks.filter((_, i) => i !== index));
        },
      };
    }),
  );

  // Another match opened, or the match closed: the replay ends. Fewer states (undo): clamp.
  match.subscribe(
    (m) => [m.record?.id ?? null, m.replay ? historyLength(m.replay) + 1 : 0] as const,
    ([id, len], [prevId]) => {
      const s = store.getState();
      if (!s.on) return;
      if (id === null || (prevId !== null && id !== prevId)) s.exit();
      else if (s.step > len - 1) s.go(len - 1);
    },
    { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
  );
  return store;
}

export type ReplayStore = ReturnType<typeof createReplayStore>;

/** What a view of the match shows: the replayed step when the replay is on, else the live match. */
export interface ShownMatch {
  replaying: boolean;
  state: unknown;
  log: readonly LogEntry[];
  /** Actions taken up to the shown state. */
  actions: number;
}

/** The log as it stood after `step` actions (app notes left out). */
export function logUpTo(log: readonly LogEntry[], step: number): LogEntry[] {
  return log.filter((e) => e.action !== null && e.action < step);
}

/** Each turn of the match with the first step shown in it, in order, from the turn after each step. */
export function turnSteps(turns: readonly (number | null)[]): { turn: number; step: number }[] {
  const out: { turn: number; step: number }[] = [];
  const seen = new Set<number>();
  turns.forEach((turn, step) => {
    if (turn !== null && !seen.has(turn)) {
      seen.add(turn);
      out.push({ turn, step });
    }
  });
  return out;
}

/** The state after `step` actions of the open match (the last state when none is open past it). */
export function stepState(m: Pick<MatchStoreState, 'replay' | 'runtime' | 'record' | 'state'>, step: number): unknown {
  if (!m.replay || !m.runtime || !m.record) return m.state;
  return stateAt(m.runtime.rules, m.replay, m.record.actions, step);
}

export function shownMatchOf(match: MatchStore, replay: ReplayStore): ShownMatch {
  const m = match.getState();
  const r = replay.getState();
  const seen = (state: unknown) => (m.runtime ? viewFor(m.runtime.rules, state, viewerOf(m.runtime.rules, state)) : state);
  if (!r.on || !m.replay) return { replaying: false, state: seen(m.state), log: m.log, actions: m.record?.actions.length ?? 0 };
  const step = Math.min(r.step, historyLength(m.replay));
  return { replaying: true, state: seen(stepState(m, step)), log: logUpTo(m.log, step), actions: step };
}

export const replayStore: ReplayStore = createReplayStore({
  match: matchStore,
  onEnter: () => {
    useUi.setState((u) => ({ selectedId: null, aimId: null, epoch: u.epoch + 1 }));
  },
});

function useReplayHook(): ReplayState;
function useReplayHook<T>(selector: (s: ReplayState) => T): T;
function useReplayHook<T>(selector?: (s: ReplayState) => T): T | ReplayState {
  return useStore<ReplayStore, T | ReplayState>(replayStore, selector ?? ((s) => s));
}

/** React hook over the app's replay store; also carries getState/setState/subscribe. */
export const useReplay = Object.assign(useReplayHook, replayStore);

/** The shown state and log for code outside React (the board hosts). */
export const shownMatch = (): ShownMatch => shownMatchOf(matchStore, replayStore);

/** Calls `listener` whenever the shown state or the replay mode changes. Returns the unsubscriber. */
export function subscribeShown(listener: () => void): () => void {
  const a = matchStore.subscribe((m) => m.state, listener);
  const b = replayStore.subscribe((r) => [r.on, r.step] as const, listener, { equalityFn: (x, y) => x[0] === y[0] && x[1] === y[1] });
  const c = useUi.subscribe((u) => u.handedTo, listener);
  return () => {
    a();
    b();
    c();
  };
}

