// Builds hand-made positions for tests: a bare table and the fighters where a test wants them.
import { scriptedDice } from '../../core/dice';
import type { Terrain } from '../../core/table/types';
import { oldwest } from './index';
import type { FighterSpec, OWScenario } from './scenarioTypes';
import type { GameEvent } from '../../core/ruleset';
import type { OWAction, OWState } from './types';

export type Spec = Omit<FighterSpec, 'weapon'> & { weapon?: FighterSpec['weapon'] };

export function scenarioOf(side0: Spec[], side1: Spec[], terrain: Terrain[] = [], size = 36): OWScenario {
  const posse = (id: string, color: number, fs: Spec[]) => ({
    id, name: { en: id, ru: id }, color, fighters: fs.map((f) => ({ weapon: 'sixgun' as const, ...f })),
  });
  return {
    id: 'test',
    name: { en: 'Test', ru: 'Тест' },
    description: { en: '', ru: '' },
    table: { width: size, height: size, terrain },
    posses: [posse('law', 0x0000ff, side0), posse('gang', 0xff0000, side1)],
  };
}

/** A state in the given phase, with the Drop to side 0 unless said otherwise. */
export function position(
  side0: Spec[],
  side1: Spec[],
  opts: { terrain?: Terrain[]; phase?: OWState['phase']; drop?: 0 | 1; active?: 0 | 1 } = {},
): OWState {
  const s = oldwest.setup(scenarioOf(side0, side1, opts.terrain), {}, 1, ['Anna', 'Boris']);
  return { ...s, phase: opts.phase ?? 'move', drop: opts.drop ?? 0, active: opts.active ?? opts.drop ?? 0, step: 0 };
}

/** The answer that spends nothing: no Fame, no bid, no Fortune. */
export function decline(s: OWState): OWAction | null {
  switch (s.pending?.kind) {
    case 'fame': return { type: 'fame', points: 0 };
    case 'fameBid': return { type: 'fameBid', points: 0 };
    case 'fortune': return { type: 'fortune', use: false };
    case 'heroics': return { type: 'declareHeroics', heroIds: [] };
    default: return null;
  }
}

/**
 * Applies actions with scripted dice; returns the last state and every event. Heroes' prompts are
 * declined as they come (tests of other rules): with `manual` true all but heroic-action
 * declarations are left to the test; with 'all', every prompt is.
 */
export function play(s: OWState, actions: OWAction[], rolls: number[] = [], manual: boolean | 'all' = false): { state: OWState; events: GameEvent[]; used: number } {
  const dice = scriptedDice(rolls);
  const events: GameEvent[] = [];
  let state = s;
  const step = (a: OWAction) => {
    const r = oldwest.apply(state, a, dice);
    state = r.state;
    events.push(...r.events);
  };
  for (const a of actions) {
    step(a);
    const auto = () => (manual === 'all' ? null : manual ? (state.pending?.kind === 'heroics' ? decline(state) : null) : decline(state));
    for (let no = auto(); no; no = auto()) step(no);
  }
  return { state, events, used: dice.used() };
}

export const F = (s: OWState, id: string) => s.fighters[id]!;
export const types = (events: GameEvent[]) => events.map((e) => e.type);
