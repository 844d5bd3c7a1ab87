// Words of the casualty tray, in English and Russian.
import { wordTable } from '../../i18n/table';

const EN = {
  heading: 'Casualties',
  none: 'No one has fallen yet.',
  side: '{name}: {n|# fallen|# fallen}',
  sideNone: '{name}: none',
  list: 'Fallen of {name}',
  fallen: '{name}, {how}',
};

const RU: Record<keyof typeof EN, string> = {
  heading: 'Потери',
  none: 'Пока никто не пал.',
  side: '{name}: {n|# выбыл|# выбыли|# выбыли}',
  sideNone: '{name}: нет',
  list: 'Павшие: {name}',
  fallen: '{name}, {how}',
};

export const cw = wordTable<keyof typeof EN>(EN, RU);
