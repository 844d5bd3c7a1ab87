// The five game systems the lobby lists, as plain data. A system's rules load only when a
// match of it opens; the scenario ids here match the scenario data of each system.
import type { SystemInfo } from './registry';

export const SYSTEMS: SystemInfo[] = [
  {
    id: 'oldwest',
    name: { en: 'Legends of the Old West', ru: 'Легенды Дикого Запада' },
    blurb: {
      en: 'Western gunfights: a handful of fighters a side on a table in inches. Win the Drop, then move, shoot and brawl.',
      ru: 'Перестрелки на Диком Западе: горстка бойцов с каждой стороны на столе в дюймах. Выиграйте преимущество, затем двигайтесь, стреляйте и деритесь.',
    },
    board: 'table',
    playable: true,
    scenarios: [
      {
        id: 'red-gulch',
        name: { en: 'Showdown at Red Gulch', ru: 'Перестрелка в Ред-Гулче' },
        description: {
          en: 'Five Lawmen meet five Outlaws on Main Street, between the saloon, the bank and the jail. A posse that loses its nerve, or every man, loses the day.',
          ru: 'Пятеро законников встречают пятерых бандитов на главной улице, между салуном, банком и тюрьмой. Кто дрогнет или потеряет всех людей — проиграл.',
        },
        size: '36" × 36"',
      },
      {
        id: 'livery-yard',
        name: { en: 'Trouble at the Livery', ru: 'Заварушка у конюшни' },
        description: {
          en: 'A quick gunfight: two lawmen catch two horse thieves in the livery yard.',
          ru: 'Быстрая перестрелка: двое законников застают двух конокрадов во дворе конюшни.',
        },
        size: '36" × 36"',
      },
      {
        id: 'bank-job',
        name: { en: 'The Bank Job', ru: 'Ограбление банка' },
        description: {
          en: 'Five Outlaws run from the bank for the west edge with the loot; four Lawmen stand in the way. Three away wins it for the Outlaws.',
          ru: 'Пятеро бандитов бегут из банка с добычей к западному краю; четверо законников на пути. Трое ушедших — победа бандитов.',
        },
        size: '36" × 36"',
      },
    ],
  },
  {
    id: 'firepower',
    name: { en: 'Firepower', ru: 'Firepower («Огневая мощь»)' },
    blurb: {
      en: 'Modern squad tactics on a hex map: chips drawn from a cup decide who acts, d10 fire, suppression and cover.',
      ru: 'Тактика отделений на гексагональной карте: фишки из стакана решают, кто ходит; стрельба на d10, подавление и укрытия.',
    },
    board: 'hex',
    playable: true,
    scenarios: [
      {
        id: 'meeting',
        name: { en: 'Meeting Engagement', ru: 'Встречный бой' },
        description: {
          en: 'Two equal squads (a leader, a light machine gun, two rifles) enter the joined boards from opposite edges. Eliminate the enemy within six turns.',
          ru: 'Два равных отделения (командир, ручной пулемёт, две винтовки) входят с противоположных краёв. Уничтожьте противника за шесть ходов.',
        },
        size: '40 × 30 hexes',
      },
      {
        id: 'hill',
        name: { en: 'Hold the Hill', ru: 'Удержать высоту' },
        description: {
          en: 'Four defenders hold the crest; five attackers come from the far edge. Whoever alone holds the crest after the sixth turn wins.',
          ru: 'Четверо защитников держат гребень; пятеро атакующих идут с дальнего края. Кто один удерживает гребень после шестого хода — победил.',
        },
        size: '40 × 30 hexes',
      },
    ],
  },
  {
    id: 'ronin',
    name: { en: 'Ronin', ru: 'Ронин' },
    blurb: {
      en: 'Samurai skirmish: before each fight every fighter splits its combat pool, in secret, into attack and defence.',
      ru: 'Схватки самураев: перед боем каждый боец тайно делит боевой пул на атаку и защиту.',
    },
    board: 'table',
    playable: false,
    scenarios: [],
  },
  {
    id: 'ranked',
    name: { en: 'Rank and Flank', ru: 'Полки и фланги' },
    blurb: {
      en: 'Fantasy battles of regiments in ranks and files: charges, combat rounds and duels of champions.',
      ru: 'Фэнтезийные сражения полков в шеренгах и колоннах: атаки, раунды ближнего боя и поединки чемпионов.',
    },
    board: 'table',
    playable: false,
    scenarios: [],
  },
  {
    id: 'siege',
    name: { en: 'Castle Siege', ru: 'Осада замка' },
    blurb: {
      en: 'A toy-castle siege for children: towers, a gate, the defender’s magic and the attacker’s cannon.',
      ru: 'Осада игрушечного замка для детей: башни, ворота, магия защитника и пушка нападающего.',
    },
    board: 'table',
    playable: false,
    scenarios: [],
  },
];
