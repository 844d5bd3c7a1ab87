// Firepower: the manifest the registry lists (names, scenarios, rule options, loaders).
import type { AnyRuntime } from '../../core/system';
import type { SystemManifest } from '../../systems/manifest';

export const firepowerManifest: SystemManifest = {
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
      size: { en: '40 × 30 hexes', ru: '40 × 30 гексов' },
    },
    {
      id: 'hill',
      name: { en: 'Hold the Hill', ru: 'Удержать высоту' },
      description: {
        en: 'Four defenders hold the crest; five attackers come from the far edge. Whoever alone holds the crest after the sixth turn wins.',
        ru: 'Четверо защитников держат гребень; пятеро атакующих идут с дальнего края. Кто один удерживает гребень после шестого хода — победил.',
      },
      size: { en: '40 × 30 hexes', ru: '40 × 30 гексов' },
    },
  ],
  ruleOptions: [
    {
      id: 'postureRule',
      legend: { en: 'Rule option (FP-AMB-1): posture costs', ru: 'Вариант правил (FP-AMB-1): цена смены позы' },
      choices: [
        {
          value: 'examples',
          label: {
            en: 'Stand up 2 MF, go prone 1 MF (the worked examples and the original chart; default)',
            ru: 'Встать 2 ОД, лечь 1 ОД (как в примерах и исходной таблице; по умолчанию)',
          },
        },
        {
          value: 'text',
          label: { en: 'Stand up 1 MF, go prone 2 MF (as the text of 6.2.4 reads)', ru: 'Встать 1 ОД, лечь 2 ОД (как написано в 6.2.4)' },
        },
      ],
      default: 'examples',
    },
    {
      id: 'secondRing',
      legend: { en: 'Rule option (FP-GAP-3): the grenade blast’s second ring', ru: 'Вариант правил (FP-GAP-3): второе кольцо взрыва гранаты' },
      choices: [
        {
          value: 'on',
          label: {
            en: 'Two rings: soldiers two hexes from the burst roll too, at +4 (killed on a 1 when standing in the open; the original blast diagram; default)',
            ru: 'Два кольца: солдаты в двух гексах от разрыва тоже бросают, с +4 (стоящий на открытом месте убит на 1; исходная схема взрыва; по умолчанию)',
          },
        },
        {
          value: 'off',
          label: {
            en: 'One ring: only the burst hex and the hexes next to it (+3)',
            ru: 'Одно кольцо: только гекс разрыва и соседние с ним гексы (+3)',
          },
        },
      ],
      default: 'on',
    },
  ],
  load: async () => (await import('../../rules/firepower/runtime')).firepowerRuntime as unknown as AnyRuntime,
  loadNarration: async () => (await import('./narration')).narrateFP,
  loadRefusals: async () => (await import('./refusals')).explainFPError,
  loadUi: async () => (await import('./plugin')).firepowerUi,
};
