// Words the rank-and-flank table itself shows: the ruler's text while a regiment is dragged
// (the move the drag snaps to and the distance it uses), and the ghosts of the ways of falling
// back, in English and Russian.
import { wordTable } from '../../i18n/table';

const EN = {
  'drag.forward': 'Forward {dist}" · {used}" of {left}"',
  'drag.march': 'March {dist}" · {used}" of {left}"',
  'drag.wheelLeft': 'Wheel left {deg}° · {used}" of {left}"',
  'drag.wheelRight': 'Wheel right {deg}° · {used}" of {left}"',
  'drag.further': 'Drag further: no move yet',
  'drag.noForward': 'No move forward is open',
  'drag.noWheelLeft': 'No wheel to the left is open',
  'drag.noWheelRight': 'No wheel to the right is open',
  'drag.notYours': 'Not a regiment that may move now',
  'shift.ghost': '{unit}: falls back, way {n}',
  'shift.forced': '{unit} falls back {dist}"',
};

const RU: Record<keyof typeof EN, string> = {
  'drag.forward': 'Вперёд на {dist}" · {used}" из {left}"',
  'drag.march': 'Марш на {dist}" · {used}" из {left}"',
  'drag.wheelLeft': 'Захождение влево на {deg}° · {used}" из {left}"',
  'drag.wheelRight': 'Захождение вправо на {deg}° · {used}" из {left}"',
  'drag.further': 'Тяните дальше: манёвра пока нет',
  'drag.noForward': 'Вперёд двинуться нельзя',
  'drag.noWheelLeft': 'Зайти влево нельзя',
  'drag.noWheelRight': 'Зайти вправо нельзя',
  'drag.notYours': 'Этот полк сейчас не может двигаться',
  'shift.ghost': '{unit}: отступает, способ {n}',
  'shift.forced': '{unit} отступает на {dist}"',
};

export type BoardKey = keyof typeof EN;
export const rkb = wordTable<BoardKey>(EN, RU);
