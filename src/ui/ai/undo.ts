// Undo against the computer: one press takes back the computer's moves since the person's last
// action and that action, all of them or none (never past a die roll, the store's rule).
import { matchStore } from '../../store/matchStore';
import { undoSpan } from './seats';

/** Undoes as the Undo button does; returns how many actions it took back. */
export function undoTurn(): number {
  const m = matchStore.getState();
  if (!m.record || !m.runtime || !m.replay) return 0;
  const span = undoSpan(m.runtime.rules, m.replay, m.record.actions, m.record.computer);
  if (span === null) return m.undo(1);
  return span === 0 ? 0 : m.undo(span, true);
}
