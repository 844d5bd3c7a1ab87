// The bar over the board: turn, phase, who acts, who has the Drop, and the turn's buttons. On a
// narrow screen the match tools show their icons only (their words stay their accessible names and
// tooltips), so the bar keeps to two rows and the board keeps its height.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import './Hud.css';

export interface HudAction {
  id: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  primary?: boolean;
}

export interface HudPlayer {
  name: string;
  /** CSS colour of the player's posse. */
  color: string;
}

export interface HudProps {
  turn: number;
  /** Already translated, e.g. "Shootin'". */
  phase: string;
  /** The player to act, or null when either may (or nobody). */
  actor: HudPlayer | null;
  /** What to say when there is no single player to act (both choosing in secret); "either may act" without it. */
  noActor?: string;
  /** Who has the Drop this turn, or null before it is rolled. */
  drop: HudPlayer | null;
  actions: readonly HudAction[];
  onUndo(): void;
  canUndo: boolean;
  onFit(): void;
  onRules(): void;
  onMenu(): void;
  /** More tool buttons, before Menu (the match screen's Export). */
  tools?: ReactNode;
  /** Turns the replay on or off; no button without it. */
  onReplay?(): void;
  replaying?: boolean;
}

export function Hud({ turn, phase, actor, noActor, drop, actions, onUndo, canUndo, onFit, onRules, onMenu, tools, onReplay, replaying = false }: HudProps) {
  const t = useT();
  return (
    <header className="hud" aria-label={t('hud.label')}>
      <div className="hud-status">
        <span className="hud-turn">{t('hud.turn', { n: turn })}</span>
        <span className="hud-phase">
          <span className="visually-hidden">{t('hud.phase')}: </span>
          {phase}
        </span>
        <span className="hud-actor" role="status">
          {actor ? (
            <>
              <span className="swatch" style={{ background: actor.color }} aria-hidden="true" />
              {t('hud.toAct', { name: actor.name })}
            </>
          ) : (
            (noActor ?? t('hud.eitherActs'))
          )}
        </span>
        {drop && (
          <span className="hud-drop">
            <span className="swatch swatch-small" style={{ background: drop.color }} aria-hidden="true" />
            {t('hud.drop', { name: drop.name })}
          </span>
        )}
      </div>
      <div className="hud-buttons">
        {actions.length > 0 && (
          <div className="hud-actions" role="group" aria-label={t('hud.actions')}>
            {actions.map((a) => (
              <button
                key={a.id}
                type="button"
                className={`btn${a.primary ? ' btn-primary' : ''}`}
                disabled={a.disabled}
                onClick={a.onClick}
              >
                {a.label}
              </button>
            ))}
          </div>
        )}
        <div className="hud-tools">
          <button type="button" className="btn" onClick={onUndo} disabled={!canUndo} title={t('hud.undo')}>
            <span aria-hidden="true">↶ </span>
            <span className="hud-label">{t('hud.undo')}</span>
          </button>
          {onReplay && (
            <button type="button" className="btn btn-toggle" aria-pressed={replaying} onClick={onReplay} title={t('hud.replay')}>
              <span aria-hidden="true">▶ </span>
              <span className="hud-label">{t('hud.replay')}</span>
            </button>
          )}
          <button type="button" className="btn" onClick={onFit} title={t('hud.fit')}>
            <span aria-hidden="true">⤢ </span>
            <span className="hud-label">{t('hud.fit')}</span>
          </button>
          <button type="button" className="btn" onClick={onRules} title={t('hud.rules')}>
            <span aria-hidden="true">§ </span>
            <span className="hud-label">{t('hud.rules')}</span>
          </button>
          {tools}
          <button type="button" className="btn" onClick={onMenu} title={t('hud.menu')}>
            <span aria-hidden="true">☰ </span>
            <span className="hud-label">{t('hud.menu')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
