// The two ready-made armies (RK-GAP-1), the cost of an army list and the checks a list must pass
// for a points-budget army builder: an army list is plain JSON (types.ts's ArmyList) that the
// lobby passes as a match option, and setup refuses a bad one with the first problem's code.
import { BSB_COST, COMMAND_COST, EDITION, profileOf, type Edition } from './profiles';
import type { RkReason } from './reasons';
import type { ArmyList, ListRegiment } from './types';

export const MIN_MODELS = 5;
export const MAX_MODELS = 40;
export const MIN_FILES = 3;
export const MAX_FILES = 8;
export const MAX_CHARACTERS = 2;
/** The points budget when the match options name none. */
export const DEFAULT_BUDGET = 750;
export const MAX_BUDGET = 5000;

const full = { champion: true, standard: true, musician: true } as const;

export const KINGDOM: ArmyList = {
  name: { en: 'The human kingdom', ru: 'Королевство людей' },
  regiments: [
    { kind: 'spearmen', models: 20, files: 5, ...full, characters: [{ kind: 'marshal', general: true }] },
    { kind: 'swordsmen', models: 15, files: 5, ...full, characters: [{ kind: 'captain', bsb: true }] },
    { kind: 'crossbowmen', models: 14, files: 5, musician: true },
    { kind: 'spearmen', models: 15, files: 5, standard: true, musician: true },
  ],
};

export const HORDE: ArmyList = {
  name: { en: 'The orc horde', ru: 'Орда орков' },
  regiments: [
    { kind: 'orcs', models: 20, files: 5, ...full, characters: [{ kind: 'warboss', general: true }] },
    { kind: 'bigOrcs', models: 10, files: 5, ...full, characters: [{ kind: 'bigBoss', bsb: true }] },
    { kind: 'orcArchers', models: 10, files: 5, musician: true },
    { kind: 'goblins', models: 23, files: 5, standard: true, musician: true },
  ],
};

/** Edition 1's ready-made armies (before they were balanced): matches saved then replay with them. */
export const FIRST_ARMIES: readonly [ArmyList, ArmyList] = [
  {
    name: KINGDOM.name,
    regiments: [
      KINGDOM.regiments[0]!, KINGDOM.regiments[1]!,
      { kind: 'crossbowmen', models: 10, files: 5, musician: true },
      { kind: 'spearmen', models: 15, files: 5, standard: true, musician: true },
    ],
  },
  {
    name: HORDE.name,
    regiments: [
      HORDE.regiments[0]!,
      { kind: 'bigOrcs', models: 15, files: 5, ...full, characters: [{ kind: 'bigBoss', bsb: true }] },
      HORDE.regiments[2]!,
      { kind: 'goblins', models: 25, files: 5, standard: true, musician: true },
    ],
  },
];

/** A regiment's cost: its models, its command and its characters (a BSB pays extra). */
export function regimentCost(r: ListRegiment, edition: Edition = EDITION): number {
  const troops = profileOf(r.kind, edition);
  let pts = (troops?.points ?? 0) * r.models;
  if (r.champion) pts += COMMAND_COST.champion;
  if (r.standard) pts += COMMAND_COST.standard;
  if (r.musician) pts += COMMAND_COST.musician;
  for (const c of r.characters ?? []) pts += (profileOf(c.kind, edition)?.points ?? 0) + (c.bsb ? BSB_COST : 0);
  return pts;
}

export const armyCost = (list: ArmyList, edition: Edition = EDITION): number => list.regiments.reduce((a, r) => a + regimentCost(r, edition), 0);

export interface ArmyProblem {
  code: RkReason;
  params: Record<string, string | number>;
}

function regimentProblems(r: ListRegiment, side: number): ArmyProblem[] {
  const out: ArmyProblem[] = [];
  const troops = profileOf(r.kind);
  if (!troops) out.push({ code: 'unknownKind', params: { side, kind: r.kind } });
  else if (troops.character) out.push({ code: 'notTroops', params: { side, kind: r.kind } });
  if (!Number.isInteger(r.models) || r.models < MIN_MODELS || r.models > MAX_MODELS) out.push({ code: 'badModels', params: { side, models: r.models, min: MIN_MODELS, max: MAX_MODELS } });
  const maxFiles = Math.min(MAX_FILES, Math.max(MIN_FILES, r.models));
  if (!Number.isInteger(r.files) || r.files < MIN_FILES || r.files > maxFiles) out.push({ code: 'badFiles', params: { side, models: r.models, files: r.files, min: MIN_FILES, max: maxFiles } });
  const chars = r.characters ?? [];
  if (chars.length > MAX_CHARACTERS) out.push({ code: 'tooManyCharacters', params: { side, max: MAX_CHARACTERS } });
  for (const c of chars) {
    const entry = profileOf(c.kind);
    if (!entry) out.push({ code: 'unknownKind', params: { side, kind: c.kind } });
    else if (!entry.character) out.push({ code: 'notCharacter', params: { side, kind: c.kind } });
    if (c.general && c.bsb) out.push({ code: 'generalBsb', params: { side } });
  }
  return out;
}

/**
 * Every problem of an army list against a points budget and the scenario's number of set-up
 * spots (none: the list is good). `side` names the army in the problems (0 or 1).
 */
export function validateArmy(list: ArmyList, budget: number, maxRegiments = 6, side = 0, edition: Edition = EDITION): ArmyProblem[] {
  const out: ArmyProblem[] = [];
  const n = list.regiments.length;
  if (n === 0) out.push({ code: 'armyEmpty', params: { side } });
  if (n > maxRegiments) out.push({ code: 'armyTooBig', params: { side, count: n, max: maxRegiments } });
  for (const r of list.regiments) out.push(...regimentProblems(r, side));
  const chars = list.regiments.flatMap((r) => r.characters ?? []);
  const generals = chars.filter((c) => c.general).length;
  if (generals === 0) out.push({ code: 'noGeneral', params: { side } });
  if (generals > 1) out.push({ code: 'twoGenerals', params: { side } });
  if (chars.filter((c) => c.bsb).length > 1) out.push({ code: 'twoBsb', params: { side } });
  const points = armyCost(list, edition);
  if (points > budget) out.push({ code: 'overBudget', params: { side, points, budget } });
  return out;
}
