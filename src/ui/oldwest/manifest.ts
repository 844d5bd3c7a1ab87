// Legends of the Old West: the manifest the registry lists (names, scenarios, rule options, loaders).
import type { AnyRuntime } from '../../core/system';
import type { SystemManifest } from '../../systems/manifest';

/** Each scenario's own posses, as the posse builder names them ('posse.versus'); a test keeps them the same. */
const LAW_AGAINST_OUTLAWS = { en: 'Lawmen against Outlaws', ru: 'Законники — Бандиты' };

export const oldwestManifest: SystemManifest = {
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
      size: { en: '36" × 36"', ru: '36" × 36"' },
      forces: LAW_AGAINST_OUTLAWS,
    },
    {
      id: 'livery-yard',
      name: { en: 'Trouble at the Livery', ru: 'Заварушка у конюшни' },
      description: {
        en: 'Two lawmen catch two horse thieves in the livery yard, six paces apart. A quick fight: lose one man and your nerve is tested.',
        ru: 'Двое законников застают двух конокрадов во дворе конюшни, в шести шагах. Быстрый бой: потеряв одного, проверяете смелость.',
      },
      size: { en: '36" × 36"', ru: '36" × 36"' },
      forces: LAW_AGAINST_OUTLAWS,
    },
    {
      id: 'bank-job',
      name: { en: 'The Bank Job', ru: 'Ограбление банка' },
      description: {
        en: 'The Outlaws have cleaned out the bank and run for the west edge of town with the loot. Three of them off the table by the west edge wins it for the Outlaws; stopping them wins it for the Law. Fighters who get away are not casualties.',
        ru: 'Бандиты обчистили банк и бегут с добычей к западной окраине. Если трое уйдут со стола через западный край — победа бандитов; остановить их — победа закона. Ушедшие не считаются потерями.',
      },
      size: { en: '36" × 36"', ru: '36" × 36"' },
      forces: LAW_AGAINST_OUTLAWS,
    },
  ],
  ruleOptions: [],
  load: async () => (await import('../../rules/oldwest/runtime')).oldwestRuntime as unknown as AnyRuntime,
  loadRefusals: async () => (await import('./refusals')).explainError,
  loadUi: async () => (await import('./plugin')).oldwestUi,
  loadNarration: async () => (await import('./narration')).narrate,
  loadSetup: async () => (await import('./setup/Setup')).default,
  // The posse builder (and the posses it offers) loads when a player opens it, not with the lobby.
  setupPrompt: {
    title: { en: 'Posses', ru: 'Отряды' },
    hint: {
      en: "Each player leads the scenario's posse. Or pick a ready-made posse, or build your own, within a points budget.",
      ru: 'Каждый игрок ведёт отряд сценария. Можно взять готовый отряд или собрать свой в пределах бюджета очков.',
    },
    open: { en: 'Choose posses', ru: 'Выбрать отряды' },
  },
};
