// The selected fighter's actions, its possible targets, and a Move-to control, so that
// everything the canvas does can be done from here with keyboard or touch.
import { lazy, Suspense, useId } from 'react';
import { useT } from '../../i18n';
import type { MovePicker } from './MoveControl';
import './ActionBar.css';

/** The Move-to control's code comes with the first fighter that can move (a match opens with none selected). */
const MoveControl = lazy(() => import('./MoveControl').then((m) => ({ default: m.MoveControl })));

export type { MovePicker } from './MoveControl';

export interface ActionButton {
  id: string;
  label: string;
  onClick(): void;
  disabled: boolean;
  /** Why it is disabled, or what it will do. */
  hint?: string;
}

export interface TargetOption {
  id: string;
  label: string;
  onPick(): void;
  /** Told when the option gains (true) or loses (false) the keyboard focus or the pointer: the board may show what it would do. */
  onShow?(on: boolean): void;
}

export interface ActionBarProps {
  actions: readonly ActionButton[];
  targets?: readonly TargetOption[];
  /** Heading over the targets, e.g. "Shoot at"; defaults to "Targets". */
  targetPrompt?: string;
  /** Shown while a move is being planned. */
  move?: MovePicker | null;
  /** Said when there is nothing to do; defaults to "Select a fighter...". */
  empty?: string;
}

export function ActionBar({ actions, targets, targetPrompt, move, empty: emptyText }: ActionBarProps) {
  const t = useT();
  const id = useId();
  const empty = actions.length === 0 && !targets?.length && !move;
  return (
    <div className="action-bar" role="group" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="panel-subtitle">
        {t('action.heading')}
      </h3>
      {empty && <p className="muted">{emptyText ?? t('action.none')}</p>}
      {actions.length > 0 && (
        <ul className="action-list">
          {actions.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="btn"
                disabled={a.disabled}
                aria-describedby={a.hint ? `${id}-${a.id}-hint` : undefined}
                onClick={a.onClick}
              >
                {a.label}
              </button>
              {a.hint && (
                <span id={`${id}-${a.id}-hint`} className="action-hint">
                  {a.hint}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {targets && targets.length > 0 && (
        <div className="target-picker" role="group" aria-labelledby={`${id}-targets`}>
          <h4 id={`${id}-targets`} className="section-title">
            {targetPrompt ?? t('action.targets')}
          </h4>
          <ul className="target-list">
            {targets.map((tg) => (
              <li key={tg.id}>
                <button type="button" className="btn btn-target" onClick={tg.onPick}>
                  {tg.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {move && <Suspense fallback={null}><MoveControl key={`${move.from.x},${move.from.y}`} {...move} /></Suspense>}
    </div>
  );
}
