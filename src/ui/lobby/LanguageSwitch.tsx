// English / Русский toggle. Each language is named in itself.
import { LANGS, useT, type Lang } from '../../i18n';
import './LanguageSwitch.css';

export interface LanguageSwitchProps {
  lang: Lang;
  onChange(lang: Lang): void;
}

export function LanguageSwitch({ lang, onChange }: LanguageSwitchProps) {
  const t = useT();
  return (
    <div className="lang-switch" role="group" aria-label={t('lang.label')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="btn btn-toggle"
          aria-pressed={l === lang}
          onClick={() => onChange(l)}
        >
          {t(l === 'en' ? 'lang.en' : 'lang.ru')}
        </button>
      ))}
    </div>
  );
}
