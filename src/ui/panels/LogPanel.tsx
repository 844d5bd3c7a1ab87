// The narration: one line per event, newest at the bottom, rule IDs as badges that open the rules
// notes at that rule; the lines can be narrowed to one turn and to one unit.
import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import './LogPanel.css';

export interface LogEntry {
  id: string;
  text: string;
  rule?: string;
  turn?: number;
  kind?: 'roll' | 'info' | 'warn';
  /** The units the line is about (for the unit filter). */
  names?: readonly string[];
}

export interface LogPanelProps {
  entries: readonly LogEntry[];
  /** A rule badge was pressed. */
  onRule?(rule: string): void;
  /** The lines' words are still on their way (the log is aria-busy; each line shows a neutral placeholder). */
  busy?: boolean;
}

/** How close (px) to the bottom counts as "following" the log. */
const FOLLOW_SLACK = 48;

export function LogPanel({ entries: all, onRule, busy = false }: LogPanelProps) {
  const t = useT();
  const headingId = useId();
  const [turn, setTurn] = useState<number | null>(null);
  const [unit, setUnit] = useState<string | null>(null);
  const turns = useMemo(() => [...new Set(all.flatMap((e) => (e.turn === undefined ? [] : [e.turn])))], [all]);
  const units = useMemo(() => [...new Set(all.flatMap((e) => e.names ?? []))].sort((a, b) => a.localeCompare(b)), [all]);
  const entries = useMemo(
    () => (turn === null && unit === null ? all : all.filter((e) => (turn === null || e.turn === turn) && (unit === null || (e.names ?? []).includes(unit)))),
    [all, turn, unit],
  );
  const listRef = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const lastId = entries.length > 0 ? entries[entries.length - 1]!.id : null;

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lastId, entries.length]);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const onScroll = () => {
      following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <section className="panel log-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {t('log.heading')}
      </h2>
      {(turns.length > 1 || units.length > 0) && (
        <div className="log-filters">
          <select className="input" aria-label={t('log.filterTurn')} value={turn ?? ''} onChange={(e) => setTurn(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('log.allTurns')}</option>
            {turns.map((n) => <option key={n} value={n}>{t('log.turn', { n })}</option>)}
          </select>
          <select className="input" aria-label={t('log.filterUnit')} value={unit ?? ''} onChange={(e) => setUnit(e.target.value === '' ? null : e.target.value)}>
            <option value="">{t('log.allUnits')}</option>
            {units.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
          {entries.length !== all.length && <span className="muted" role="status">{t('log.filtered', { n: entries.length, total: all.length })}</span>}
        </div>
      )}
      {all.length === 0 && <p className="muted">{t('log.empty')}</p>}
      <ol ref={listRef} className="log-list" role="log" aria-labelledby={headingId} aria-busy={busy || undefined} tabIndex={0}>
        {entries.map((e, i) => {
          const prevTurn = i > 0 ? entries[i - 1]!.turn : undefined;
          const newTurn = e.turn !== undefined && e.turn !== prevTurn;
          return (
            <Fragment key={e.id}>
              {newTurn && (
                <li className="log-turn">
                  {t('log.turn', { n: e.turn! })}
                </li>
              )}
              <li className={`log-entry log-${e.kind ?? 'info'}`}>
                <span className="log-text">{e.text}</span>
                {e.rule && onRule && (
                  <button type="button" className="badge badge-rule" aria-label={t('log.openRule', { rule: e.rule })} onClick={() => onRule(e.rule!)}>
                    {e.rule}
                  </button>
                )}
                {e.rule && !onRule && (
                  <>
                    <span className="visually-hidden"> ({t('log.rule', { rule: e.rule })})</span>
                    <span className="badge badge-rule" aria-hidden="true">
                      {e.rule}
                    </span>
                  </>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </section>
  );
}
