// The Old West answers to the board's tools: a tape measure's reading (from the rules' own sight
// line, src/rules/oldwest/tapeMeasure.ts) and the card of a fighter under the pointer.
import type { TapeProbe } from '../../board/types';
import type { Vec } from '../../core/table/types';
import type { Lang } from '../../i18n/words';
import { WEAPONS } from '../../rules/oldwest/profiles';
import { edgeDistance } from '../../rules/oldwest/state';
import { tapeMeasure } from '../../rules/oldwest/tapeMeasure';
import type { OWState } from '../../rules/oldwest/types';
import type { UnitCardModel } from '../match/UnitCard';
import { owt } from './tapeWords';
import { sideCss } from '../theme/sides';

const r1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

export function owTape(s: OWState, lang: Lang, pa: Vec, pb: Vec): TapeProbe {
  const m = tapeMeasure(s, pa, pb);
  const d = r1(m.distance);
  const lines: string[] = [];
  lines.push(m.from && m.to
    ? owt(lang, 'distanceBases', { d, from: m.from.name, to: m.to.name })
    : m.from ? owt(lang, 'distanceFrom', { d, from: m.from.name }) : owt(lang, 'distance', { d }));
  const n = m.sight.inTheWay.length;
  const sight = !m.sight.line ? 'blocked' : n ? 'cover' : 'clear';
  lines.push(sight === 'blocked' ? owt(lang, 'losBlocked') : sight === 'cover' ? owt(lang, 'losInTheWay', { n }) : owt(lang, 'losClear'));
  for (const x of m.sight.inTheWay) {
    const name = x.kind === 'model' ? x.name : owt(lang, `kind.${x.name === 'wall' || x.name === 'platform' ? x.name : 'fence'}`);
    lines.push(owt(lang, x.kind, { name, need: x.need }));
  }
  if (m.from && m.range !== null) lines.push(owt(lang, m.distance <= m.range + 1e-6 ? 'inRange' : 'outOfRange', { from: m.from.name, range: m.range }));
  const marks: NonNullable<TapeProbe['marks']> = m.sight.inTheWay.map((x) => ({ at: x.at, kind: 'cover' as const }));
  if (m.sight.blockedAt) marks.push({ at: m.sight.blockedAt, kind: 'blocked' });
  return {
    from: m.a,
    to: m.b,
    marks,
    sight,
    label: owt(lang, 'shortSight', { d, sight: owt(lang, `sight.${sight}`, { n }) }),
    lines,
  };
}

/** The card of the fighter under the pointer: profile, weapon, state, and how far from the selected fighter. */
export function owUnitCard(s: OWState, lang: Lang, id: string | null, selectedId: string | null): UnitCardModel | null {
  const f = id ? s.fighters[id] : undefined;
  if (!f) return null;
  const p = f.profile;
  const lines = [
    owt(lang, 'card.profile', { ...p }),
    owt(lang, 'card.weapon', { weapon: WEAPONS[f.weapon].name[lang] }),
    owt(lang, 'card.state', { lost: f.woundsLost, w: p.w, fame: f.fame, fortune: f.fortune }),
  ];
  const sel = selectedId && selectedId !== id ? s.fighters[selectedId] : undefined;
  if (sel) lines.push(owt(lang, 'card.distance', { d: r1(Math.max(0, edgeDistance(sel, f))), from: sel.name }));
  return { id: f.id, title: owt(lang, 'card.title', { name: f.name }), color: sideCss(f.side, s.posses[f.side].color), lines };
}
