// The army panel's form state (RK-GAP-1) and the plain helpers that change it. No React here: each
// player plays a ready-made army (the kingdom or the horde) or one built here from the profile
// list; the rules' validateArmy judges the lists against the points budget and the scenario's spots.
import { armyCost, DEFAULT_BUDGET, HORDE, KINGDOM, MAX_BUDGET, MAX_CHARACTERS, MIN_FILES, validateArmy, type ArmyProblem } from '../../../rules/ranked/armies';
import { PROFILES } from '../../../rules/ranked/profiles';
import { rankedScenario } from '../../../rules/ranked/scenarios';
import type { ArmyList, ListRegiment, Side } from '../../../rules/ranked/types';

export const READY = { kingdom: KINGDOM, horde: HORDE } as const;
export type ReadyId = keyof typeof READY;
export const CUSTOM = 'custom';
export type ArmyChoice = ReadyId | typeof CUSTOM;
export const READY_IDS = Object.keys(READY) as ReadyId[];

/** Troop types for a regiment's rank and file, and characters, in the profile list's order. */
export const TROOP_KINDS = Object.keys(PROFILES).filter((k) => !PROFILES[k]!.character);
export const CHARACTER_KINDS = Object.keys(PROFILES).filter((k) => PROFILES[k]!.character);

/** The name of an army built here. */
export const OWN_ARMY_NAME = { en: 'Own army', ru: 'Своя армия' } as const;

export interface PlayerArmy {
  choice: ArmyChoice;
  /** The army built here; kept while a ready-made one is looked at. */
  custom: ArmyList | null;
}

export interface ArmyDraft {
  budgetText: string;
  players: [PlayerArmy, PlayerArmy];
}

/** Each side's set-up spots in the scenario (the most regiments it may field). */
export function spotsOf(scenarioId: string, side: Side): number {
  return rankedScenario(scenarioId)?.deployment[side].length ?? 6;
}

/** The ready-made army a scenario gives a side (the kingdom for side 0, the horde for side 1). */
export function scenarioChoice(scenarioId: string, side: Side): ReadyId {
  const list = rankedScenario(scenarioId)?.armies[side];
  return READY_IDS.find((id) => READY[id] === list || READY[id].name.en === list?.name.en) ?? READY_IDS[side]!;
}

export function initialDraft(scenarioId: string): ArmyDraft {
  return {
    budgetText: String(DEFAULT_BUDGET),
    players: [
      { choice: scenarioChoice(scenarioId, 0), custom: null },
      { choice: scenarioChoice(scenarioId, 1), custom: null },
    ],
  };
}

/** A whole number of points from 1 to MAX_BUDGET, or null. */
export function parseBudget(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,4}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= MAX_BUDGET ? n : null;
}

const copyList = (l: ArmyList, name: ArmyList['name'] = l.name): ArmyList => ({
  name: { ...name },
  regiments: l.regiments.map((r) => ({ ...r, ...(r.characters ? { characters: r.characters.map((c) => ({ ...c })) } : {}) })),
});

export function chosenList(p: PlayerArmy): ArmyList | null {
  return p.choice === CUSTOM ? p.custom : READY[p.choice];
}

/** Picks an army. The first "build your own" starts from a copy of the army chosen before, under its own name. */
export function choose(p: PlayerArmy, choice: ArmyChoice): PlayerArmy {
  if (choice !== CUSTOM || p.custom) return { ...p, choice };
  const from = chosenList(p) ?? KINGDOM;
  return { choice, custom: copyList(from, OWN_ARMY_NAME) };
}

export interface DraftCheck {
  budget: number | null;
  chosen: [ArmyList | null, ArmyList | null];
  /** Each army's cost in points. */
  points: [number, number];
  problems: [ArmyProblem[], ArmyProblem[]];
  ok: boolean;
  /** The match options: none while both play the scenario's own armies at the default budget. */
  options?: { armies?: [ArmyList, ArmyList]; budget?: number };
}

export function checkDraft(draft: ArmyDraft, scenarioId: string): DraftCheck {
  const budget = parseBudget(draft.budgetText);
  const chosen = draft.players.map(chosenList) as [ArmyList | null, ArmyList | null];
  const points = chosen.map((l) => (l ? armyCost(l) : 0)) as [number, number];
  const problems = chosen.map((l, side) => (l && budget !== null ? validateArmy(l, budget, spotsOf(scenarioId, side as Side), side) : [])) as [ArmyProblem[], ArmyProblem[]];
  const [a, b] = chosen;
  const ok = budget !== null && !!a && !!b && problems[0].length === 0 && problems[1].length === 0;
  const own = draft.players.every((p, side) => p.choice === scenarioChoice(scenarioId, side as Side));
  const options = {
    ...(own || !a || !b ? {} : { armies: [copyList(a), copyList(b)] as [ArmyList, ArmyList] }),
    ...(budget !== null && budget !== DEFAULT_BUDGET ? { budget } : {}),
  };
  return { budget, chosen, points, problems, ok, ...(Object.keys(options).length ? { options } : {}) };
}

// --- building an army -------------------------------------------------------------------------

/** A new regiment: ten of the troops the list used last (Spearmen in an empty list), five wide. */
export function addRegiment(l: ArmyList): ArmyList {
  const kind = l.regiments.at(-1)?.kind ?? TROOP_KINDS[0]!;
  return { ...l, regiments: [...l.regiments, { kind, models: 10, files: 5 }] };
}

export function removeRegiment(l: ArmyList, index: number): ArmyList {
  return { ...l, regiments: l.regiments.filter((_, i) => i !== index) };
}

export type RegimentPatch = Partial<Pick<ListRegiment, 'kind' | 'models' | 'files' | 'champion' | 'standard' | 'musician'>>;

/** Changes one regiment; a command option set false is left out of the list; fewer models narrow it to fit. */
export function updateRegiment(l: ArmyList, index: number, patch: RegimentPatch): ArmyList {
  return {
    ...l,
    regiments: l.regiments.map((r, i) => {
      if (i !== index) return r;
      const next: ListRegiment = { ...r, ...patch };
      if (patch.models !== undefined && patch.files === undefined) next.files = Math.min(next.files, Math.max(MIN_FILES, next.models));
      for (const k of ['champion', 'standard', 'musician'] as const) if (next[k] === false) delete next[k];
      return next;
    }),
  };
}

export type Role = 'none' | 'general' | 'bsb';

export const roleOf = (c: { general?: boolean; bsb?: boolean }): Role => (c.general ? 'general' : c.bsb ? 'bsb' : 'none');

function mapCharacters(l: ArmyList, f: (r: number, c: number, ch: NonNullable<ListRegiment['characters']>[number]) => NonNullable<ListRegiment['characters']>[number]): ArmyList {
  return { ...l, regiments: l.regiments.map((r, ri) => (r.characters ? { ...r, characters: r.characters.map((c, ci) => f(ri, ci, c)) } : r)) };
}

/** A character joins a regiment (at most MAX_CHARACTERS); the army's first is its General. */
export function addCharacter(l: ArmyList, index: number): ArmyList {
  const r = l.regiments[index];
  if (!r || (r.characters?.length ?? 0) >= MAX_CHARACTERS) return l;
  const hasGeneral = l.regiments.some((x) => x.characters?.some((c) => c.general));
  const kind = CHARACTER_KINDS[0]!;
  const c = hasGeneral ? { kind } : { kind, general: true };
  return { ...l, regiments: l.regiments.map((x, i) => (i === index ? { ...x, characters: [...(x.characters ?? []), c] } : x)) };
}

export function removeCharacter(l: ArmyList, index: number, at: number): ArmyList {
  return {
    ...l,
    regiments: l.regiments.map((r, i) => {
      if (i !== index) return r;
      const characters = (r.characters ?? []).filter((_, k) => k !== at);
      const { characters: _old, ...rest } = r;
      return characters.length ? { ...rest, characters } : rest;
    }),
  };
}

export function setCharacterKind(l: ArmyList, index: number, at: number, kind: string): ArmyList {
  return mapCharacters(l, (ri, ci, c) => (ri === index && ci === at ? { ...c, kind } : c));
}

/** Makes a character the General or the Battle Standard Bearer: the army's one, so any other loses it. */
export function setRole(l: ArmyList, index: number, at: number, role: Role): ArmyList {
  return mapCharacters(l, (ri, ci, c) => {
    const me = ri === index && ci === at;
    const { general: _g, bsb: _b, ...bare } = c;
    if (me) return role === 'none' ? bare : { ...bare, [role]: true };
    if (role === 'general' && c.general) return c.bsb ? { ...bare, bsb: true } : bare;
    if (role === 'bsb' && c.bsb) return c.general ? { ...bare, general: true } : bare;
    return c;
  });
}

/** The widths a regiment of `models` may take: from 3 files to as many as its models, at most `max`. */
export const filesFor = (models: number, max: number): number[] => {
  const top = Math.min(max, Math.max(MIN_FILES, models));
  return Array.from({ length: top - MIN_FILES + 1 }, (_, i) => MIN_FILES + i);
};
