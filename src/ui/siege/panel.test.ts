import { describe, expect, it } from 'vitest';
import { siege } from '../../rules/siege';
import { GATE } from '../../rules/siege/scenarios';
import type { SgState } from '../../rules/siege/types';
import { barOf, hudActions, oddsOf, questionOf } from './panel';
import { aimFor, bestPower, flightFor } from './aiming';

const start = (): SgState => siege.setup(GATE, {}, 1, ['Anna', 'Boris']);

describe('the siege screen offers what the rules list', () => {
  it('SG-8 a knight beside an enemy offers the fight with the odds first, then Fight!', () => {
    const s = start();
    s.phase = 'maneuver';
    const a1 = s.units.find((u) => u.id === 'a1')!;
    Object.assign(a1, { x: 6, y: 8 });
    const bar = barOf(s, 'en', 'a1', null, null);
    expect(bar.targets.map((t) => t.label)).toContain('Blue 3');
    const aimed = barOf(s, 'en', 'a1', 'd3', { x: 6.5, y: 8.5 });
    expect(aimed.actions.map((a) => a.label)).toEqual(['Fight Blue 3!', 'Move here (0.7 steps)', 'Try the gate']);
    const odds = oddsOf(s, 'a1', 'd3', null, null)!;
    expect(odds.title).toBe('melee');
    expect(odds.chances.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 9);
    expect(hudActions(s, 'en').map((a) => a.id)).toEqual(['end']);
  });

  it('SG-GAP-1 the default power is the one whose flight, by the rules, lands nearest the spot', () => {
    const s = start();
    const spot = { x: 6, y: 5 };
    const p = bestPower(s, spot);
    const end = (q: number) => { const f = flightFor(s, aimFor(s, spot), q)!; const e = f.points.at(-1)!; return Math.hypot(e.x - spot.x, e.y - spot.y); };
    for (const q of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(end(p)).toBeLessThanOrEqual(end(q) + 1e-9);
    expect(oddsOf(s, null, null, aimFor(s, spot), p)?.title).toBe('fire');
  });

  it('SG-1 the Defender is asked to cast magic with a big die button', () => {
    const s = start();
    s.active = 1;
    s.phase = 'magic';
    expect(questionOf(s, 'en')?.options.map((o) => o.label)).toEqual(['Cast magic']);
    expect(questionOf(s, 'ru')?.options.map((o) => o.label)).toEqual(['Колдовать']);
  });
});
