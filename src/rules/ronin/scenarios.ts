// Ronin's scenarios: tables of 36" x 36" with hedges and woods (Light cover), walls and buildings
// (Heavy cover), and the warbands each side brings when the players choose none.
import { own } from '../../core/system';
import type { Vec } from '../../core/table/types';
import type { RoScenario } from './types';

const box = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  { x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 },
];
const TOP = { x0: 2, y0: 1, x1: 34, y1: 6 };
const BOTTOM = { x0: 2, y0: 30, x1: 34, y1: 35 };

export const VILLAGE: RoScenario = {
  id: 'village',
  name: { en: 'Skirmish in the village', ru: 'Стычка в деревне' },
  description: { en: 'A samurai retinue meets a ronin band among farmhouses, hedges and a bamboo grove. Four against four.', ru: 'Свита самурая встречает отряд ронинов среди домов, изгородей и бамбука. Четверо на четверо.' },
  table: {
    width: 36, height: 36, terrain: [
      { id: 'house-west', kind: 'building', name: 'Farmhouse', poly: box(5, 13, 11, 19), height: 3 },
      { id: 'house-east', kind: 'building', name: 'Storehouse', poly: box(25, 17, 31, 22), height: 3 },
      { id: 'shrine', kind: 'building', name: 'Shrine', poly: box(16, 25, 20, 28), height: 2.5 },
      { id: 'hedge-north', kind: 'fence', a: { x: 13, y: 10 }, b: { x: 23, y: 10 }, height: 1 },
      { id: 'hedge-south', kind: 'fence', a: { x: 12, y: 23 }, b: { x: 22, y: 23 }, height: 1 },
      { id: 'wall-yard', kind: 'wall', a: { x: 24, y: 14 }, b: { x: 32, y: 14 }, height: 1.5 },
      { id: 'grove', kind: 'difficult', name: 'Bamboo grove', poly: box(14, 15, 20, 19) },
    ],
  },
  hedges: ['hedge-north', 'hedge-south'],
  woods: ['grove'],
  turns: 6,
  deploy: [TOP, BOTTOM],
  warbands: ['samurai', 'ronin'],
};

export const BRIDGE: RoScenario = {
  id: 'bridge',
  name: { en: 'Holding the bridge', ru: 'Удержать мост' },
  description: { en: 'Four warrior monks hold a stream and its bridge against five bandits.', ru: 'Четверо монахов-воинов держат ручей и мост против пятерых разбойников.' },
  table: {
    width: 36, height: 36, terrain: [
      { id: 'stream-west', kind: 'difficult', name: 'Stream', poly: box(0, 16, 16, 20) },
      { id: 'stream-east', kind: 'difficult', name: 'Stream', poly: box(20, 16, 36, 20) },
      { id: 'rail-west', kind: 'wall', a: { x: 16, y: 16 }, b: { x: 16, y: 20 }, height: 1 },
      { id: 'rail-east', kind: 'wall', a: { x: 20, y: 16 }, b: { x: 20, y: 20 }, height: 1 },
      { id: 'reeds', kind: 'difficult', name: 'Reeds', poly: box(4, 21, 10, 24) },
      { id: 'pines', kind: 'difficult', name: 'Pines', poly: box(25, 9, 31, 14) },
      { id: 'hedge', kind: 'fence', a: { x: 8, y: 11 }, b: { x: 14, y: 11 }, height: 1 },
      { id: 'toll-house', kind: 'building', name: 'Toll house', poly: box(22, 24, 27, 28), height: 3 },
    ],
  },
  hedges: ['hedge'],
  woods: ['reeds', 'pines'],
  turns: 6,
  deploy: [TOP, BOTTOM],
  warbands: ['sohei', 'bandits'],
};

export const NIGHT_RAID: RoScenario = {
  id: 'night-raid',
  name: { en: 'Night raid on the farm', ru: 'Ночной налёт на усадьбу' },
  description: {
    en: 'Ikko-ikki peasants defend a walled farm; a ronin band comes over the 2.5" wall (a climb) or through the south gate. The ronin win if one of them stands within 1.5" of the rice store, with no peasant that near, at the end of a turn; the peasants win if they hold it to the end of the last turn.',
    ru: 'Крестьяне икко-икки обороняют усадьбу за стеной; ронины лезут через стену в 2,5" или идут через южные ворота. Ронины побеждают, если в конце хода кто-то из них стоит не дальше 1,5" от рисового амбара, а крестьян так близко нет; крестьяне побеждают, если удержат амбар до конца последнего хода.',
  },
  table: {
    width: 36, height: 36, terrain: [
      { id: 'farm', kind: 'building', name: 'Farmhouse', poly: box(15, 14, 22, 19), height: 3 },
      { id: 'wall-n', kind: 'wall', a: { x: 10, y: 10 }, b: { x: 26, y: 10 }, height: 2.5 },
      { id: 'wall-w', kind: 'wall', a: { x: 10, y: 10 }, b: { x: 10, y: 24 }, height: 2.5 },
      { id: 'wall-e', kind: 'wall', a: { x: 26, y: 10 }, b: { x: 26, y: 24 }, height: 2.5 },
      { id: 'wall-sw', kind: 'wall', a: { x: 10, y: 24 }, b: { x: 16, y: 24 }, height: 2.5 },
      { id: 'wall-se', kind: 'wall', a: { x: 20, y: 24 }, b: { x: 26, y: 24 }, height: 2.5 },
      { id: 'orchard', kind: 'difficult', name: 'Orchard', poly: box(2, 26, 9, 31) },
      { id: 'hedge', kind: 'fence', a: { x: 27, y: 28 }, b: { x: 34, y: 28 }, height: 1 },
    ],
  },
  hedges: ['hedge'],
  woods: ['orchard'],
  turns: 6,
  deploy: [{ x0: 11, y0: 11, x1: 25, y1: 13.5 }, BOTTOM],
  warbands: ['ikko', 'ronin'],
  // In the yard, by the farmhouse's south-west corner: over 9" from every ronin's start by the gate
  // (right in front of the gate it would be a first-turn run away, 7.6"), a run from the peasants.
  objective: { id: 'rice-store', name: { en: 'Rice store', ru: 'Рисовый амбар' }, x: 12.5, y: 21.5, r: 1.5, raider: 1 },
};

export const RONIN_SCENARIOS: Readonly<Record<string, RoScenario>> = {
  village: VILLAGE,
  bridge: BRIDGE,
  'night-raid': NIGHT_RAID,
};

export const roninScenario = (id: string): RoScenario | null => own(RONIN_SCENARIOS, id);
