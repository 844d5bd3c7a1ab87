// English / Русский toggle. Each language is named in itself. A language's words that load on
// demand are fetched before it is chosen, so the screen never shows its keys or half of it in
// English (if they cannot be fetched, it is chosen anyway and the missing words stay English).
import { LANGS, loadLang, useT, type Lang } from '../../i18n';
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
          onClick={() => {
            const choose = () => onChange(l);
            loadLang(l).then(choose, choose);
          }}
        >
          {t(l === 'en' ? 'lang.en' : 'lang.ru')}
        </button>
      ))}
    </div>
  );
}
