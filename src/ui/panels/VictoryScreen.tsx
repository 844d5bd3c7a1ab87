// The end of a match: who won and why, how long it took, and who fell on each side. Systems show
// it through LazyVictoryScreen, which loads it when a match ends.
import { useContext, useEffect, useId } from 'react';
import { useT } from '../../i18n';
import { useReplay } from '../../store/replayStore';
import { VictoryClose } from './victoryClose';
import './VictoryScreen.css';

export interface VictorySide {
  /** Player name. */
  name: string;
  /** Posse name. */
  posse: string;
  /** CSS colour. */
  color: string;
  /** Names of the fighters out of action or fled. */
  casualties: readonly string[];
}

export interface VictoryScreenProps {
  /** Index into `sides`, or null for a match nobody won. */
  winner: 0 | 1 | null;
  sides: readonly [VictorySide, VictorySide];
  /** Already translated, e.g. "The Outlaws fled the table (OW-23)." */
  reason: string;
  turns: number;
  onNewMatch(): void;
  onLobby(): void;
}

export function VictoryScreen({ winner, sides, reason, turns, onNewMatch, onLobby }: VictoryScreenProps) {
  const t = useT();
  const id = useId();
  const w = winner === null ? null : sides[winner];
  const close = useContext(VictoryClose);
  useEffect(() => {
    if (!close) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);
  return (
    <section className="victory" aria-labelledby={`${id}-title`}>
      <div className="victory-card parchment">
        {close && (
          <button type="button" className="btn btn-icon victory-close" aria-label={t('victory.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <p className="victory-kicker">{t('victory.title')}</p>
        <h2 id={`${id}-title`} className="victory-title">
          {w ? t('victory.wins', { name: w.name }) : t('victory.draw')}
        </h2>
        {w && (
          <p className="victory-posse">
            <span className="swatch" style={{ background: w.color }} aria-hidden="true" />
            {t('victory.posse', { posse: w.posse })}
          </p>
        )}
        <h3 className="section-title">{t('victory.reason')}</h3>
        <p>{reason}</p>
        <p className="victory-turns">{t('victory.turns', { n: turns })}</p>
        <h3 className="section-title">{t('victory.casualties')}</h3>
        <div className="victory-casualties">
          {sides.map((s, i) => (
            <div key={i} className="casualty-col">
              <h4 className="casualty-side">
                <span className="swatch swatch-small" style={{ background: s.color }} aria-hidden="true" />
                {s.posse} ({s.name})
              </h4>
              {s.casualties.length === 0 ? (
                <p className="muted">{t('victory.noCasualties')}</p>
              ) : (
                <ul>
                  {s.casualties.map((c, ci) => (
                    <li key={ci}>{c}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
        <div className="victory-buttons">
          <button type="button" className="btn btn-primary btn-large" onClick={onNewMatch} autoFocus>
            {t('victory.newMatch')}
          </button>
          <button type="button" className="btn btn-large" onClick={() => useReplay.getState().enter(0)}>
            {t('victory.replay')}
          </button>
          <button type="button" className="btn btn-large" onClick={onLobby}>
            {t('common.backToLobby')}
          </button>
        </div>
      </div>
    </section>
  );
}
