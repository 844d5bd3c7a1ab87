import { describe, expect, it } from 'vitest';
import { crowdPosition } from './crowd';
import { fightOf, groupFights } from './fights';

describe('the fight one fighter is in', () => {
  it('OW-1 names the same fighters in the same order as grouping every fight, and none for a fighter out of contact', () => {
    let fights = 0;
    for (const seed of [1, 2, 3, 4]) {
      const s = crowdPosition(12, 'shoot', seed, { scuff: seed > 2 });
      const groups = groupFights(s);
      fights += groups.length;
      for (const id of s.order) expect([id, fightOf(s, id)]).toEqual([id, groups.find((g) => g.fighterIds.includes(id))?.fighterIds ?? null]);
    }
    expect(fights).toBeGreaterThan(4);
  });
});
