// The other-tab banner's words in Russian, fetched only for a Russian player (./tabStrings.ts).
import type { TabWord } from './tabStrings';

export const RU: Record<TabWord, string> = {
  elsewhere: 'Эта партия открыта в другой вкладке',
  readOnly: 'Здесь можно смотреть и следить за ходами, но играют в той вкладке. Перехватите партию, чтобы играть здесь; та вкладка станет только для просмотра.',
  takeOver: 'Играть здесь',
  taking: 'Перехватываем…',
  problem: 'Последние ходы из другой вкладки показать не удалось: {message}',
};
