import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { ranked } from '../../rules/ranked';
import { tableWith } from '../../rules/ranked/testkit';
import type { RkState } from '../../rules/ranked/types';
import { chanceLabel } from './odds';
import { oddsOf, questionOf } from './panel';
import { compactVolleys, forgetGoneVolley, stillOffered, useVolleyShown, volleyKey, withVolleyShown } from './volleyOdds';

/** Orc archers with two targets in range, in the horde's shooting phase. */
const twoTargets = (): RkState => tableWith([
  { id: 'a1', side: 0, x: 16, y: 18 },
  { id: 'a2', side: 0, kind: 'swordsmen', x: 26, y: 18, models: 15 },
  { id: 'b1', side: 1, kind: 'orcArchers', x: 20, y: 10, models: 10 },
], { phase: 'shoot', active: 1 });

const labels = (s: RkState, lang: 'en' | 'ru', p: ReturnType<typeof compactVolleys>) => p!.chances.map((c) => chanceLabel(s, lang, c));

describe('the shooting phase\'s odds, compact', () => {
  it('RK-GAP-2 two volleys offered: one line each, the chance of a casualty or more and the average, in both languages', () => {
    const s = twoTargets();
    const full = oddsOf(s, 'en', null, null)!;
    expect(full.chances.length).toBeGreaterThan(8);
    const short = compactVolleys(full, () => false)!;
    expect(labels(s, 'en', short)).toEqual([
      expect.stringMatching(/^Orc archers at Spearmen: one casualty or more \(\d\.\d on average\)$/),
      expect.stringMatching(/^Orc archers at Swordsmen: one casualty or more \(\d\.\d on average\)$/),
    ]);
    expect(labels(s, 'ru', short)[0]).toMatch(/^Орки-лучники по полку «Копейщики»: хотя бы одна потеря \(в среднем \d,\d\)$/);
    // The line's chance is one minus the chance of no casualty, from the rules' own spread.
    const none = full.chances.find((c) => c.params?.target === 'a1' && c.params?.casualties === 0)!.p;
    expect(short.chances[0]!.p).toBeCloseTo(1 - none, 12);
    const mean = full.chances.filter((c) => c.params?.target === 'a1' && c.key === 'casualties').reduce((t, c) => t + c.p * Number(c.params!.casualties), 0);
    expect(short.chances[0]!.params!.mean).toBe(Math.round(mean * 10) / 10);
  });

  it('RK-GAP-2 the volley asked about shows its whole spread under the volleys\' lines, the others stay one line', () => {
    const s = twoTargets();
    const short = compactVolleys(oddsOf(s, 'en', null, null), (by, at) => by === 'b1' && at === 'a2')!;
    const text = labels(s, 'en', short);
    expect(text[0]).toMatch(/^Orc archers at Spearmen: /);
    expect(text[1]).toMatch(/^Orc archers at Swordsmen: /);
    expect(text.slice(2, 4)).toEqual(['Swordsmen loses 0 to the volley', 'Swordsmen loses 1 to the volley']);
    expect(text.every((t) => !t.startsWith('Spearmen loses'))).toBe(true);
  });

  it('a single volley, and other questions\' odds, are left as they are', () => {
    const one = tableWith([{ id: 'a1', side: 0, x: 20, y: 18 }, { id: 'b1', side: 1, kind: 'orcArchers', x: 20, y: 10, models: 10 }], { phase: 'shoot', active: 1 });
    const odds = oddsOf(one, 'en', null, null);
    expect(compactVolleys(odds, () => false)).toBe(odds);
    const other = { title: 'choices', chances: [{ key: 'breaks', p: 0.5, params: { side: 0 } }] };
    expect(compactVolleys(other, () => false)).toBe(other);
  });

  it('focusing or pointing at a volley\'s button shows that volley; leaving it stops', () => {
    const s = twoTargets();
    const q = withVolleyShown(s, questionOf(s, 'en'))!;
    const swords = q.options.find((o) => o.label.startsWith('Orc archers shoot at Swordsmen'))!;
    swords.onShow!(true);
    expect(useVolleyShown.getState().shown).toBe(volleyKey('b1', 'a2'));
    swords.onShow!(false);
    expect(useVolleyShown.getState().shown).toBeNull();
    expect(q.options.find((o) => o.label === 'End the shooting phase')!.onShow).toBeUndefined();
  });

  it('a volley whose button went away while focused (the volley made) is no longer the one asked about', () => {
    const s = twoTargets();
    const q = withVolleyShown(s, questionOf(s, 'en'))!;
    q.options.find((o) => o.label.startsWith('Orc archers shoot at Swordsmen'))!.onShow!(true);
    expect(stillOffered(s, useVolleyShown.getState().shown)).toBe(volleyKey('b1', 'a2'));
    // The archers shot at the spearmen instead: neither volley is offered any more, and no blur came.
    const after = ranked.apply(s, { type: 'shoot', unit: 'b1', target: 'a1' }, seededDice(initialRngState(3))).state;
    expect(stillOffered(after, useVolleyShown.getState().shown)).toBeNull();
    forgetGoneVolley(after);
    expect(useVolleyShown.getState().shown).toBeNull();
    // Still offered: kept.
    useVolleyShown.setState({ shown: volleyKey('b1', 'a2') });
    forgetGoneVolley(s);
    expect(useVolleyShown.getState().shown).toBe(volleyKey('b1', 'a2'));
    useVolleyShown.setState({ shown: null });
  });
});
