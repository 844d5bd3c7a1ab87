// Words of the banner shown when another tab holds the open match in English; the Russian is in
// ./tabStrings.ru.ts, fetched on demand.
import { lazyWordTable } from '../../i18n/words';

const EN = {
  elsewhere: 'This match is open in another tab',
  readOnly: 'You can look and watch its moves here, but play goes on in that tab. Take it over to play here; the other tab then becomes read-only.',
  takeOver: 'Take over here',
  taking: 'Taking over…',
  problem: 'The other tab’s latest moves could not be shown: {message}',
};

export type TabWord = keyof typeof EN;
/** Russian loads on demand (./tabStrings.ru.ts): the match screen awaits `loadLang` before it shows. */
export const tw = lazyWordTable<TabWord>(EN, async () => (await import('./tabStrings.ru')).RU);
