// The rank-and-flank game (coming): the manifest the registry lists (names, scenarios, rule options, loaders).
import type { SystemManifest } from '../../systems/manifest';

export const rankedManifest: SystemManifest = {
  id: 'ranked',
  name: { en: 'Rank and Flank', ru: 'Полки и фланги' },
  blurb: {
    en: 'Fantasy battles of regiments in ranks and files: charges, combat rounds and duels of champions.',
    ru: 'Фэнтезийные сражения полков в шеренгах и колоннах: атаки, раунды ближнего боя и поединки чемпионов.',
  },
  board: 'table',
  playable: false,
  scenarios: [],
  ruleOptions: [],
};
