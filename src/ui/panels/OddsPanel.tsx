// The odds of the action under consideration: one labelled bar per outcome (exact, or shown as an estimate by the system's percentLabel).
import { useId } from 'react';
import { formatPercent, useT } from '../../i18n';
import type { Chance, Preview } from '../../core/ruleset';
import './OddsPanel.css';

export interface OddsPanelProps {
  preview: Preview | null;
  /** Words for an outcome; defaults to the chance's key. */
  chanceLabel?: (chance: Chance) => string;
  /** Words for the preview's title; defaults to the title as given. */
  titleLabel?: (preview: Preview) => string;
  /** The percentage as shown (an estimate's "about 63%"); defaults to the percentage itself. */
  percentLabel?: (chance: Chance, pct: string) => string;
}

export function OddsPanel({ preview, chanceLabel, titleLabel, percentLabel }: OddsPanelProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="panel odds" aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId} className="panel-title">
        {t('odds.heading')}
      </h2>
      {!preview ? (
        <p className="muted">{t('odds.empty')}</p>
      ) : (
        <>
          <p className="odds-title">{titleLabel ? titleLabel(preview) : preview.title}</p>
          <ul className="odds-list">
            {preview.chances.map((c, i) => {
              const label = chanceLabel ? chanceLabel(c) : c.key;
              const pct = percentLabel ? percentLabel(c, formatPercent(t.lang, c.p)) : formatPercent(t.lang, c.p);
              const width = `${Math.max(0, Math.min(1, c.p)) * 100}%`;
              return (
                <li key={`${c.key}-${i}`} className="odds-row">
                  <div className="odds-row-head">
                    <span className="odds-label">{label}</span>
                    <span className="odds-pct">{pct}</span>
                  </div>
                  <div
                    className="odds-bar"
                    role="meter"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(c.p * 1000) / 10}
                    aria-valuetext={pct}
                  >
                    <span className="odds-fill" style={{ width }} />
                  </div>
                  {c.rule && (
                    <span className="badge badge-rule" title={t('odds.rule', { rule: c.rule })}>
                      {c.rule}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
