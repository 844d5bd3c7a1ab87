import { describe, expect, it } from 'vitest';
import { threats } from './aiThreat';
import { position, type Spec } from './testkit';
import type { Fighter, OWState } from './types';

const deputy = (id: string, x: number, y: number, weapon: Spec['weapon']): Spec => ({ id, name: id, type: 'deputy', weapon, pos: { x, y } });

/** Side 0's shooter 8" from side 1's sheriff on an open table, in `phase`, having moved `moved` inches. */
function shooter(weapon: Spec['weapon'], moved: number, phase: OWState['phase'] = 'move', dived = false): OWState {
  const s = position([deputy('gun', 10, 10, weapon)], [{ id: 'w', name: 'w', type: 'sheriff', pos: { x: 10, y: 19 } }], { phase });
  const id = s.order.find((k) => s.fighters[k]!.side === 0)!;
  return { ...s, fighters: { ...s.fighters, [id]: { ...s.fighters[id]!, moveUsed: moved, dived } } };
}

const threatOf = (s: OWState): number => {
  const living: [Fighter[], Fighter[]] = [[], []];
  for (const id of s.order) living[s.fighters[id]!.side].push(s.fighters[id]!);
  return threats(s, living, () => 10)[0];
};

describe('the Old West computer reads which guns can still fire this turn', () => {
  it('OW-GAP-3 a rifle that has moved this turn threatens nothing until the turn ends; a sixgun moved its whole 6" still does', () => {
    expect(threatOf(shooter('rifle', 0))).toBeGreaterThan(0);
    expect(threatOf(shooter('rifle', 1))).toBe(0);
    expect(threatOf(shooter('rifle', 1, 'shoot'))).toBe(0);
    // In the Fight phase the threat is the next turn's, when every gun may fire again.
    expect(threatOf(shooter('rifle', 1, 'fight'))).toBeGreaterThan(0);
    expect(threatOf(shooter('sixgun', 6))).toBeGreaterThan(0);
  });

  it('OW-GAP-3 a heavy pistol may move half (3") and still fire, not more', () => {
    expect(threatOf(shooter('heavyPistol', 3))).toBeCloseTo(threatOf(shooter('heavyPistol', 0)), 12);
    expect(threatOf(shooter('heavyPistol', 3.5))).toBe(0);
  });

  it('OW-27 a fighter who dived for cover this turn threatens nothing in its Shoot phase', () => {
    expect(threatOf(shooter('sixgun', 0, 'shoot', true))).toBe(0);
    expect(threatOf(shooter('sixgun', 0, 'shoot'))).toBeGreaterThan(0);
  });
});
