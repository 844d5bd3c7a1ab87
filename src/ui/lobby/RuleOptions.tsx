// Rule options a system offers in the lobby where its rulebook is ambiguous (Firepower's
// FP-AMB-1: which posture change costs 1 MF and which 2). The choice goes into the match's options.
import { useId } from 'react';
import type { SystemId } from '../../core/ruleset';
import type { Lang } from '../../i18n';

const WORDS = {
  en: {
    legend: 'Rule option (FP-AMB-1): posture costs',
    examples: 'Stand up 2 MF, go prone 1 MF (the worked examples and the original chart; default)',
    text: 'Stand up 1 MF, go prone 2 MF (as the text of 6.2.4 reads)',
  },
  ru: {
    legend: 'Вариант правил (FP-AMB-1): цена смены позы',
    examples: 'Встать 2 ОД, лечь 1 ОД (как в примерах и исходной таблице; по умолчанию)',
    text: 'Встать 1 ОД, лечь 2 ОД (как написано в 6.2.4)',
  },
} as const;

export type RuleOptionValues = Record<string, unknown>;

export function RuleOptions({ system, lang, value, onChange }: { system: SystemId | null; lang: Lang; value: RuleOptionValues; onChange(v: RuleOptionValues): void }) {
  const id = useId();
  if (system !== 'firepower') return null;
  const w = WORDS[lang];
  const current = value.postureRule === 'text' ? 'text' : 'examples';
  return (
    <fieldset className="picker rule-options">
      <legend className="section-title">{w.legend}</legend>
      {(['examples', 'text'] as const).map((k) => (
        <label key={k} className="check">
          <input type="radio" name={`${id}-posture`} checked={current === k} onChange={() => onChange({ ...value, postureRule: k })} />
          <span className="check-label">{w[k]}</span>
        </label>
      ))}
    </fieldset>
  );
}
