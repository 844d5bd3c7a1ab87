// The game systems as radio cards; systems not yet playable are disabled with a badge.
import { useId } from 'react';
import { useT } from '../../i18n';
import type { SystemId } from '../../core/ruleset';
import type { SystemManifest } from '../../systems/manifest';
import './RadioCards.css';

export interface SystemPickerProps {
  systems: readonly SystemManifest[];
  selected: SystemId | null;
  onSelect(id: SystemId): void;
}

export function SystemPicker({ systems, selected, onSelect }: SystemPickerProps) {
  const t = useT();
  const base = useId();
  return (
    <fieldset className="picker picker-systems">
      <legend className="section-title">{t('lobby.systemHeading')}</legend>
      <div className="card-list">
        {systems.map((s) => {
          const id = `${base}-${s.id}`;
          return (
            <label key={s.id} className={`card radio-card${s.playable ? '' : ' is-disabled'}`} htmlFor={id} data-system={s.id}>
              <input
                id={id}
                type="radio"
                name={`${base}-system`}
                className="radio-card-input"
                value={s.id}
                checked={selected === s.id}
                disabled={!s.playable}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-meta ${id}-blurb`}
                onChange={() => onSelect(s.id)}
              />
              <span className="card-head">
                <span id={`${id}-name`} className="card-title">
                  {s.name[t.lang]}
                </span>
                {!s.playable && <span className="badge badge-soon">{t('lobby.comingSoon')}</span>}
              </span>
              <span id={`${id}-meta`} className="card-meta">
                {t(s.board === 'hex' ? 'lobby.board.hex' : 'lobby.board.table')}
                {!s.playable && <span className="visually-hidden">, {t('lobby.comingSoon')}</span>}
              </span>
              <span id={`${id}-blurb`} className="card-text">
                {s.blurb[t.lang]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
