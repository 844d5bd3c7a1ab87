// Read-only handles for browser tests and bug reports: the match and UI stores, and the match's
// state after any number of actions (worked out from the nearest snapshot of its history).
import { stateAt } from '../core/history';
import { matchStore } from '../store/matchStore';
import { useUi } from '../store/uiStore';

const stepState = (n: number): unknown => {
  const m = matchStore.getState();
  return m.replay && m.runtime && m.record ? stateAt(m.runtime.rules, m.replay, m.record.actions, n) : undefined;
};

(globalThis as unknown as { __wartable?: unknown }).__wartable = { match: matchStore, ui: useUi, stateAt: stepState };
