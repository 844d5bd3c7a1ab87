// Words of the dice tray's owner labels and its settings, in English and Russian.
import { wordTable } from '../../i18n/words';

const EN = {
  owner: '{player}’s dice: {unit}',
  ownerPlayer: '{player}’s dice',
  ownerUnit: 'Dice: {unit}',
  sound: 'Dice sound',
  motion: 'Roll animation',
  settings: 'Dice tray settings',
  motionReduced: 'Off: your system asks for reduced motion',
};

const RU: Record<keyof typeof EN, string> = {
  owner: 'Кубики игрока {player}: {unit}',
  ownerPlayer: 'Кубики игрока {player}',
  ownerUnit: 'Кубики: {unit}',
  sound: 'Звук кубиков',
  motion: 'Анимация броска',
  settings: 'Настройки лотка для кубиков',
  motionReduced: 'Выключено: система просит меньше движения',
};

export const dw = wordTable<keyof typeof EN>(EN, RU);

/** Whose dice these are: the player, and the fighter or soldier they were rolled for. */
export interface DiceOwner {
  player?: string;
  unit?: string;
  /** CSS colour of the player's side. */
  color?: string;
}

/** The label over a group of dice, or null when nobody is named. */
export function ownerLabel(lang: 'en' | 'ru', o: DiceOwner | null | undefined): string | null {
  if (!o || (!o.player && !o.unit)) return null;
  if (o.player && o.unit) return dw(lang, 'owner', { player: o.player, unit: o.unit });
  return o.player ? dw(lang, 'ownerPlayer', { player: o.player }) : dw(lang, 'ownerUnit', { unit: o.unit });
}
