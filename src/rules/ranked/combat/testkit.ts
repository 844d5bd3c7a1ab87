// Close-combat test helpers: regiments built by hand on 1" bases, two blocks face to face, a
// combat ready to fight, actions played with scripted dice.
import { scriptedDice } from '../../../core/dice';
import type { GameEvent } from '../../../core/ruleset';
import { sized } from '../queries';
import type { Character, Combat, CombatAction, Profile, Regiment, RkState, Side } from '../types';
import { applyCombatAction, beginCombatPhase } from './round';

/** M, WS, BS, S, T, W, I, A, Ld, save. */
export const prof = (WS: number, S: number, T: number, I: number, A: number, Ld = 7, save = 7, W = 1): Profile => ({ M: 4, WS, BS: 3, S, T, W, I, A, Ld, save });

export const TROOPS = prof(3, 3, 3, 3, 1);

export interface RegSpec {
  id: string;
  side: Side;
  models: number;
  files: number;
  x: number;
  y: number;
  facing: number;
  profile?: Profile;
  champion?: boolean;
  standard?: boolean;
  musician?: boolean;
  characters?: Partial<Character>[];
}

export function hero(id: string, profile: Profile, extra: Partial<Character> = {}): Partial<Character> {
  return { id, profile, wounds: profile.W, ...extra };
}

export function regiment(x: RegSpec): Regiment {
  const characters: Character[] = (x.characters ?? []).map((c, i) => ({
    id: c.id ?? `${x.id}-c${i + 1}`, name: { en: 'Hero', ru: 'Герой' }, kind: 'hero', profile: c.profile ?? prof(5, 4, 4, 5, 3, 9, 4, 2),
    wounds: c.wounds ?? c.profile?.W ?? 2, points: 50, ...(c.general ? { general: true } : {}), ...(c.bsb ? { bsb: true } : {}),
  }));
  const r: Regiment = {
    id: x.id, side: x.side, name: { en: x.id, ru: x.id }, kind: 'troops', profile: x.profile ?? TROOPS, missile: null,
    models: x.models, raised: x.models, hurt: 0, files: x.files, base: 1, block: { front: { x: x.x, y: x.y }, facing: x.facing, width: 0, depth: 0 },
    champion: !!x.champion, standard: !!x.standard, musician: !!x.musician, characters, points: 5, cost: 100,
    fleeing: false, rallied: false, charged: false, used: 0, moved: false, marched: false, destroyed: false,
  };
  r.block = sized(r);
  return r;
}

export function combat(id: string, units: string[], chargers: string[] = []): Combat {
  return { id, units, chargers, engagedAtStart: [], round: 1, duel: null, fought: false, queue: [], pending: null, dealt: [], caused: [0, 0], refusedNow: [], winner: null };
}

/** Side 0's regiment faces up the table (front at y = 20), side 1's faces down onto it: fronts touching. */
export const FACE_A = { side: 0 as const, x: 20, y: 20, facing: 0 };
export const FACE_B = { side: 1 as const, x: 20, y: 20, facing: 180 };

export function battle(regiments: Regiment[], combats: Combat[], active: Side = 0): RkState {
  const s: RkState = {
    system: 'ranked', scenario: 'test', players: ['Ann', 'Bob'], rules: { budget: 2000, turns: 6, halfStrength: true },
    table: { width: 48, height: 48, terrain: [] }, terrain: [], regiments, turn: 1, active, phase: 'combat', charge: null,
    combats, result: null, rng: [1, 2, 3, 4],
  };
  return beginCombatPhase(s).state;
}

/** Plays the actions with the dice given (all must be used). */
export function fight(s: RkState, actions: CombatAction[], rolls: number[] = []): { state: RkState; events: GameEvent[]; used: number } {
  const dice = scriptedDice(rolls);
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = applyCombatAction(state, a, dice);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events, used: dice.used() };
}

export const ev = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);
export const unit = (s: RkState, id: string): Regiment => s.regiments.find((r) => r.id === id)!;
/** The one die (of 216 faces) of an attack whose to-hit, to-wound and save d6 show these faces. */
export const attackDie = (hit: number, wound = 1, save = 1): number => (hit - 1) * 36 + (wound - 1) * 6 + save;
/** `n` attacks that hit and wound on 6s, the save rolling a 1. */
export const hitsAndWounds = (n: number): number[] => new Array<number>(n).fill(attackDie(6, 6, 1));
/** `n` attacks that miss (a 1 to hit). */
export const misses = (n: number): number[] => new Array<number>(n).fill(attackDie(1));
/** The one die (of 36 faces) of a 2d6 break test showing these two faces. */
export const twoDice = (a: number, b: number): number => (a - 1) * 6 + b;
