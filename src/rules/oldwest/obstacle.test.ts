import { describe, expect, it } from 'vitest';
import type { Barrier } from '../../core/table/types';
import { acrossBarrier } from '../../core/table/obstacleContact';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
// A fence along x = 10 from y = 0 to y = 36.
const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 10, y: 0 }, b: { x: 10, y: 36 }, height: 1 };

function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('Fighting across an obstacle', () => {
  it('OW-17 a charge at a fighter behind a fence ends touching the fence, without base contact, and starts a fight', () => {
    const s = position([deputy('a', 5, 20)], [rowdy('x', 10.55, 20)], { terrain: [fence] });
    const r = play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:x' }]);
    const a = F(r.state, '0:a');
    expect(a.charged).toBe(true);
    expect(a.pos.x).toBeLessThan(10);
    expect(Math.hypot(a.pos.x - 10.55, a.pos.y - 20)).toBeGreaterThan(1.05);
    expect(acrossBarrier(buildTerrainIndex(r.state.table), a.pos, F(r.state, '1:x').pos, 0.5)).toEqual({ barrierId: 'f' });
    expect(r.events.some((e) => e.type === 'jump')).toBe(false);
    const f = fightPhase(r.state);
    expect(f.fights.map((x) => x.fighterIds)).toEqual([['0:a', '1:x']]);
  });

  it('OW-17 the winner is found as usual; each strike across rolls 1-3 lost in the barrier, 4-6 to the wound chart', () => {
    const s = position([deputy('a', 9.45, 20)], [rowdy('x', 10.55, 20)], { terrain: [fence] });
    const f = fightPhase(s);
    // a wins 6 against 2; the barrier roll 3 stops the strike.
    const lost = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 3]);
    expect(lost.events.find((e) => e.type === 'barrierRoll')).toMatchObject({ rule: 'OW-17', rolls: [3], params: { passed: false } });
    expect(lost.events.some((e) => e.type === 'woundRoll')).toBe(false);
    // A 5 gets past: S3 vs G3 rolls 4, wounded.
    const hit = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 5, 4]);
    expect(F(hit.state, '1:x').status).toBe('out');
  });

  it('OW-17 the loser backs off 1" from the obstacle', () => {
    const s = position([deputy('a', 9.45, 20)], [rowdy('x', 10.55, 20)], { terrain: [fence] });
    const r = play(fightPhase(s), [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 1]);
    expect(F(r.state, '1:x').pos.x).toBeCloseTo(11.55, 5);
    expect(F(r.state, '1:x').pos.y).toBeCloseTo(20, 5);
  });

  it('OW-18 after a fight across an obstacle the loser leaves a gap for the winner to cross next turn', () => {
    const s = position([deputy('a', 9.45, 20)], [rowdy('x', 10.55, 20)], { terrain: [fence] });
    const r = play(fightPhase(s), [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 1]);
    // The spot just across the fence from the winner is free: its base fits without touching the loser.
    const x = F(r.state, '1:x');
    expect(Math.hypot(x.pos.x - 10.55, x.pos.y - 20)).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('OW-19 enemies on both sides: one across the fence and one in contact fight as one; the winner picks whom to strike', () => {
    // x stands west of the fence, touching it; a faces it across the fence (east) and b touches it from the west.
    const s = position([deputy('a', 10.55, 20), deputy('b', 8.45, 20)], [rowdy('x', 9.45, 20)], { terrain: [fence] });
    const f = fightPhase(s);
    expect(f.fights.map((x) => x.fighterIds)).toEqual([['0:a', '0:b', '1:x']]);
    // x wins alone (6 against 1 and 2): it strikes one at a time, across the fence (4+) or at b in contact.
    const r = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }, { type: 'backOff', fighterId: '0:a' }, { type: 'backOff', fighterId: '0:b' }], [1, 2, 6]);
    expect(r.state.pending).toMatchObject({ kind: 'strike', strikerId: '1:x', targetIds: ['0:a', '0:b'] });
    const across = play(r.state, [{ type: 'strike', targetId: '0:a' }], [2]);
    expect(across.events.map((e) => e.type)).toEqual(['barrierRoll', 'fightOver', 'phaseOver', 'turnStart']);
    const contact = play(r.state, [{ type: 'strike', targetId: '0:b' }], [4]);
    expect(contact.events[0]).toMatchObject({ type: 'woundRoll', params: { wounded: true } });
  });
});
