import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { step } from '../../core/match';
import type { GameEvent } from '../../core/ruleset';
import { firepower } from '../../rules/firepower';
import { FP_SCENARIOS } from '../../rules/firepower/scenarios';
import { narrateFP } from './narration';

describe('The Firepower log speaks English and Russian', () => {
  it('every event of random games has a sentence in both languages', () => {
    const seen = new Set<string>();
    for (const [id, seed] of [['meeting', 3], ['hill', 4]] as const) {
      let s = firepower.setup(FP_SCENARIOS[id]!, {}, seed, ['Anna', 'Boris']);
      const chooser = seededDice(initialRngState(seed));
      for (let i = 0; i < 400 && !firepower.isOver(s); i++) {
        const legal = firepower.legalActions(s);
        const combat = legal.filter((a) => a.type === 'fire' || a.type === 'grenade' || a.type === 'melee' || a.type === 'enter');
        const pool = combat.length && chooser.roll(3) > 1 ? combat : legal;
        const r = step(firepower, s, pool[chooser.roll(pool.length) - 1]!);
        s = r.state;
        for (const e of r.events as GameEvent[]) {
          seen.add(e.type);
          expect(narrateFP(e, 'en')).not.toBe(e.type);
          expect(narrateFP(e, 'ru')).not.toBe(e.type);
          expect(narrateFP(e, 'ru')).not.toMatch(/undefined/);
        }
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['chipDrawn', 'impulseStart', 'entered']));
  });
});
