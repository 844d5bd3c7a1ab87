// What children call the pieces: "Red 3", "Blue cannon" (ids a1.., d1.., a-cannon, d-cannon).
import type { Lang } from '../../i18n/words';
import { sg } from './strings';

export function unitName(lang: Lang, id: string | null | undefined): string {
  if (!id) return '?';
  if (id === 'a-cannon' || id === 'd-cannon') return sg(lang, id === 'a-cannon' ? 'cannon.a' : 'cannon.d');
  const m = /^([ad])(\d+)$/.exec(id);
  return m ? sg(lang, m[1] === 'a' ? 'name.a' : 'name.d', { n: m[2]! }) : id;
}

/** A distance in steps as shown: one decimal, e.g. 1.5. */
export const steps = (d: number): string => (Math.round(d * 10) / 10).toFixed(1);
