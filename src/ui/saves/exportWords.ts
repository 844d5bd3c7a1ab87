// The match screen's Export button's words, in English and Russian: all a match loads about
// saving until saving fails (the warning's words are in ./warnStrings).
import { wordTable } from '../../i18n/table';

const EN = {
  'match.export': 'Export',
  'match.exportName': 'Export this match to a file',
  'match.exportFailed': 'The match could not be exported: {detail}',
};

const RU: Record<keyof typeof EN, string> = {
  'match.export': 'Экспорт',
  'match.exportName': 'Экспортировать эту партию в файл',
  'match.exportFailed': 'Партию не удалось экспортировать: {detail}',
};

export const exportWords = wordTable<keyof typeof EN>(EN, RU);
