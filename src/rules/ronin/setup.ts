// A new match: each side's warband in its deployment zone (front rank facing the middle), then
// turn 1's priority roll from the match's seed.
import { initialRngState, seededDice } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { own } from '../../core/system';
import { parseWith } from '../../core/schema';
import { roOptionsSchema } from './points';
import { refuse } from './reasons';
import { startTurn } from './turn';
import type { RoFighter, RoScenario, RoState, Side } from './types';
import { fighterFrom, WARBANDS, type WarbandEntry } from './warbands';

/** Centre-to-centre spacing of fighters set up in a zone, in inches. */
const SPACING = 1.5;

export interface RoOptions {
  /** The factions each side fields (RO-GAP-5); the scenario's when absent. */
  factions?: [string, string];
  /** Warbands built from the profile list within the points budget; they replace the factions' own. */
  warbands?: [WarbandEntry[], WarbandEntry[]];
}

function warband(id: string): readonly WarbandEntry[] {
  const w = own(WARBANDS as Record<string, readonly WarbandEntry[]>, id);
  if (!w) refuse('badAction', { detail: `unknown faction '${id}'` });
  return w;
}

function deploy(entries: readonly WarbandEntry[], side: Side, sc: RoScenario): RoFighter[] {
  const z = sc.deploy[side];
  const perRow = Math.max(1, Math.floor((z.x1 - z.x0) / SPACING));
  const frontY = z.y0 + (z.y1 - z.y0) / 2 < sc.table.height / 2 ? z.y1 - 0.5 : z.y0 + 0.5;
  const back = frontY === z.y1 - 0.5 ? -SPACING : SPACING;
  const mid = (z.x0 + z.x1) / 2;
  return entries.map((e, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, entries.length - row * perRow);
    const col = i % perRow;
    return fighterFrom(e, side, mid + (col - (inRow - 1) / 2) * SPACING, frontY + row * back);
  });
}

/** The state and the events of turn 1's priority roll. */
export function setupWithEvents(sc: RoScenario, options: RoOptions, seed: number, players: readonly [string, string]): { state: RoState; events: GameEvent[] } {
  const parsed = parseWith(roOptionsSchema, options ?? {}, 'options');
  if (!parsed.ok) refuse('badOptions', { ...parsed.params, detail: parsed.error });
  const factions = parsed.value.factions ?? sc.warbands;
  const built = parsed.value.warbands as [WarbandEntry[], WarbandEntry[]] | undefined;
  const fighters = [0, 1].flatMap((side) => deploy(built ? built[side]! : warband(factions[side]!), side as Side, sc));
  const s: RoState = {
    system: 'ronin', scenario: sc.id, players: [players[0], players[1]], factions: [factions[0], factions[1]], turn: 0, turns: sc.turns, phase: 'move',
    priority: 0, active: 0, fighters, fights: [], bout: null,
    started: [fighters.filter((f) => f.side === 0).length, fighters.filter((f) => f.side === 1).length],
    result: null, rng: initialRngState(seed),
  };
  const dice = seededDice(s.rng);
  const events: GameEvent[] = [];
  startTurn(s, dice, events);
  s.rng = dice.state();
  return { state: s, events };
}

export function setup(sc: RoScenario, options: RoOptions, seed: number, players: readonly [string, string]): RoState {
  return setupWithEvents(sc, options ?? {}, seed, players).state;
}
