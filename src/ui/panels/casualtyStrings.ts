// Words of the casualty tray in English; the Russian is in ./casualtyStrings.ru.ts, fetched on demand.
import { lazyWordTable } from '../../i18n/words';

const EN = {
  heading: 'Casualties',
  none: 'No one has fallen yet.',
  side: '{name}: {n|# fallen|# fallen}',
  sideNone: '{name}: none',
  list: 'Fallen of {name}',
  fallen: '{name}, {how}',
};

export type CasualtyWord = keyof typeof EN;
/** Russian loads on demand (./casualtyStrings.ru.ts): the match screen awaits `loadLang` before it shows. */
export const cw = lazyWordTable<CasualtyWord>(EN, async () => (await import('./casualtyStrings.ru')).RU);
