// The Old West scenarios: a town table, its terrain and the two posses.
import type { Building, Barrier, DifficultGround, Vec } from '../../core/table/types';
import type { OWScenario } from './scenarioTypes';

const rect = (id: string, name: string, x: number, y: number, w: number, h: number, height = 3): Building => ({
  id, kind: 'building', name, height,
  poly: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }],
});
const fence = (id: string, a: Vec, b: Vec, height = 1): Barrier => ({ id, kind: 'fence', a, b, height });
const wall = (id: string, a: Vec, b: Vec, height = 1.5): Barrier => ({ id, kind: 'wall', a, b, height });
const rough = (id: string, name: string, poly: Vec[]): DifficultGround => ({ id, kind: 'difficult', name, poly });

const LAWMEN = { id: 'lawmen', name: { en: 'Lawmen', ru: 'Законники' }, color: 0x2f6fb0 };
const OUTLAWS = { id: 'outlaws', name: { en: 'Outlaws', ru: 'Бандиты' }, color: 0xb8432f };

export const RED_GULCH: OWScenario = {
  id: 'red-gulch',
  name: { en: 'Showdown at Red Gulch', ru: 'Перестрелка в Ред-Гулче' },
  description: {
    en: 'Five Lawmen meet five Outlaws on Main Street, between the saloon, the bank and the jail. A posse that loses its nerve, or every man, loses the day.',
    ru: 'Пятеро законников встречают пятерых бандитов на главной улице, между салуном, банком и тюрьмой. Кто дрогнет или потеряет всех людей — проиграл.',
  },
  table: {
    width: 36,
    height: 36,
    terrain: [
      rect('saloon', 'Saloon', 3, 8, 8, 8, 4),
      rect('bank', 'Bank', 25, 6, 8, 7, 4),
      rect('store', 'General Store', 4, 21, 7, 7, 3),
      rect('jail', "Sheriff's Office", 25, 22, 7, 6, 3),
      rect('shed', 'Shed', 16.5, 15, 3, 3, 2),
      fence('corral-n', { x: 12.5, y: 20 }, { x: 16.5, y: 20 }),
      fence('corral-e', { x: 20, y: 11 }, { x: 24, y: 11 }),
      wall('yard-wall', { x: 25, y: 18 }, { x: 33, y: 18 }),
      fence('store-fence', { x: 11.5, y: 28.5 }, { x: 11.5, y: 24 }),
      rough('wash', 'Dry wash', [{ x: 13, y: 8.5 }, { x: 18, y: 8.5 }, { x: 17, y: 12 }, { x: 13.5, y: 12 }]),
      rough('mud', 'Mud by the trough', [{ x: 20, y: 23.5 }, { x: 24, y: 23.5 }, { x: 24, y: 27 }, { x: 20, y: 27 }]),
      {
        id: 'depot', kind: 'platform', name: 'Depot platform', height: 3, stairs: [3],
        poly: [{ x: 26, y: 29 }, { x: 33, y: 29 }, { x: 33, y: 32 }, { x: 26, y: 32 }],
      },
    ],
  },
  posses: [
    {
      ...LAWMEN,
      fighters: [
        { id: 'cole', name: 'Sheriff Wyatt Cole', type: 'sheriff', weapon: 'sixgun', leader: true, pos: { x: 18, y: 33 } },
        { id: 'harlan', name: 'Ned Harlan', type: 'deputy', weapon: 'rifle', pos: { x: 12, y: 33 } },
        { id: 'pike', name: 'Sam Pike', type: 'deputy', weapon: 'shotgun', pos: { x: 15, y: 33 } },
        { id: 'bell', name: 'Jim Bell', type: 'deputy', weapon: 'sixgun', pos: { x: 21, y: 33 } },
        { id: 'ortiz', name: 'Luis Ortiz', type: 'deputy', weapon: 'repeatingRifle', pos: { x: 24, y: 33 } },
      ],
    },
    {
      ...OUTLAWS,
      fighters: [
        { id: 'kane', name: 'Black Jack Kane', type: 'desperado', weapon: 'heavyPistol', leader: true, pos: { x: 18, y: 3 } },
        { id: 'dutch', name: 'Dutch Miller', type: 'rowdy', weapon: 'sixgun', pos: { x: 12, y: 3 } },
        { id: 'curly', name: 'Curly Bates', type: 'rowdy', weapon: 'repeatingRifle', pos: { x: 15, y: 3 } },
        { id: 'moose', name: 'Moose Hagen', type: 'tough', weapon: 'shotgun', pos: { x: 21, y: 3 } },
        { id: 'snake', name: 'Snake Ridley', type: 'tough', weapon: 'sixgun', pos: { x: 24, y: 3 } },
      ],
    },
  ],
  // The 6" strips along the south edge (Lawmen) and the north edge (Outlaws).
  deploy: [
    { x: 0, y: 30, w: 36, h: 6 },
    { x: 0, y: 0, w: 36, h: 6 },
  ],
};

export const LIVERY_YARD: OWScenario = {
  id: 'livery-yard',
  name: { en: 'Trouble at the Livery', ru: 'Заварушка у конюшни' },
  description: {
    en: 'Two lawmen catch two horse thieves in the livery yard, six paces apart. A quick fight: lose one man and your nerve is tested.',
    ru: 'Двое законников застают двух конокрадов во дворе конюшни, в шести шагах. Быстрый бой: потеряв одного, проверяете смелость.',
  },
  table: {
    width: 36,
    height: 36,
    terrain: [
      rect('livery', 'Livery Stable', 24, 10, 8, 10, 4),
      rect('barn', 'Barn', 4, 6, 7, 6, 4),
      fence('rail-w', { x: 8, y: 24 }, { x: 14, y: 24 }),
      fence('rail-s', { x: 22, y: 26 }, { x: 28, y: 26 }),
      rough('hay', 'Hay and muck', [{ x: 11, y: 14 }, { x: 14, y: 14 }, { x: 14, y: 17 }, { x: 11, y: 17 }]),
    ],
  },
  posses: [
    {
      ...LAWMEN,
      fighters: [
        { id: 'cole', name: 'Sheriff Wyatt Cole', type: 'sheriff', weapon: 'sixgun', leader: true, pos: { x: 16, y: 21 } },
        { id: 'bell', name: 'Jim Bell', type: 'deputy', weapon: 'sixgun', pos: { x: 20, y: 21 } },
      ],
    },
    {
      ...OUTLAWS,
      fighters: [
        { id: 'kane', name: 'Black Jack Kane', type: 'desperado', weapon: 'heavyPistol', leader: true, pos: { x: 16, y: 15 } },
        { id: 'dutch', name: 'Dutch Miller', type: 'rowdy', weapon: 'sixgun', pos: { x: 20, y: 15 } },
      ],
    },
  ],
  // Between the hay and the stable, the front ranks six paces apart; each holds two rows of six.
  deploy: [
    { x: 14.5, y: 20.5, w: 9, h: 3.5 },
    { x: 14.5, y: 12, w: 9, h: 3.5 },
  ],
};

export const BANK_JOB: OWScenario = {
  id: 'bank-job',
  name: { en: 'The Bank Job', ru: 'Ограбление банка' },
  description: {
    en: 'The Outlaws have cleaned out the bank and run for the west edge of town with the loot. Three of them off the table by the west edge wins it for the Outlaws; stopping them wins it for the Law. Fighters who get away are not casualties.',
    ru: 'Бандиты обчистили банк и бегут с добычей к западной окраине. Если трое уйдут со стола через западный край — победа бандитов; остановить их — победа закона. Ушедшие не считаются потерями.',
  },
  table: {
    width: 36,
    height: 36,
    terrain: [
      rect('bank', 'Bank', 27, 12, 7, 10, 4),
      rect('hotel', 'Hotel', 14, 3, 8, 7, 4),
      rect('church', 'Church', 13, 25, 7, 8, 5),
      rect('smithy', 'Smithy', 4, 14, 5, 5, 3),
      fence('pen-n', { x: 20, y: 15 }, { x: 24, y: 15 }),
      fence('pen-s', { x: 20, y: 20 }, { x: 24, y: 20 }),
      wall('churchyard', { x: 6, y: 24 }, { x: 11, y: 24 }),
      rough('creek', 'Creek bed', [{ x: 9, y: 10 }, { x: 12, y: 10 }, { x: 12, y: 13 }, { x: 9, y: 13 }]),
    ],
  },
  posses: [
    {
      ...LAWMEN,
      fighters: [
        { id: 'cole', name: 'Sheriff Wyatt Cole', type: 'sheriff', weapon: 'sixgun', leader: true, pos: { x: 12, y: 18 } },
        { id: 'harlan', name: 'Ned Harlan', type: 'deputy', weapon: 'rifle', pos: { x: 12, y: 15.5 } },
        { id: 'pike', name: 'Sam Pike', type: 'deputy', weapon: 'shotgun', pos: { x: 12, y: 20.5 } },
        { id: 'bell', name: 'Jim Bell', type: 'deputy', weapon: 'sixgun', pos: { x: 14, y: 12 } },
      ],
    },
    {
      ...OUTLAWS,
      fighters: [
        { id: 'kane', name: 'Black Jack Kane', type: 'desperado', weapon: 'heavyPistol', leader: true, pos: { x: 25.5, y: 17 } },
        { id: 'dutch', name: 'Dutch Miller', type: 'rowdy', weapon: 'sixgun', pos: { x: 25.5, y: 14.5 } },
        { id: 'curly', name: 'Curly Bates', type: 'rowdy', weapon: 'repeatingRifle', pos: { x: 25.5, y: 19.5 } },
        { id: 'moose', name: 'Moose Hagen', type: 'tough', weapon: 'shotgun', pos: { x: 25.5, y: 22 } },
        { id: 'snake', name: 'Snake Ridley', type: 'tough', weapon: 'sixgun', pos: { x: 25.5, y: 12 } },
      ],
    },
  ],
  deploy: [{ x: 10.5, y: 11, w: 5, h: 11 }, { x: 24, y: 11, w: 2.5, h: 12 }],
  objective: { kind: 'escape', side: 1, edge: 'west', count: 3 },
};

export const SCENARIOS: Record<string, OWScenario> = {
  [RED_GULCH.id]: RED_GULCH,
  [LIVERY_YARD.id]: LIVERY_YARD,
  [BANK_JOB.id]: BANK_JOB,
};
