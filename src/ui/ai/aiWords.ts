// Words of the computer opponent (who plays each side in the lobby, its thinking and speed in the
// match) in English; the Russian is in ./aiWords.ru.ts, fetched on demand.
import { lazyWordTable } from '../../i18n/words';

const EN = {
  'seat.label': 'Who plays {player}',
  'seat.person': 'Player',
  'seat.easy': 'Computer: easy',
  'seat.normal': 'Computer: normal',
  'seat.hard': 'Computer: hard',
  'seat.hint': 'The computer decides from what its side can see, like a player.',
  'think.label': 'Computer',
  'think.thinking': '{name} (computer) is thinking…',
  'think.playing': '{name} (computer) plays.',
  'think.waiting': 'The computer waits while the page is hidden.',
  'think.failed': 'The computer could not choose a move: {message}',
  'think.refused': 'The computer’s move was refused: {message}',
  'think.retry': 'Try again',
  'speed.legend': 'Computer speed',
  'speed.1': '1×',
  'speed.2': '2×',
  'speed.4': '4×',
  'speed.name1': 'Normal speed',
  'speed.name2': 'Twice as fast',
  'speed.name4': 'Four times as fast',
  'turn.computer': 'It is the computer’s turn: wait for its move.',
  'secret.waiting': '{name} (computer) chooses in secret; both choices are shown together.',
};

export type AiWord = keyof typeof EN;
/** Russian loads on demand (./aiWords.ru.ts): the app awaits `loadLang` before it shows. */
export const aw = lazyWordTable<AiWord>(EN, async () => (await import('./aiWords.ru')).RU);
