// Ronin (coming): the manifest the registry lists (names, scenarios, rule options, loaders).
import type { SystemManifest } from '../../systems/manifest';

export const roninManifest: SystemManifest = {
  id: 'ronin',
  name: { en: 'Ronin', ru: 'Ронин' },
  blurb: {
    en: 'Samurai skirmish: before each fight every fighter splits its combat pool, in secret, into attack and defence.',
    ru: 'Схватки самураев: перед боем каждый боец тайно делит боевой пул на атаку и защиту.',
  },
  board: 'table',
  playable: false,
  scenarios: [],
  ruleOptions: [],
};
