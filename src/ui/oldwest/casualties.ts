// The casualty tray's list for Old West: fighters out of action or fled, who leave the table.
import type { Lang } from '../../i18n';
import type { OWState } from '../../rules/oldwest/types';
import type { Casualty } from '../panels/CasualtyTray';
import { ow } from './strings';

export function owCasualties(s: OWState, lang: Lang): Casualty[] {
  return s.order.flatMap((id) => {
    const f = s.fighters[id]!;
    if (f.status !== 'out' && f.status !== 'fled') return [];
    return [{ id, name: f.name, side: f.side, how: ow(lang, f.status === 'out' ? 'unit.out' : 'unit.fled') }];
  });
}
