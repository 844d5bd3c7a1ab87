import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { play, tableWith, type RegSpec } from './testkit';

const a1: RegSpec = { id: 'a1', side: 0, x: 20, y: 30 };
const b1 = (o: Partial<RegSpec> = {}): RegSpec => ({ id: 'b1', side: 1, x: 20, y: 24, ...o });
const p = (chances: { key: string; p: number }[], key: string) => chances.filter((c) => c.key === key).reduce((a, c) => a + c.p, 0);

describe('odds from the engine', () => {
  it('RK-GAP-5 the rally test\'s odds: 2d6 at most Ld 7 is 21 in 36', () => {
    const s = tableWith([{ ...a1, extra: { fleeing: true } }, { id: 'a2', side: 0, x: 40, y: 40 }, b1({ y: 8 })], { phase: 'rally' });
    const pv = ranked.preview(s, { type: 'rally', unit: 'a1' })!;
    expect(p(pv.chances, 'rally')).toBeCloseTo(21 / 36, 12);
    expect(p(pv.chances, 'rally') + p(pv.chances, 'fleeOn') + p(pv.chances, 'fleeOff')).toBeCloseTo(1, 12);
  });

  it('RK-GAP-5 a flight\'s odds: the charger catches a target 6" away only if it flees 2" (1 in 36)', () => {
    const s = play(tableWith([a1, b1()], { phase: 'charge' }), [{ type: 'charge', unit: 'a1', target: 'b1' }]).state;
    const pv = ranked.preview(s, { type: 'react', reaction: 'flee' })!;
    expect(p(pv.chances, 'caught')).toBeCloseTo(1 / 36, 12);
    expect(p(pv.chances, 'reach')).toBe(0);
    const dists = pv.chances.filter((c) => c.key === 'fleeDistance');
    expect(dists.map((c) => c.params!.dist)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(dists.find((c) => c.params!.dist === 7)!.p).toBeCloseTo(6 / 36, 12);
  });

  it('RK-GAP-2 a volley\'s odds: each of 5 shots slays on 1 in 8 (4+ to hit, 4+ to wound, 4+ saved)', () => {
    const s = play(tableWith([a1, b1({ kind: 'orcArchers', models: 10 })], { phase: 'charge' }), [{ type: 'charge', unit: 'a1', target: 'b1' }]).state;
    const pv = ranked.preview(s, { type: 'react', reaction: 'standShoot' })!;
    const none = pv.chances.find((c) => c.key === 'casualties' && c.params!.casualties === 0)!.p;
    expect(none).toBeCloseTo((7 / 8) ** 5, 12);
    expect(p(pv.chances, 'casualties')).toBeCloseTo(1, 12);
    expect(p(pv.chances, 'reach')).toBeCloseTo(1, 12);
  });

  it('RK-GAP-2 a charge\'s odds of reaching its target, for each reaction it may choose', () => {
    const s = tableWith([a1, b1()], { phase: 'charge' });
    const pv = ranked.preview(s, { type: 'charge', unit: 'a1', target: 'b1' })!;
    const by = (reaction: string, key: string) => pv.chances.find((c) => c.params!.reaction === reaction && c.key === key)?.p;
    expect(by('hold', 'reach')).toBe(1);
    expect(by('flee', 'caught')).toBeCloseTo(1 / 36, 12);
    expect(by('standShoot', 'reach')).toBeUndefined();
  });
});
