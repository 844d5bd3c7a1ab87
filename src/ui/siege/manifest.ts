// The toy-castle siege: the manifest the registry lists (names, scenarios, rule options, loaders).
import type { AnyRuntime } from '../../core/system';
import type { SystemManifest } from '../../systems/manifest';

// The table in steps (1 step = 7 cm); the lobby's size line takes digits only in Russian.
const SIZE = { en: '12 × 9', ru: '12 × 9' };

export const siegeManifest: SystemManifest = {
  id: 'siege',
  name: { en: 'Castle Siege', ru: 'Осада замка' },
  blurb: {
    en: 'A toy-castle siege for children: towers, a gate, the defender’s magic and the attacker’s cannon.',
    ru: 'Осада игрушечного замка для детей: башни, ворота, магия защитника и пушка нападающего.',
  },
  board: 'table',
  playable: true,
  scenarios: [
    {
      id: 'gate', size: SIZE,
      name: { en: 'The gate', ru: 'Ворота' },
      description: {
        en: 'Two towers, walls and a gate with traps. The Attacker’s cannon and warriors come from the far edge.',
        ru: 'Две башни, стены и ворота с ловушками. Пушка и воины Атакующего идут от дальнего края.',
      },
    },
    {
      id: 'keep', size: SIZE,
      name: { en: 'The keep', ru: 'Главная башня' },
      description: {
        en: 'A bigger castle: two towers at the front, a gate, and a tall keep of two floors in the yard.',
        ru: 'Большой замок: две башни впереди, ворота и высокая двухэтажная башня во дворе.',
      },
    },
  ],
  ruleOptions: [
    {
      id: 'warriors',
      legend: { en: 'Warriors each side', ru: 'Воинов у каждого' },
      choices: ['3', '4', '5', '6', '7', '8'].map((n) => ({ value: n, label: { en: n === '5' ? `${n} (usual)` : n, ru: n === '5' ? `${n} (обычно)` : n } })),
      default: '5',
    },
    {
      id: 'meleeTies',
      legend: { en: 'A tied fight (SG-AMB-2)', ru: 'Ничья в схватке (SG-AMB-2)' },
      choices: [
        { value: 'nothing', label: { en: 'Nothing happens (usual)', ru: 'Ничего не происходит (обычно)' } },
        { value: 'reroll', label: { en: 'Roll again', ru: 'Бросить ещё раз' } },
      ],
      default: 'nothing',
    },
    {
      id: 'nearest',
      legend: { en: 'Magic strikes the enemy nearest to (SG-AMB-1)', ru: 'Магия бьёт врага, ближайшего к (SG-AMB-1)' },
      choices: [
        { value: 'castle', label: { en: 'the castle (usual)', ru: 'замку (обычно)' } },
        { value: 'tower', label: { en: 'a defender on a tower', ru: 'защитнику на башне' } },
      ],
      default: 'castle',
    },
    {
      id: 'twoCastles',
      legend: { en: 'Two castles (SG-11)', ru: 'Два замка (SG-11)' },
      choices: [
        { value: 'off', label: { en: 'One castle (usual)', ru: 'Один замок (обычно)' } },
        { value: 'on', label: { en: 'A castle each', ru: 'У каждого свой замок' } },
      ],
      default: 'off',
    },
  ],
  load: async () => (await import('../../rules/siege/runtime')).siegeRuntime as unknown as AnyRuntime,
  loadRefusals: async () => (await import('./refusals')).explainError,
  loadUi: async () => (await import('./plugin')).siegeUi,
  loadNarration: async () => (await import('./narration')).narrate,
};
