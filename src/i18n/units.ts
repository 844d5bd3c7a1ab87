// Units inside data strings the lobby shows as they are (a table's size: '36" × 36"',
// '40 × 30 hexes'): inches read the same in both languages; hexes are worded per language.
import { wordTable, type Lang } from './words';

const units = wordTable({ hexes: 'hexes' }, { hexes: 'гексов' });

/** A size such as '40 × 30 hexes' in the player's language. */
export function sizeIn(lang: Lang, size: string): string {
  return size.replace(/\bhexes\b/g, units(lang, 'hexes'));
}
