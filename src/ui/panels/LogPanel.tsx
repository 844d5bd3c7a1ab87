// The narration: one line per event, newest at the bottom, rule IDs as badges.
import { Fragment, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n';
import './LogPanel.css';

export interface LogEntry {
  id: string;
  text: string;
  rule?: string;
  turn?: number;
  kind?: 'roll' | 'info' | 'warn';
}

export interface LogPanelProps {
  entries: readonly LogEntry[];
}

/** How close (px) to the bottom counts as "following" the log. */
const FOLLOW_SLACK = 48;

export function LogPanel({ entries }: LogPanelProps) {
  const t = useT();
  const headingId = useId();
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
      {entries.length === 0 && <p className="muted">{t('log.empty')}</p>}
      <ol ref={listRef} className="log-list" role="log" aria-labelledby={headingId} tabIndex={0}>
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
                {e.rule && (
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
