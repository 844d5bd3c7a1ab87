// Plays the computer's sides of the open match: when the rules ask a side the computer plays, it
// asks the worker (./aiWorker.ts) for a move from that side's view, shows the unit it is about
// (selected on the board) and a note that it is thinking, then plays the move through the match
// store like a player's (narrated in the log), at least MOVE_GAP_MS / speed after the last one.
// It waits while the page is hidden, stops with the match screen (the worker is ended), and drops
// a question whose state is gone (an undo, a replay, another tab taking the match).
import { create } from 'zustand';
import type { Side } from '../../core/ruleset';
import { matchStore } from '../../store/matchStore';
import { viewFor } from '../../store/playerView';
import { useReplay } from '../../store/replayStore';
import { useUi } from '../../store/uiStore';
import type { AiAnswer, AiRequest } from './answer';
import { choiceSeed, computerToAct } from './seats';
import { MOVE_GAP_MS, useComputerSpeed } from './speed';

export type ComputerPhase = 'idle' | 'thinking' | 'hidden' | 'failed' | 'refused';
export interface ComputerStatus {
  phase: ComputerPhase;
  side: Side | null;
  /** Why it stopped (failed: its search; refused: the rules' refusal of its move). */
  message: string | null;
}

const IDLE: ComputerStatus = { phase: 'idle', side: null, message: null };
export const useComputerStatus = create<ComputerStatus & { retry(): void }>(() => ({ ...IDLE, retry: () => undefined }));

/** The page is hidden (a background tab): the computer's next move waits until it shows. */
const hidden = (): boolean => typeof document !== 'undefined' && document.hidden;

const makeWorker = (): Worker | null =>
  typeof Worker === 'function' ? new Worker(new URL('./aiWorker.ts', import.meta.url), { type: 'module', name: 'computer opponent' }) : null;

interface Asking {
  id: number;
  state: unknown;
  side: Side;
  started: number;
  answered: boolean;
}

/** Answers a question on the page itself; for a runner without workers (the unit tests' Node). */
export type AskOnPage = (req: AiRequest) => Promise<AiAnswer>;

/**
 * Starts playing the computer's sides; returns the stop (which ends the worker). The questions go
 * to a worker; `onPage` answers them where there are no workers. The app passes none, so the
 * page's build holds no rules of any system for the computer (only the worker's build does).
 */
export function startComputer(onPage?: AskOnPage): () => void {
  let worker: Worker | null | undefined;
  let asking: Asking | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failedAt: unknown = undefined;
  let nextId = 0;
  let stopped = false;
  const status = (s: ComputerStatus) => useComputerStatus.setState(s);

  const endWorker = () => {
    worker?.terminate();
    worker = undefined;
  };
  /** Drops the question asked (a worker still searching is ended: its answer would be thrown away). */
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (asking && !asking.answered) endWorker();
    asking = null;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', whenShown);
  };

  const consider = () => {
    if (stopped) return;
    const m = matchStore.getState();
    const rules = m.runtime?.rules;
    const who = rules && m.record && !m.heldElsewhere && !useReplay.getState().on ? computerToAct(rules, m.state, m.record.computer) : null;
    if (!who || !rules || !m.record) {
      cancel();
      if (useComputerStatus.getState().phase !== 'idle') status(IDLE);
      return;
    }
    if (asking?.state === m.state || failedAt === m.state) return;
    cancel();
    failedAt = undefined;
    const id = ++nextId;
    asking = { id, state: m.state, side: who.side, started: performance.now(), answered: false };
    status({ phase: 'thinking', side: who.side, message: null });
    const req: AiRequest = { id, system: m.record.system, view: viewFor(rules, m.state, who.side), side: who.side, level: who.level, seed: choiceSeed(m.record.seed, m.record.actions.length) };
    if (worker === undefined) {
      worker = makeWorker();
      worker?.addEventListener('message', (e: MessageEvent<AiAnswer>) => answered(e.data));
      worker?.addEventListener('error', (e) => {
        e.preventDefault();
        endWorker();
        if (asking) answered({ id: asking.id, ok: false, error: e.message || 'its worker could not start' });
      });
    }
    if (worker) worker.postMessage(req);
    else if (onPage) void onPage(req).then(answered);
    else answered({ id, ok: false, error: 'this browser cannot start a worker for it' });
  };

  const answered = (a: AiAnswer) => {
    const q = asking;
    if (stopped || !q || q.id !== a.id || matchStore.getState().state !== q.state) return;
    q.answered = true;
    if (!a.ok) {
      failedAt = q.state;
      asking = null;
      status({ phase: 'failed', side: q.side, message: a.error });
      return;
    }
    if (a.focus) useUi.getState().select(a.focus);
    const gap = MOVE_GAP_MS / useComputerSpeed.getState().speed;
    const now = performance.now();
    const wait = Math.max(q.started + gap, now + gap / 2) - now;
    timer = setTimeout(() => play(q, a.action, a.focus), wait);
  };

  let whenShown = () => undefined as void;
  const play = (q: Asking, action: unknown, focus: string | null) => {
    timer = null;
    if (stopped || asking !== q || matchStore.getState().state !== q.state) return;
    if (hidden()) {
      status({ phase: 'hidden', side: q.side, message: null });
      whenShown = () => {
        if (hidden()) return;
        document.removeEventListener('visibilitychange', whenShown);
        status({ phase: 'thinking', side: q.side, message: null });
        play(q, action, focus);
      };
      document.addEventListener('visibilitychange', whenShown);
      return;
    }
    asking = null;
    const r = matchStore.getState().dispatch(action);
    if (!r.ok) {
      failedAt = q.state;
      status({ phase: 'refused', side: q.side, message: r.error });
      return;
    }
    const ui = useUi.getState();
    if (focus !== null && ui.selectedId === focus) ui.select(null);
  };

  useComputerStatus.setState({
    ...IDLE,
    retry: () => {
      failedAt = undefined;
      consider();
    },
  });
  const unsubscribe = [matchStore.subscribe(consider), useReplay.subscribe(consider)];
  consider();
  return () => {
    stopped = true;
    cancel();
    endWorker();
    unsubscribe.forEach((u) => u());
    useComputerStatus.setState({ ...IDLE, retry: () => undefined });
  };
}
