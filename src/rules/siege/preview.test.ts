import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { powerFor } from './ball';
import { siege } from './index';
import { tableWith, type UnitSpec } from './testkit';

const CANNON: UnitSpec = { id: 'a-cannon', side: 0, kind: 'cannon', x: 5.5, y: 2 };
const TARGETS: UnitSpec[] = [{ id: 'd1', side: 1, x: 6, y: 5.2 }, { id: 'd2', side: 1, x: 6.4, y: 5.7 }, { id: 'a1', side: 0, x: 1, y: 1 }];

describe('Siege odds from the engine', () => {
  it('SG-5 the odds shown for a shot are what the engine then does (3,000 seeded shots)', () => {
    const s = tableWith([CANNON, ...TARGETS], { phase: 'shoot' });
    const shot = { type: 'fire' as const, aim: { x: 0.5, y: 3.2 }, power: powerFor(3.24, 0.4, 1, 10)! };
    const odds = siege.preview(s, shot)!;
    expect(odds.title).toBe('fire');
    expect(odds.chances.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 12);
    const seen = new Map<string, number>();
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const r = siege.apply(s, shot, seededDice(initialRngState(i + 1)));
      const fall = r.events.find((e) => e.type === 'fall');
      const contact = r.events.find((e) => e.type === 'shot')!.params!.contact;
      const how = { faceUp: 'destroyed', faceDown: 'wounded', standing: 'light' } as Record<string, string>;
      const key = fall ? `${how[fall.params!.fall as string]}:${fall.params!.warrior}` : contact === 'off' ? 'miss' : 'bounce';
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const c of odds.chances) {
      const key = c.params?.target ? `${c.key}:${c.params.target}` : c.key;
      expect(Math.abs((seen.get(key) ?? 0) / n - c.p), key).toBeLessThan(0.03);
    }
  });

  it('SG-9 the gate odds: a half to pass', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 6, y: 5 }, { id: 'd1', side: 1, x: 3.5, y: 6 }]);
    const odds = siege.preview(s, { type: 'tryGate', warrior: 'a1' })!.chances;
    expect(odds.map((c) => [c.key, c.p])).toEqual([['pass', 0.5], ['shut', 0.5]]);
  });

  it('no odds for a move, nor for an action the rules refuse', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 6, y: 3 }, { id: 'd1', side: 1, x: 3.5, y: 6 }]);
    expect(siege.preview(s, { type: 'move', unit: 'a1', x: 6, y: 4 })).toBeNull();
    expect(siege.preview(s, { type: 'melee', warrior: 'a1', target: 'd1' })).toBeNull();
  });
});
