// Showing what another tab saved: a tab that does not hold the open match follows the stored
// record. New actions at the end are stepped one by one (the match is not replayed from the
// start); anything else (an undo, new bookmarks only, a different record) reopens the record.
import { copyHistory, pushStep } from '../core/history';
import { step, type MatchRecord } from '../core/match';
import { flattenLog, openMatchRecord, type MatchStore } from './matchStore';
import { parseMatchRecord } from './recordSchema';

export type FollowResult = { ok: true; added: number } | { ok: false; error: string };

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Brings the open match up to `raw` (a stored record, unvalidated) without saving anything. */
export function followRecord(match: MatchStore, raw: unknown): FollowResult {
  const { record, runtime, replay: rep, log } = match.getState();
  if (!record || !runtime || !rep) return { ok: false, error: 'no match is open' };
  const parsed = parseMatchRecord(raw, (s) => (s === runtime.rules.id ? runtime.actionSchema : null));
  if (!parsed.ok) return parsed;
  const next: MatchRecord = parsed.record;
  if (next.id !== record.id) return { ok: false, error: 'the stored record is another match' };
  const have = record.actions.length;
  const extends_ = next.actions.length >= have && (have === 0 || same(next.actions[have - 1], record.actions[have - 1]));
  if (extends_) {
    const history = copyHistory(rep);
    const added = log.slice();
    try {
      for (let i = have; i < next.actions.length; i++) {
        const r = step(runtime.rules, history.last, next.actions[i]);
        pushStep(history, r);
        for (const event of r.events) added.push({ action: i, event });
      }
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    match.setState({ record: next, replay: history, state: history.last, log: added, error: null });
    return { ok: true, added: next.actions.length - have };
  }
  const opened = openMatchRecord(next, runtime);
  if (!opened.ok) return opened;
  match.setState({
    record: next, scenario: opened.scenario, replay: opened.replay, state: opened.replay.last,
    log: flattenLog(opened.replay.events), error: null,
  });
  return { ok: true, added: next.actions.length - have };
}
