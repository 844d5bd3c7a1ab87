// The UI's words. `translate` fills `{name}` placeholders; `{name:dat}` puts the value in the
// dative case where the language has one. `useT()` reads the language from the nearest
// <I18nProvider>, or else from the settings store.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useSettings } from '../store/settingsStore';
import { en, type MessageKey } from './en';
import { ru } from './ru';
import { ruDative } from './ruDative';

export type { MessageKey } from './en';
export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'ru'];
export type Params = Record<string, string | number>;
export type TFunction = (key: MessageKey, params?: Params) => string;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, ru };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

function applyCase(lang: Lang, grammaticalCase: string, value: string): string {
  if (lang === 'ru' && grammaticalCase === 'dat') return ruDative(value);
  return value;
}

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = dictionaries[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, grammaticalCase?: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    const text = String(value);
    return grammaticalCase ? applyCase(lang, grammaticalCase, text) : text;
  });
}

/** A probability (0..1) as a percentage to one decimal, in the language's number style. */
export function formatPercent(lang: Lang, p: number): string {
  const fmt = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
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
