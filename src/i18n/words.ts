// The one mechanism for player-facing words. A feature keeps a word table beside its code: an
// English table (the key set) and a Russian one typed by it, so a missing Russian key fails
// `tsc`. Templates fill `{name}` placeholders; `{name:dat}` / `{name:gen}` put the value in that
// grammatical case where the language has cases (Russian), and leave it as is elsewhere.
// `{n|# chip|# chips}` picks a plural form by the language's plural rules (Intl.PluralRules), '#'
// standing for the number: English gives one and other; Russian one, few and many
// (`{n|# фишка|# фишки|# фишек}`), its fractions taking the few form.
// Pure: no React, no DOM, so the rules' English wording and the headless tools use it too.
import { ruCase, type RuCase } from './ruCases';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'ru'];

/** The values a template shows, by placeholder name (arrays are listed with commas). */
export type Params = Readonly<Record<string, unknown>>;

const CASES: ReadonlySet<string> = new Set<RuCase>(['dat', 'gen']);

function inCase(lang: Lang, grammaticalCase: string, value: string): string {
  if (lang === 'ru' && CASES.has(grammaticalCase)) return ruCase(value, grammaticalCase as RuCase);
  return value;
}

/** Which of a template's forms each plural category takes, per language. */
const PLURAL_FORM: Record<Lang, Readonly<Record<string, number>>> = {
  en: { one: 0, other: 1 },
  ru: { one: 0, few: 1, many: 2, other: 1 },
};
const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The form of `forms` the number takes in the language. */
export function plural(lang: Lang, n: number, forms: readonly string[]): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const at = PLURAL_FORM[lang][rules.select(n)] ?? forms.length - 1;
  return (forms[Math.min(at, forms.length - 1)] ?? '').replace(/#/g, String(n));
}

/**
 * A whole number in the language's style: 20,000 in English, 20 000 in Russian (a no-break
 * space), as Intl.NumberFormat writes them. Written out by hand because
 * a page's first Intl.NumberFormat loads the locale's number data, a task of tens of milliseconds.
 */
export function formatCount(lang: Lang, n: number): string {
  if (!Number.isInteger(n)) return String(n);
  const digits = String(Math.abs(n));
  const sep = lang === 'ru' ? '\u00a0' : ',';
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, sep);
  return n < 0 ? `-${grouped}` : grouped;
}

/** Fills a template's `{name}`, `{name:case}` and `{n|form|forms}` placeholders; unknown ones stay as written. */
export function fill(lang: Lang, template: string, params: Params = {}): string {
  const counted = template.replace(/\{(\w+)\|([^{}]*)\}/g, (whole, name: string, forms: string) => {
    const n = Number(params[name]);
    return params[name] === undefined || Number.isNaN(n) ? whole : plural(lang, n, forms.split('|'));
  });
  return counted.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, grammaticalCase?: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return grammaticalCase ? inCase(lang, grammaticalCase, text) : text;
  });
}

/** Looks up a key of one feature's table in a language and fills it. */
export type Words<K extends string> = ((lang: Lang, key: K, params?: Params) => string) & {
  /** The English table: the key set. */
  readonly en: Readonly<Record<K, string>>;
  readonly ru: Readonly<Record<K, string>>;
  has(key: string): key is K;
};

export function wordTable<K extends string>(en: Readonly<Record<K, string>>, ru: Readonly<Record<K, string>>): Words<K> {
  const tables: Record<Lang, Readonly<Record<K, string>>> = { en, ru };
  const say = (lang: Lang, key: K, params?: Params) => fill(lang, tables[lang][key] ?? en[key] ?? key, params);
  return Object.assign(say, { en, ru, has: (key: string): key is K => Object.prototype.hasOwnProperty.call(en, key) });
}

/** A word table whose Russian loads on demand (`loadLang`); until then it answers in English. */
export type LazyWords<K extends string> = ((lang: Lang, key: K, params?: Params) => string) & {
  /** The English table: the key set. */
  readonly en: Readonly<Record<K, string>>;
  has(key: string): key is K;
};

/** Each on-demand table's loader, by language (English is always there). */
const loaders = new Set<(lang: Lang) => Promise<void>>();
const loaded = new Set<(lang: Lang) => boolean>();

/**
 * A word table whose English is in the bundle and whose Russian is fetched by `loadLang('ru')`,
 * so a player who reads English never downloads the Russian. The app awaits `loadLang` before
 * its first render and before switching language, so the Russian is there when it is shown.
 */
export function lazyWordTable<K extends string>(en: Readonly<Record<K, string>>, loadRu: () => Promise<Readonly<Record<K, string>>>): LazyWords<K> {
  let ru: Readonly<Record<K, string>> | null = null;
  let pending: Promise<void> | null = null;
  loaders.add((lang) => {
    if (lang === 'en' || ru) return Promise.resolve();
    pending ??= loadRu().then(
      (table) => void (ru = table),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    );
    return pending;
  });
  loaded.add((lang) => lang === 'en' || !!ru);
  const say = (lang: Lang, key: K, params?: Params) => fill(lang, (lang === 'ru' ? ru?.[key] : undefined) ?? en[key] ?? key, params);
  return Object.assign(say, { en, has: (key: string): key is K => Object.prototype.hasOwnProperty.call(en, key) });
}

/** Fetches every on-demand word table's words in the language (nothing for English). */
export function loadLang(lang: Lang): Promise<void> {
  return Promise.all([...loaders].map((load) => load(lang))).then(() => undefined);
}

/** Whether every on-demand word table has the language's words. */
export function langLoaded(lang: Lang): boolean {
  return [...loaded].every((has) => has(lang));
}
