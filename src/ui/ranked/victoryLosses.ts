// What each side lost, as the victory box lists it: every regiment the enemy scored for at the end
// (RK-GAP-7: destroyed, fleeing, or at half strength), with how and the points it gave, so the
// box's score can be read off its lines.
import type { Lang } from '../../i18n';
import type { RkState, Side } from '../../rules/ranked/types';
import { pointsFor } from '../../rules/ranked/victory';
import { regimentName } from './names';
import { rk } from './strings';

export function lossesOf(s: RkState, side: Side, lang: Lang): string[] {
  const out: string[] = [];
  for (const r of s.regiments) {
    if (r.side !== side) continue;
    const points = pointsFor(s.rules, r);
    if (points === 0) continue;
    const how = r.destroyed ? 'victory.lost.destroyed' : r.fleeing ? 'victory.lost.fleeing' : 'victory.lost.half';
    out.push(rk(lang, how, { unit: regimentName(s, r.id, lang), points }));
  }
  return out;
}
