// The odds of a pursuit and an overrun come from the rules' own enumeration (RK-GAP-5, RK-GAP-6):
// checked against the chances worked out by hand from two 2d6 rolls.
import { describe, expect, it } from 'vitest';
import { ranked } from '../index';
import type { CombatAction } from '../types';
import { battle, combat, FACE_A, FACE_B, fight, hitsAndWounds, misses, regiment, twoDice } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
const a = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
const line = (p: ReturnType<typeof ranked.preview>, key: string) => p?.chances.find((c) => c.key === key);

// The chance that one 2d6 is at least another: (1 + P(equal)) / 2, P(equal) = 146 / 1296.
const AS_FAR = (1 + 146 / 1296) / 2;

describe('RK-GAP-5 RK-GAP-6 the odds of pursuing and overrunning', () => {
  it('RK-GAP-5 pursuing catches the fleeing regiment when 2d6 is at least its 2d6 flight; holding never does', () => {
    const b1 = regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });
    const s = fight(battle([a(), b1], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...hitsAndWounds(5), ...misses(5), ...misses(10), twoDice(6, 6)]).state;
    const pursue = ranked.preview(s, { type: 'pursue', combat: 'c1', unit: 'a1' });
    expect(pursue?.title).toBe('pursue');
    expect(line(pursue, 'caught')).toMatchObject({ rule: 'RK-GAP-5', params: { unit: 'a1', target: 'b1' } });
    expect(line(pursue, 'caught')!.p).toBeCloseTo(AS_FAR, 12);
    const hold = ranked.preview(s, { type: 'restrain', combat: 'c1', unit: 'a1' });
    expect(line(hold, 'caught')!.p).toBe(0);
  });

  it('RK-GAP-5 a pursuit line shows the chance of running into a fresh enemy on the way', () => {
    // b2's front is 9" up the flight line from a1's: caught or not, a1 reaches it on 9 or more (10 / 36).
    const b1 = regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 20, y: 11, facing: 180 });
    const s = fight(battle([a(), b1, b2], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...hitsAndWounds(5), ...misses(5), ...misses(10), twoDice(6, 6)]).state;
    const pursue = ranked.preview(s, { type: 'pursue', combat: 'c1', unit: 'a1' });
    expect(line(pursue, 'dashInto')).toMatchObject({ params: { unit: 'a1', target: 'b2' } });
    expect(line(pursue, 'dashInto')!.p).toBeCloseTo(10 / 36, 12);
  });

  it('RK-GAP-6 an overrun reaches a fresh enemy 8" ahead on 8 or more on 2d6 (15 / 36)', () => {
    const b1 = regiment({ id: 'b1', models: 5, files: 5, ...FACE_B });
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 20, y: 12, facing: 180 });
    const s = fight(battle([a(), b1, b2], [combat('c1', ['a1', 'b1'], ['a1'])]), [FIGHT], [...hitsAndWounds(5), ...misses(5)]).state;
    const overrun = ranked.preview(s, { type: 'overrun', combat: 'c1', unit: 'a1' });
    expect(overrun?.title).toBe('overrun');
    expect(line(overrun, 'dashInto')!.p).toBeCloseTo(15 / 36, 12);
    expect(ranked.preview(s, { type: 'stay', combat: 'c1', unit: 'a1' })).toBeNull();
  });
});
