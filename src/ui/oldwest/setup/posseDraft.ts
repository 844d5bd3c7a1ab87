// The posse builder's form state, and the plain helpers that change it. No React here.
import type { Lang } from '../../../i18n';
import { PROFILES } from '../../../rules/oldwest/profiles';
import {
  DEFAULT_BUDGET,
  READY_MADE,
  distinctRosters,
  isHero,
  rosterFromPosse,
  validateRoster,
  type Roster,
  type RosterFighter,
  type RosterProblem,
} from '../../../rules/oldwest/roster';
import { SCENARIOS } from '../../../rules/oldwest/scenarios';
import type { Side } from '../../../rules/oldwest/types';

/** 'scenario' (the scenario's own posse), 'custom' (built here), or a ready-made posse id. */
export type PosseChoice = string;
export const SCENARIO_POSSE = 'scenario';
export const CUSTOM_POSSE = 'custom';
export const MAX_BUDGET = 1000;

export interface PlayerPosse {
  choice: PosseChoice;
  /** The posse built here; kept while another choice is looked at. */
  custom: Roster | null;
}

export interface PosseDraft {
  budgetText: string;
  players: [PlayerPosse, PlayerPosse];
}

/** What the lobby needs: the rosters to play (none: the scenario's own posses) and whether to allow Start. */
export interface PosseResult {
  rosters?: [Roster, Roster];
  ok: boolean;
  /** The chosen posses' names in the lobby's language, for a one-line summary. */
  names?: [string, string];
}

export function initialDraft(): PosseDraft {
  return {
    budgetText: String(DEFAULT_BUDGET),
    players: [
      { choice: SCENARIO_POSSE, custom: null },
      { choice: SCENARIO_POSSE, custom: null },
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

/** The scenario's own posse for a side, as a roster. */
export function scenarioRoster(scenarioId: string, side: Side): Roster | null {
  const sc = Object.prototype.hasOwnProperty.call(SCENARIOS, scenarioId) ? SCENARIOS[scenarioId] : undefined;
  return sc ? rosterFromPosse(sc.posses[side]) : null;
}

export function chosenRoster(p: PlayerPosse, scenarioId: string, side: Side): Roster | null {
  if (p.choice === SCENARIO_POSSE) return scenarioRoster(scenarioId, side);
  if (p.choice === CUSTOM_POSSE) return p.custom;
  return READY_MADE.find((r) => r.posseId === p.choice) ?? null;
}

/** The name of a posse built in the lobby (not the name of the posse it was copied from). */
export const OWN_POSSE_NAME = { en: 'Own posse', ru: 'Свой отряд' } as const;

/** Picks a posse. The first "build your own" starts from a copy of the posse chosen before, under its own name. */
export function choose(p: PlayerPosse, choice: PosseChoice, scenarioId: string, side: Side): PlayerPosse {
  if (choice !== CUSTOM_POSSE || p.custom) return { ...p, choice };
  const from = chosenRoster(p, scenarioId, side) ?? READY_MADE[side]!;
  return { choice, custom: { ...from, name: { ...OWN_POSSE_NAME }, fighters: from.fighters.map((f) => ({ ...f })) } };
}

export interface DraftCheck extends PosseResult {
  budget: number | null;
  /** Each side's chosen roster (null when there is none) and its problems. */
  chosen: [Roster | null, Roster | null];
  problems: [RosterProblem[], RosterProblem[]];
}

export function checkDraft(draft: PosseDraft, scenarioId: string): DraftCheck {
  const budget = parseBudget(draft.budgetText);
  const chosen = [0, 1].map((side) => chosenRoster(draft.players[side]!, scenarioId, side as Side)) as [Roster | null, Roster | null];
  const problems = chosen.map((r) => (r && budget !== null ? validateRoster(r, budget) : [])) as [RosterProblem[], RosterProblem[]];
  const [a, b] = chosen;
  const ok = budget !== null && !!a && !!b && problems[0].length === 0 && problems[1].length === 0;
  const ownPosses = draft.players.every((p) => p.choice === SCENARIO_POSSE);
  if (ownPosses || !a || !b) return { budget, chosen, problems, ok };
  return { budget, chosen, problems, ok, rosters: distinctRosters([a, b]) };
}

function unusedId(r: Roster): string {
  const used = new Set(r.fighters.map((f) => f.id));
  let k = r.fighters.length + 1;
  while (used.has(`f${k}`)) k += 1;
  return `f${k}`;
}

/** A new fighter: a hero leader for a posse without a leader, else another of the rank and file. */
export function addFighter(r: Roster, lang: Lang): Roster {
  const needsLeader = !r.fighters.some((f) => f.leader);
  const lastRank = [...r.fighters].reverse().find((f) => !isHero(f.type))?.type;
  const heroType = r.fighters.find((f) => isHero(f.type))?.type ?? 'sheriff';
  const type = needsLeader ? heroType : (lastRank ?? 'deputy');
  const fighter: RosterFighter = {
    id: unusedId(r),
    name: `${PROFILES[type]?.name[lang] ?? type} ${r.fighters.length + 1}`,
    type,
    weapon: 'sixgun',
    ...(needsLeader && isHero(type) ? { leader: true } : {}),
  };
  return { ...r, fighters: [...r.fighters, fighter] };
}

/** "Deputy 3" → "Rowdy 3" when the profile changes; a name the player typed stays. */
function renamed(name: string, from: string, to: string, lang: Lang): string {
  const m = /^(.*) (\d+)$/.exec(name);
  const old = PROFILES[from]?.name;
  const next = PROFILES[to]?.name[lang];
  if (!m || !old || !next || (m[1] !== old.en && m[1] !== old.ru)) return name;
  return `${next} ${m[2]}`;
}

/** Changes one fighter; `mount: undefined` takes the mount away. A default name follows the profile. */
export function updateFighter(r: Roster, index: number, patch: Partial<Omit<RosterFighter, 'id' | 'leader'>>, lang: Lang = 'en'): Roster {
  return {
    ...r,
    fighters: r.fighters.map((f, i) => {
      if (i !== index) return f;
      const next: RosterFighter = { ...f, ...patch };
      if (patch.type && patch.name === undefined) next.name = renamed(f.name, f.type, patch.type, lang);
      if ('mount' in patch && !patch.mount) delete next.mount;
      return next;
    }),
  };
}

export function setLeader(r: Roster, index: number): Roster {
  return {
    ...r,
    fighters: r.fighters.map((f, i) => {
      const { leader: _leader, ...rest } = f;
      return i === index ? { ...rest, leader: true } : rest;
    }),
  };
}

export function removeFighter(r: Roster, index: number): Roster {
  return { ...r, fighters: r.fighters.filter((_, i) => i !== index) };
}
