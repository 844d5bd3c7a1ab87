// A feature's own words: an English table (the key set) and a Russian one typed by it, and the
// lookup that fills `{name}` placeholders. Each screen area keeps its table beside its code.
export type Lang = 'en' | 'ru';

export function wordTable<K extends string>(en: Readonly<Record<K, string>>, ru: Readonly<Record<K, string>>) {
  return (lang: Lang, key: K, params: Record<string, unknown> = {}): string =>
    (lang === 'ru' ? ru : en)[key].replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}
