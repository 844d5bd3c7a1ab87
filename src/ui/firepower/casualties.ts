// The casualty tray's list for Firepower: soldiers killed, whose counters leave the map.
import type { Lang } from '../../i18n';
import type { FPState } from '../../rules/firepower/types';
import type { Casualty } from '../panels/CasualtyTray';
import { fp } from './strings';

export function fpCasualties(s: FPState, lang: Lang): Casualty[] {
  return s.order.flatMap((id) => {
    const x = s.soldiers[id]!;
    return x.status === 'dead' ? [{ id, name: x.name, side: x.side, how: fp(lang, 'unit.dead') }] : [];
  });
}
