// The app's words and the React side of the one word mechanism (./words): `translate` looks up
// the app table, filling `{name}` and `{name:dat}`/`{name:gen}` placeholders. `useT()` reads the
// language from the nearest <I18nProvider>, or else from the settings store.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useSettings } from '../store/settingsStore';
import { en, type MessageKey } from './en';
import { lazyWordTable, type Lang, type Params } from './words';

export type { MessageKey } from './en';
export { LANGS, fill, langLoaded, loadLang, wordTable, type Lang, type Params, type Words } from './words';
export type TFunction = (key: MessageKey, params?: Params) => string;

/**
 * The app's own words (lobby, panels, toasts): one word table like every feature's. Its Russian
 * (src/i18n/ru.ts) loads on demand: src/main.tsx awaits `loadLang` before the first render and
 * the language switch before it changes the language.
 */
export const appWords = lazyWordTable<MessageKey>(en, async () => (await import('./ru')).ru);

export function isMessageKey(key: string): key is MessageKey {
  return appWords.has(key);
}

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return appWords(lang, key, params);
}

/** A probability (0..1) as a percentage to one decimal, in the language's number style. */
const percentFormats = new Map<Lang, Intl.NumberFormat>();
export function formatPercent(lang: Lang, p: number): string {
  let fmt = percentFormats.get(lang);
  if (!fmt) percentFormats.set(lang, (fmt = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  if (p > 0 && p < 0.0005) return '<' + fmt.format(0.001);
  if (p < 1 && p > 0.9995) return '>' + fmt.format(0.999);
  return fmt.format(p);
}

const LangContext = createContext<Lang | null>(null);

export function I18nProvider({ lang, children }: { lang: Lang; children?: ReactNode }) {
  return createElement(LangContext.Provider, { value: lang }, children);
}

/** The language of the nearest <I18nProvider>, else the player's setting. */
export function useLang(): Lang {
  const provided = useContext(LangContext);
  const setting = useSettings((s) => s.lang);
  return provided ?? setting;
}

/** `const t = useT(); t('hud.turn', { n: 3 })`. The function carries the language as `t.lang`. */
export function useT(): TFunction & { lang: Lang } {
  const lang = useLang();
  return useMemo(
    () => Object.assign((key: MessageKey, params?: Params) => translate(lang, key, params), { lang }),
    [lang],
  );
}
