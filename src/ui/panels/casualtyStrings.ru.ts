// The casualty tray's words in Russian, fetched only for a Russian player (./casualtyStrings.ts).
import type { CasualtyWord } from './casualtyStrings';

export const RU: Record<CasualtyWord, string> = {
  heading: 'Потери',
  none: 'Пока никто не пал.',
  side: '{name}: {n|# выбыл|# выбыли|# выбыли}',
  sideNone: '{name}: нет',
  list: 'Павшие: {name}',
  fallen: '{name}, {how}',
};
