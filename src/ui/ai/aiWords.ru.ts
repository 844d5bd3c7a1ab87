// The computer opponent's words in Russian, fetched only for a Russian player (./aiWords.ts).
import type { AiWord } from './aiWords';

export const RU: Record<AiWord, string> = {
  'seat.label': '{player}: кто играет',
  'seat.person': 'Игрок',
  'seat.easy': 'Компьютер: лёгкий',
  'seat.normal': 'Компьютер: обычный',
  'seat.hard': 'Компьютер: сильный',
  'seat.hint': 'Компьютер решает по тому, что видно его стороне, как игрок.',
  'think.label': 'Компьютер',
  'think.thinking': '{name} (компьютер) думает…',
  'think.playing': '{name} (компьютер) ходит.',
  'think.waiting': 'Компьютер ждёт, пока страница скрыта.',
  'think.failed': 'Компьютер не смог выбрать ход: {message}',
  'think.refused': 'Ход компьютера отклонён: {message}',
  'think.retry': 'Попробовать снова',
  'speed.legend': 'Скорость компьютера',
  'speed.1': '1×',
  'speed.2': '2×',
  'speed.4': '4×',
  'speed.name1': 'Обычная скорость',
  'speed.name2': 'Вдвое быстрее',
  'speed.name4': 'Вчетверо быстрее',
  'turn.computer': 'Сейчас ходит компьютер: дождитесь его хода.',
  'secret.waiting': '{name} (компьютер) выбирает тайно; оба выбора откроются вместе.',
};
