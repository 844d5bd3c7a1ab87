// Words of the replay controls, in English and Russian.
import { wordTable } from '../../i18n/table';

const EN = {
  'bar.label': 'Replay controls',
  'bar.keys': 'Home, End, Left and Right arrows step; Space plays or pauses',
  'first': 'First step',
  'back': 'Step back',
  'play': 'Play',
  'pause': 'Pause',
  'forward': 'Step forward',
  'last': 'Last step',
  'speed': 'Speed',
  'slider': 'Step',
  'position': 'Step {step} of {last} · turn {turn}',
  'positionNoTurn': 'Step {step} of {last}',
  'turn': 'Jump to turn',
  'turnOption': 'Turn {turn} (step {step})',
  'turnPick': 'Choose a turn',
  'exit': 'Back to the match',
  'marks.heading': 'Bookmarks',
  'marks.label': 'Bookmark label',
  'marks.add': 'Bookmark step {step}',
  'marks.empty': 'No bookmarks yet.',
  'marks.needLabel': 'Type a label for the bookmark first.',
  'marks.jump': '{label}, step {step}',
  'marks.delete': 'Delete bookmark {label}',
};

const RU: Record<keyof typeof EN, string> = {
  'bar.label': 'Управление повтором',
  'bar.keys': 'Home, End, стрелки влево и вправо — шаги; пробел — пуск или пауза',
  'first': 'В начало',
  'back': 'Шаг назад',
  'play': 'Пуск',
  'pause': 'Пауза',
  'forward': 'Шаг вперёд',
  'last': 'В конец',
  'speed': 'Скорость',
  'slider': 'Шаг',
  'position': 'Шаг {step} из {last} · ход {turn}',
  'positionNoTurn': 'Шаг {step} из {last}',
  'turn': 'Перейти к ходу',
  'turnOption': 'Ход {turn} (шаг {step})',
  'turnPick': 'Выберите ход',
  'exit': 'Вернуться к партии',
  'marks.heading': 'Закладки',
  'marks.label': 'Название закладки',
  'marks.add': 'Закладка на шаге {step}',
  'marks.empty': 'Закладок пока нет.',
  'marks.needLabel': 'Сначала введите название закладки.',
  'marks.jump': '{label}, шаг {step}',
  'marks.delete': 'Удалить закладку {label}',
};

export type ReplayKey = keyof typeof EN;

export const rp = wordTable<ReplayKey>(EN, RU);
