// Rule options a system offers in the lobby where its rulebook is ambiguous (from its manifest:
// Firepower's FP-AMB-1 posture costs, say). Each choice goes into the match's options.
import { useId } from 'react';
import type { RuleOptionSpec } from '../../core/system';
import type { Lang } from '../../i18n';

export type RuleOptionValues = Record<string, unknown>;

export function RuleOptions({ options, lang, value, onChange }: { options: readonly RuleOptionSpec[]; lang: Lang; value: RuleOptionValues; onChange(v: RuleOptionValues): void }) {
  const id = useId();
  return (
    <>
      {options.map((o) => {
        const current = o.choices.some((c) => c.value === value[o.id]) ? value[o.id] : o.default;
        return (
          <fieldset key={o.id} className="picker rule-options">
            <legend className="section-title">{o.legend[lang]}</legend>
            {o.choices.map((c) => (
              <label key={c.value} className="check">
                <input type="radio" name={`${id}-${o.id}`} checked={current === c.value} onChange={() => onChange({ ...value, [o.id]: c.value })} />
                <span className="check-label">{c.label[lang]}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
