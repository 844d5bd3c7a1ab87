// How a regiment and a fighter are named on the screen: the troop type in the player's language,
// numbered when the side has more than one of it ("Spearmen I", "Spearmen II").
import type { Lang } from '../../i18n';
import type { Fighter, Regiment, RkState } from '../../rules/ranked/types';
import { rk } from './strings';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

export function regimentName(s: RkState, id: string, lang: Lang): string {
  const r = s.regiments.find((x) => x.id === id);
  if (!r) return id;
  const same = s.regiments.filter((x) => x.side === r.side && x.kind === r.kind);
  const base = r.name[lang];
  return same.length > 1 ? `${base} ${ROMAN[same.indexOf(r)] ?? same.indexOf(r) + 1}` : base;
}

export function fighterName(s: RkState, f: Fighter, lang: Lang): string {
  const unit = regimentName(s, f.unit, lang);
  if (f.who === 'rf') return rk(lang, 'fighter.rf', { unit });
  if (f.who === 'champion') return rk(lang, 'fighter.champion', { unit });
  const r = s.regiments.find((x) => x.id === f.unit);
  const c = r?.characters.find((x) => x.id === f.who);
  return c ? rk(lang, 'fighter.char', { name: c.name[lang], unit }) : f.who;
}

/** The marks on a block's label: its command and its characters. */
export function marksOf(r: Regiment, lang: Lang, short = false): string[] {
  const out: string[] = [];
  if (r.champion) out.push(rk(lang, 'mark.champion'));
  if (r.standard) out.push(rk(lang, 'mark.standard'));
  if (r.musician) out.push(rk(lang, 'mark.musician'));
  for (const c of r.characters) {
    if (c.wounds <= 0) continue;
    const role = c.general ? rk(lang, 'mark.general') : c.bsb ? rk(lang, 'mark.bsb') : '';
    // On the board a General or Battle Standard Bearer goes by the role alone: a label that long
    // ran off the table's edge at fit zoom; the roster names them in full.
    out.push(role ? (short ? role : `${c.name[lang]} (${role})`) : c.name[lang]);
  }
  return out;
}
