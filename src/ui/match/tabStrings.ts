// Words of the banner shown when another tab holds the open match, in English and Russian.
import { wordTable } from '../../i18n/table';

const EN = {
  elsewhere: 'This match is open in another tab',
  readOnly: 'You can look and watch its moves here, but play goes on in that tab. Take it over to play here; the other tab then becomes read-only.',
  takeOver: 'Take over here',
  taking: 'Taking over…',
  problem: 'The other tab’s latest moves could not be shown: {message}',
};

const RU: Record<keyof typeof EN, string> = {
  elsewhere: 'Эта партия открыта в другой вкладке',
  readOnly: 'Здесь можно смотреть и следить за ходами, но играют в той вкладке. Перехватите партию, чтобы играть здесь; та вкладка станет только для просмотра.',
  takeOver: 'Играть здесь',
  taking: 'Перехватываем…',
  problem: 'Последние ходы из другой вкладки показать не удалось: {message}',
};

export const tw = wordTable<keyof typeof EN>(EN, RU);
