// The names the log and the refusals give regiments, characters and players: a book the match
// screen fills with \`learnNames(state.regiments, state.players)\` (in the browser it also reads
// the open match's state). Its own module, so the refusals (loaded as a match opens) name units
// without fetching the log's words (./narration.ts), which load when the log has a line.
import type { Localised } from '../../core/system';
import type { Lang } from '../../i18n/words';

/** What `learnNames` needs of a regiment (the state's Regiment fits). */
export interface NamedRegiment {
  id: string;
  side: 0 | 1;
  kind: string;
  name: Localised;
  characters: readonly { id: string; name: Localised }[];
}

let book: { names: Map<string, Localised>; players: readonly string[] } = { names: new Map(), players: [] };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/**
 * Remembers the match's regiment and character names (and the players'), so the log names them as
 * the match screen does (names.ts): a side's regiments of the same troops numbered in list order,
 * "Spearmen I", "Spearmen II". The match screen calls it with the state's regiments.
 */
export function learnNames(regiments: readonly NamedRegiment[], players: readonly string[] = []): void {
  const names = new Map<string, Localised>();
  for (const r of regiments) {
    const same = regiments.filter((x) => x.side === r.side && x.kind === r.kind);
    const at = same.indexOf(r);
    const num = same.length > 1 ? ` ${ROMAN[at] ?? at + 1}` : '';
    names.set(r.id, { en: `${r.name.en}${num}`, ru: `${r.name.ru}${num}` });
    for (const c of r.characters) names.set(c.id, { ...c.name });
  }
  book = { names, players: [...players] };
}

// In the browser the log also learns the names of the match open (the store's live state), so it
// names regiments even where no screen has called learnNames; the simulator and the tests (no
// window) go without. The store loads with the app, so this import costs nothing.
type LiveState = { system?: string; regiments?: readonly NamedRegiment[]; players?: readonly string[] } | null;
let live: (() => LiveState) | null = null;
let learnedFrom: unknown = null;
if (typeof window !== 'undefined') {
  void import('../../store/matchStore').then((m) => { live = () => m.useMatch.getState().state as LiveState; }, () => undefined);
}

/** Learns the names from a state (or the open match's), when it is a rank-and-flank state not yet read. */
export function learnLive(given?: unknown): void {
  const s = (given ?? live?.()) as LiveState | undefined;
  if (!s || s.system !== 'ranked' || !s.regiments || s.regiments === learnedFrom) return;
  learnedFrom = s.regiments;
  learnNames(s.regiments, s.players ?? []);
}

/** Forgets the names (a match closed). */
export function forgetNames(): void {
  book = { names: new Map(), players: [] };
  learnedFrom = null;
}

const REGIMENT = { en: 'Regiment', ru: 'Полк' } as const;
const CHARACTER = { en: 'Character', ru: 'Герой' } as const;

/** A regiment's or character's name in the language ("Spearmen 2"; without the book "Regiment A2"). */
export function nameOf(lang: Lang, id: string | null | undefined): string {
  if (!id) return '?';
  const known = book.names.get(id);
  if (known) return known[lang];
  const m = /^(\w+)-c(\d+)$/.exec(id);
  if (m) return lang === 'en' ? `${CHARACTER.en} ${m[2]} of ${nameOf(lang, m[1])}` : `${CHARACTER.ru} ${m[2]} (${nameOf(lang, m[1])})`;
  return `${REGIMENT[lang]} ${id.toUpperCase()}`;
}

/** Who fights: a regiment's rank and file ('rf'), its champion, or a character. */
export function fighterName(lang: Lang, unit: string, who: string): string {
  if (who === 'rf') return nameOf(lang, unit);
  if (who === 'champion') return lang === 'en' ? `the champion of ${nameOf('en', unit)}` : `чемпион (${nameOf('ru', unit)})`;
  return nameOf(lang, who);
}

/** A side's player name, or null before the book knows it. */
export function playerOf(side: number): string | null {
  return book.players[side] ?? null;
}
