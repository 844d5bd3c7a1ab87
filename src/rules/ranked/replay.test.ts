import { describe, expect, it } from 'vitest';
import { replay } from '../../core/match';
import { ranked } from './index';
import { randomGame } from './randomGame';
import { rankedScenario } from './scenarios';
import type { RkAction } from './types';

describe('ranked replays', () => {
  it('RK-GAP-2 a saved record (seed, options, actions) replays to the same states and events, charges, volleys and flights included', () => {
    const kinds = new Set<string>();
    for (const [scenario, seed] of [['pitched', 2], ['bridge', 1], ['bridge', 4]] as const) {
      const played = randomGame(scenario, seed);
      const record = JSON.parse(JSON.stringify({ seed, options: {}, players: ['Red', 'Blue'], actions: played.actions })) as {
        seed: number; options: Record<string, unknown>; players: [string, string]; actions: RkAction[];
      };
      const again = replay(ranked, rankedScenario(scenario)!, record);
      expect(again.events.flat()).toEqual(played.events);
      expect(again.states.at(-1)).toEqual(played.state);
      for (const e of played.events) kinds.add(e.type);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['charge', 'shot', 'flee', 'chargeMoved', 'victory']));
  });
});
