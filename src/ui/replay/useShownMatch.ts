// What the match screen shows: the live match, or the replay's step while the replay is on.
import { useMemo } from 'react';
import { useMatch, type LogEntry } from '../../store/matchStore';
import { viewerOf, viewFor } from '../../store/playerView';
import { logUpTo, stepState, useReplay } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';

export function useReplaying(): boolean {
  return useReplay((r) => r.on);
}

/** The state every view of the match draws: the replay's step when it is on, else the live state. */
export function useShownState(): unknown {
  const live = useMatch((m) => m.state);
  const history = useMatch((m) => m.replay);
  const record = useMatch((m) => m.record);
  const runtime = useMatch((m) => m.runtime);
  const rules = runtime?.rules;
  const on = useReplay((r) => r.on);
  const step = useReplay((r) => r.step);
  const handedTo = useUi((u) => u.handedTo);
  const handoff = useSettings((x) => x.handoff);
  const state = useMemo(() => (on ? stepState({ replay: history, runtime, record, state: live }, step) : live), [on, history, runtime, record, live, step]);
  // One view object per state and viewer, so screens can memoise on it.
  return useMemo(() => (rules ? viewFor(rules, state, viewerOf(rules, state, handedTo, handoff)) : state), [rules, state, handedTo, handoff]);
}

/** The log up to the shown step (the whole live log outside the replay). */
export function useShownLog(): readonly LogEntry[] {
  const log = useMatch((m) => m.log);
  const on = useReplay((r) => r.on);
  const step = useReplay((r) => r.step);
  return useMemo(() => (on ? logUpTo(log, step) : log), [log, on, step]);
}
