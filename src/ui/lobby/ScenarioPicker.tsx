// The chosen system's scenarios as radio cards with description and table size.
import { useId } from 'react';
import { useT } from '../../i18n';
import type { ScenarioInfo } from '../../core/system';
import './RadioCards.css';

export interface ScenarioPickerProps {
  scenarios: readonly ScenarioInfo[];
  selected: string | null;
  onSelect(id: string): void;
}

export function ScenarioPicker({ scenarios, selected, onSelect }: ScenarioPickerProps) {
  const t = useT();
  const base = useId();
  return (
    <fieldset className="picker picker-scenarios">
      <legend className="section-title">{t('lobby.scenarioHeading')}</legend>
      {scenarios.length === 0 ? (
        <p className="muted">{t('lobby.noScenarios')}</p>
      ) : (
        <div className="card-list">
          {scenarios.map((s) => {
            const id = `${base}-${s.id}`;
            return (
              <label key={s.id} className="card radio-card" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={`${base}-scenario`}
                  className="radio-card-input"
                  value={s.id}
                  checked={selected === s.id}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={`${id}-size ${id}-desc`}
                  onChange={() => onSelect(s.id)}
                />
                <span className="card-head">
                  <span id={`${id}-name`} className="card-title">
                    {s.name[t.lang]}
                  </span>
                  <span id={`${id}-size`} className="badge">
                    {t('lobby.scenarioSize', { size: s.size[t.lang] })}
                  </span>
                </span>
                <span id={`${id}-desc`} className="card-text">
                  {s.description[t.lang]}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
