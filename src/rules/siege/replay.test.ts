import { describe, expect, it } from 'vitest';
import { replay, type Replay } from '../../core/match';
import type { GameEvent } from '../../core/ruleset';
import type { Flight } from './ball';
import { aimedFlight } from './cannon';
import type { SgEventParams } from './events';
import { siege } from './index';
import type { SgOptions } from './options';
import { randomGame } from './randomGame';
import { siegeScenario } from './scenarios';
import type { SgAction, SgState } from './types';

interface Shot {
  index: number;
  params: SgEventParams['shot'];
  flight: Flight;
  /** Every event of the shot's action: the fall and what it did to the knight hit. */
  events: GameEvent[];
  after: SgState;
}

/** The shots of a replayed match, each with the flight the log's shot event draws (aim, power and both wobble nudges). */
function shotsOf(r: Replay<SgState>, actions: readonly SgAction[]): Shot[] {
  return actions.flatMap((a, i) => {
    if (a.type !== 'fire') return [];
    const params = r.events[i]!.find((e) => e.type === 'shot')!.params as unknown as SgEventParams['shot'];
    const flight = aimedFlight(r.states[i]!, { x: params.aimX, y: params.aimY }, params.power, { power: params.powerShift, side: params.sideShift })!;
    return [{ index: i, params, flight, events: r.events[i]!, after: r.states[i + 1]! }];
  });
}

describe('Siege replays', () => {
  it('SG-GAP-1 a recorded match replays every shot twice along the same flight, point for point, with the same outcome', () => {
    const matches: { scenario: string; seed: number; options: SgOptions }[] = [
      { scenario: 'gate', seed: 3, options: {} },
      { scenario: 'keep', seed: 8, options: {} },
      { scenario: 'gate', seed: 21, options: { twoCastles: true, meleeTies: 'reroll' } },
    ];
    const contacts = new Set<string>();
    for (const m of matches) {
      const played = randomGame(m.scenario, m.seed, m.options, 400);
      // The saved record, as a file holds it.
      const record = JSON.parse(JSON.stringify({ seed: m.seed, options: m.options, players: ['Red', 'Blue'], actions: played.actions })) as {
        seed: number; options: SgOptions; players: [string, string]; actions: SgAction[];
      };
      const first = replay(siege, siegeScenario(m.scenario)!, record);
      const second = replay(siege, siegeScenario(m.scenario)!, structuredClone(record));
      const a = shotsOf(first, record.actions), b = shotsOf(second, record.actions);
      expect(a.length, `${m.scenario} seed ${m.seed}: shots fired`).toBeGreaterThan(2);
      expect(b.map((s) => s.index)).toEqual(a.map((s) => s.index));
      a.forEach((shot, k) => {
        const again = b[k]!;
        const at = `${m.scenario} seed ${m.seed}, action ${shot.index + 1}`;
        contacts.add(shot.flight.contact);
        // The same flight, point for point, ending where the log says and meeting what it says.
        expect(again.flight.points, at).toEqual(shot.flight.points);
        expect(shot.flight.points.length, at).toBeGreaterThan(1);
        const end = shot.flight.points.at(-1)!;
        expect({ endX: end.x, endY: end.y, endZ: end.z, contact: shot.flight.contact, target: shot.flight.target }, at).toEqual({
          endX: shot.params.endX, endY: shot.params.endY, endZ: shot.params.endZ, contact: shot.params.contact, target: shot.params.target,
        });
        // The same dice, fall and what came of it.
        expect(again.events, at).toEqual(shot.events);
        expect(again.after, at).toEqual(shot.after);
      });
      // And the same as when the match was played.
      expect(first.events.flat()).toEqual(played.events);
      expect(second.states).toEqual(first.states);
      expect(first.states.at(-1)).toEqual(played.state);
    }
    expect([...contacts].sort()).toEqual(expect.arrayContaining(['table', 'warrior']));
  });
});
