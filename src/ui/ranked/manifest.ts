// The rank-and-flank game: the manifest the registry lists (names, scenarios, rule options, loaders).
import type { AnyRuntime } from '../../core/system';
import type { SystemManifest } from '../../systems/manifest';

const SIZE = { en: '48" × 48"', ru: '48" × 48"' };
const FORCES = { en: 'The human kingdom against the orc horde', ru: 'Королевство людей против орды орков' };

export const rankedManifest: SystemManifest = {
  id: 'ranked',
  name: { en: 'Rank and Flank', ru: 'Полки и фланги' },
  blurb: {
    en: 'Fantasy battles of regiments in ranks and files: charges, combat rounds and duels of champions.',
    ru: 'Фэнтезийные сражения полков в шеренгах и колоннах: атаки, раунды ближнего боя и поединки чемпионов.',
  },
  board: 'table',
  playable: true,
  scenarios: [
    {
      id: 'pitched', size: SIZE, forces: FORCES,
      name: { en: 'Pitched battle', ru: 'Генеральное сражение' },
      description: {
        en: 'Open ground: the kingdom and the horde face each other 24" apart.',
        ru: 'Открытое поле: королевство и орда стоят друг против друга в 24".',
      },
    },
    {
      id: 'bridge', size: SIZE, forces: FORCES,
      name: { en: 'The bridge', ru: 'Мост' },
      description: {
        en: 'An impassable river across the middle of the table, crossed only by a 7" wide bridge; each general\'s regiment sets up facing it.',
        ru: 'Непроходимая река поперёк стола; перейти её можно только по мосту шириной 7". Полк каждого генерала стоит напротив моста.',
      },
    },
  ],
  ruleOptions: [],
  load: async () => (await import('../../rules/ranked/runtime')).rankedRuntime as unknown as AnyRuntime,
  loadNarration: async () => (await import('./narration')).narrate,
  loadRefusals: async () => (await import('./refusals')).explainError,
  loadSetup: async () => (await import('./setup/Setup')).default,
  // The army panel (and the profile list it offers) loads when a player opens it, not with the lobby.
  // Records saved before format 3 were set up with the first armies and profiles, before format 4
  // with the bridge's first set-up spots (RK-GAP-1), before format 5 scored no regiment at half
  // strength (RK-GAP-7).
  legacyOptions: { 2: { edition: 1 }, 3: { edition: 2 }, 4: { edition: 3 } },
  setupPrompt: {
    title: { en: 'Armies', ru: 'Армии' },
    hint: {
      en: "Each player leads the scenario's army: the kingdom (746 points) or the horde (599), within a budget of 750 points. Or swap them, or build your own from the profile list.",
      ru: 'Каждый игрок ведёт армию сценария: королевство (746 очков) или орду (599), бюджет 750 очков. Можно поменять их или собрать свою армию из списка профилей.',
    },
    open: { en: 'Choose armies', ru: 'Выбрать армии' },
  },
  loadUi: async () => (await import('./plugin')).rankedUi,
};
