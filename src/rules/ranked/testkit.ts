// Test helpers: a ranked match with regiments placed by hand on a scenario's table, and actions
// applied with scripted dice.
import { scriptedDice, type DiceSource } from '../../core/dice';
import { onGrid } from '../../core/exactMath';
import { RuleError, type GameEvent } from '../../core/ruleset';
import { ranked } from './index';
import type { RkOptions } from './options';
import { BASE, profileOf } from './profiles';
import { sized } from './queries';
import { rankedScenario } from './scenarios';
import type { Character, Phase, Regiment, RkAction, RkState, Side } from './types';

export interface RegSpec {
  id: string;
  side: Side;
  kind?: string;
  x: number;
  y: number;
  facing?: number;
  models?: number;
  files?: number;
  characters?: { kind: string; general?: boolean; bsb?: boolean }[];
  extra?: Partial<Regiment>;
}

/** A regiment as setup makes one (spearmen of side 0 and orcs of side 1 unless told), its front centre at (x, y). */
export function regimentOf(spec: RegSpec): Regiment {
  const kind = spec.kind ?? (spec.side === 0 ? 'spearmen' : 'orcs');
  const e = profileOf(kind)!;
  const characters: Character[] = (spec.characters ?? []).map((c, j) => {
    const ce = profileOf(c.kind)!;
    return { id: `${spec.id}-c${j + 1}`, name: { ...ce.name }, kind: c.kind, profile: { ...ce.profile }, wounds: ce.profile.W, points: ce.points, ...(c.general ? { general: true } : {}), ...(c.bsb ? { bsb: true } : {}) };
  });
  const models = spec.models ?? 20;
  const r: Regiment = {
    id: spec.id, side: spec.side, name: { ...e.name }, kind, profile: { ...e.profile }, missile: e.missile ? { ...e.missile } : null,
    models, raised: models, hurt: 0, files: spec.files ?? 5, base: BASE,
    block: { front: { x: onGrid(spec.x), y: onGrid(spec.y) }, facing: spec.facing ?? (spec.side === 0 ? 0 : 180), width: 0, depth: 0 },
    champion: false, standard: false, musician: false, characters, points: e.points, cost: e.points * models,
    fleeing: false, rallied: false, charged: false, used: 0, moved: false, marched: false, destroyed: false,
    ...spec.extra,
  };
  r.block = sized(r);
  return r;
}

/** A match on `scenario` with exactly these regiments, in `phase` of side `active`'s turn 1. */
export function tableWith(specs: RegSpec[], o: { scenario?: string; phase?: Phase; active?: Side; turn?: number; options?: RkOptions } = {}): RkState {
  const base = ranked.setup(rankedScenario(o.scenario ?? 'pitched')!, o.options ?? {}, 1, ['Red', 'Blue']);
  return { ...base, regiments: specs.map(regimentOf), active: o.active ?? 0, turn: o.turn ?? 1, phase: o.phase ?? 'move', charge: null, combats: [], rng: [1, 2, 3, 4] };
}

/** Applies actions one by one with the given dice (scripted values, or a source), returning the state and every event. */
export function play(s: RkState, actions: RkAction[], dice: number[] | DiceSource = []): { state: RkState; events: GameEvent[] } {
  const source = Array.isArray(dice) ? scriptedDice(dice) : dice;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = ranked.apply(s, a, source);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const ev = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

export const unit = (s: RkState, id: string): Regiment => s.regiments.find((r) => r.id === id)!;

/** The code of the RuleError that `f` throws, or 'accepted' when it throws none (other errors go on). */
export function refusalCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}
