import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { randomGame } from './randomGame';
import { RANKED_SCENARIOS } from './scenarios';
import { rkActionSchema } from './schema';

describe('random games', () => {
  for (const id of Object.keys(RANKED_SCENARIOS)) {
    it(`RK-GAP-2 random games of '${id}' play legal actions only, to the end, and round-trip through JSON`, () => {
      for (const seed of [1, 2, 3]) {
        const g = randomGame(id, seed, {}, 4000);
        for (const a of g.actions) expect(rkActionSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
        expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
        expect(ranked.isOver(g.state), `${id} seed ${seed}`).toBe(true);
      }
    });
  }
});
