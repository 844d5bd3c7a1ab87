// The toy-castle siege (coming): the manifest the registry lists (names, scenarios, rule options, loaders).
import type { SystemManifest } from '../../systems/manifest';

export const siegeManifest: SystemManifest = {
  id: 'siege',
  name: { en: 'Castle Siege', ru: 'Осада замка' },
  blurb: {
    en: 'A toy-castle siege for children: towers, a gate, the defender’s magic and the attacker’s cannon.',
    ru: 'Осада игрушечного замка для детей: башни, ворота, магия защитника и пушка нападающего.',
  },
  board: 'table',
  playable: false,
  scenarios: [],
  ruleOptions: [],
};
