// Ronin: the manifest the registry lists (names, scenarios, rule options, loaders).
import type { AnyRuntime } from '../../core/system';
import type { SystemManifest } from '../../systems/manifest';

const SIZE = { en: '36" × 36"', ru: '36" × 36"' };

export const roninManifest: SystemManifest = {
  id: 'ronin',
  name: { en: 'Ronin', ru: 'Ронин' },
  blurb: {
    en: 'Samurai skirmish: before each fight every fighter splits its combat pool, in secret, into attack and defence.',
    ru: 'Схватки самураев: перед боем каждый боец тайно делит боевой потенциал на атаку и защиту.',
  },
  board: 'table',
  playable: true,
  scenarios: [
    {
      id: 'village', size: SIZE,
      name: { en: 'Skirmish in the village', ru: 'Стычка в деревне' },
      description: { en: 'A samurai retinue meets a ronin band among farmhouses, hedges and a bamboo grove. Four against four.', ru: 'Свита самурая встречает отряд ронинов среди домов, изгородей и бамбука. Четверо на четверо.' },
    },
    {
      id: 'bridge', size: SIZE,
      name: { en: 'Holding the bridge', ru: 'Удержать мост' },
      description: { en: 'Four warrior monks hold a stream and its bridge against five bandits.', ru: 'Четверо монахов-воинов держат ручей и мост против пятерых разбойников.' },
    },
    {
      id: 'night-raid', size: SIZE,
      name: { en: 'Night raid on the farm', ru: 'Ночной налёт на усадьбу' },
      description: {
        en: 'Ikko-ikki peasants defend a walled farm; a ronin band comes over the 2.5" wall (a climb) or through the south gate. The ronin win if one of them stands within 1.5" of the rice store, with no peasant that near, at the end of a turn; the peasants win if they hold it to the end of the last turn.',
        ru: 'Крестьяне икко-икки обороняют усадьбу за стеной; ронины лезут через стену в 2,5" или идут через южные ворота. Ронины побеждают, если в конце хода кто-то из них стоит не дальше 1,5" от рисового амбара, а крестьян так близко нет; крестьяне побеждают, если удержат амбар до конца последнего хода.',
      },
    },
  ],
  ruleOptions: [],
  load: async () => (await import('../../rules/ronin/runtime')).roninRuntime as unknown as AnyRuntime,
  loadRefusals: async () => (await import('./refusals')).explainError,
  loadUi: async () => (await import('./plugin')).roninUi,
  loadNarration: async () => (await import('./narration')).narrate,
  loadSetup: async () => (await import('./setup/Setup')).default,
};
