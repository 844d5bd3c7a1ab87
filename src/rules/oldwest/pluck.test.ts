import { describe, expect, it } from 'vitest';
import type { Barrier, Building } from '../../core/table/types';
import { behindCover } from '../../core/table/cover';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { oldwest } from './index';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const marshal = (id: string, x: number, y: number) => ({ id, name: id, type: 'marshal', fearsome: true, pos: { x, y } });
const wall: Building = { id: 'h', kind: 'building', poly: [{ x: 14, y: 22 }, { x: 20, y: 22 }, { x: 20, y: 24 }, { x: 14, y: 24 }], height: 3 };
const fenceBehind: Barrier = { id: 'f', kind: 'fence', a: { x: 8.4, y: 5 }, b: { x: 8.4, y: 15 }, height: 1 };

function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('Pluck: Fearsome Reputation, Diving for Cover, fighters on the ground', () => {
  it('OW-26 charging a fighter with Fearsome Reputation first takes a Pluck test; a pass charges', () => {
    const s = position([deputy('a', 10, 20)], [marshal('m', 14, 20)]);
    // Deputy Pluck 3: 4 + 3 + 3 = 10 passes.
    const r = play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:m' }], [4, 3]);
    expect(r.events[0]).toMatchObject({ type: 'fearTest', rule: 'OW-26', rolls: [4, 3], params: { passed: true, act: 'charge' } });
    expect(F(r.state, '0:a').charged).toBe(true);
    expect(Math.hypot(F(r.state, '0:a').pos.x - 14, F(r.state, '0:a').pos.y - 20)).toBeCloseTo(1, 5);
  });

  it('OW-26 a failed test: it may not charge or shoot that enemy and does nothing more this phase', () => {
    const s = position([deputy('a', 10, 20)], [marshal('m', 14, 20)]);
    const r = play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:m' }], [1, 2]);
    expect(F(r.state, '0:a')).toMatchObject({ charged: false, pos: { x: 10, y: 20 }, moveUsed: 6 });
    expect(() => play(r.state, [{ type: 'move', fighterId: '0:a', to: { x: 9, y: 20 } }])).toThrow(/used all of its move/);
    const shoot = position([deputy('a', 10, 20)], [marshal('m', 16, 20)], { phase: 'shoot' });
    const q = play(shoot, [{ type: 'shoot', fighterId: '0:a', targetId: '1:m' }], [1, 2]);
    expect(q.events.map((e) => e.type)).toEqual(['fearTest']);
    expect(F(q.state, '0:a').shot).toBe(true);
    // Passed once this turn, a second shot would not test again (it has shot anyway); a plain enemy needs no test.
    const plain = position([deputy('a', 10, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' });
    expect(play(plain, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [1]).events.map((e) => e.type)).toEqual(['shot']);
  });

  it('OW-27 a fighter hit and not removed tests at once; failing, it dives behind the nearest cover by an easy route', () => {
    // The target stands in the open south of a building; the shooter is north-west of it.
    const s = position([deputy('a', 12, 14)], [{ id: 'k', name: 'k', type: 'desperado', pos: { x: 17, y: 20.6 } }, rowdy('y', 33, 33)],
      { phase: 'shoot', terrain: [wall] });
    // Hit (4), wound S3 vs G4 needs 5: a 3 does nothing. Dive test: 1 + 2 + Pluck 3 = 6, failed.
    const r = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:k' }], [4, 3, 1, 2]);
    expect(r.events.map((e) => e.type)).toEqual(['shot', 'woundRoll', 'diveTest', 'diveMoved']);
    const k = F(r.state, '1:k');
    expect(behindCover(buildTerrainIndex(r.state.table), k.pos, F(r.state, '0:a').pos)).toBe(true);
    expect(behindCover(buildTerrainIndex(s.table), { x: 17, y: 20.6 }, F(r.state, '0:a').pos)).toBe(false);
    expect(k.dived).toBe(true);
    const route = r.events.at(-1)!.params!.route as number[];
    expect(route.slice(0, 2)).toEqual([17, 20.6]);
    // It may not shoot back this turn.
    const back = { ...r.state, active: 1 as const };
    expect(() => play(back, [{ type: 'shoot', fighterId: '1:k', targetId: '0:a' }], [6])).toThrow(/dived for cover/);
  });

  it('OW-27 already behind cover, a fighter that fails lies down instead; passing, it stays', () => {
    // k stands behind a fence from the shooter.
    const fence: Barrier = { id: 'f2', kind: 'fence', a: { x: 5, y: 18 }, b: { x: 25, y: 18 }, height: 1 };
    const c = position([deputy('a', 15, 12)], [{ id: 'k', name: 'k', type: 'desperado', pos: { x: 15, y: 19 } }, rowdy('y', 33, 33)],
      { phase: 'shoot', terrain: [fence] });
    // Hit 6, fence 3+ passed with 5, wound roll 1, dive test 1 + 1 + 3 fails: lies down where it is.
    const r = play(c, [{ type: 'shoot', fighterId: '0:a', targetId: '1:k' }], [6, 5, 1, 1, 1]);
    expect(r.events.at(-1)).toMatchObject({ type: 'diveDown', rule: 'OW-27', params: { inCover: true } });
    expect(F(r.state, '1:k')).toMatchObject({ onGround: true, pos: { x: 15, y: 19 } });
    const held = play(c, [{ type: 'shoot', fighterId: '0:a', targetId: '1:k' }], [6, 5, 1, 4, 4]);
    expect(F(held.state, '1:k').onGround).toBe(false);
    expect(F(held.state, '1:k').dived).toBeFalsy();
  });

  it('OW-11 on the ground in a fight: if its side wins it stands up but does not strike', () => {
    const s = position([deputy('a', 10, 10)], [rowdy('x', 11, 10)]);
    s.fighters['0:a']!.onGround = true;
    const f = fightPhase(s);
    const r = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2]);
    expect(r.events.find((e) => e.type === 'standsInFight')!.rule).toBe('OW-11');
    expect(F(r.state, '0:a').onGround).toBe(false);
    expect(r.events.some((e) => e.type === 'woundRoll')).toBe(false);
  });

  it('OW-11 on the ground in base contact in its Move phase: standing up is not offered, and refused when asked', () => {
    // The loser stays down in contact (trapped by a wall of bases): next Move phase it is still in the fight.
    const s = position([deputy('a', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 20, 20)]);
    s.fighters['0:a']!.onGround = true;
    expect(oldwest.legalActions(s)).not.toContainEqual({ type: 'standUp', fighterId: '0:a' });
    expect(() => play(s, [{ type: 'standUp', fighterId: '0:a' }])).toThrow(/in a fight/);
    // Out of contact it stands up for half its move.
    const free = position([deputy('a', 10, 10)], [rowdy('x', 20, 20)]);
    free.fighters['0:a']!.onGround = true;
    expect(oldwest.legalActions(free)).toContainEqual({ type: 'standUp', fighterId: '0:a' });
    expect(F(play(free, [{ type: 'standUp', fighterId: '0:a' }]).state, '0:a')).toMatchObject({ onGround: false, moveUsed: 3 });
  });

  it('OW-11 on the ground and losing: it stays down, backs off and counts as trapped (strikes doubled)', () => {
    const s = position([deputy('a', 10, 10)], [rowdy('x', 11, 10)]);
    s.fighters['1:x']!.onGround = true;
    const f = fightPhase(s);
    const r = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 1, 1]);
    expect(r.events.find((e) => e.type === 'downTrapped')!.rule).toBe('OW-11');
    expect(r.events.filter((e) => e.type === 'woundRoll')).toHaveLength(2);
    expect(F(r.state, '1:x').onGround).toBe(true);
    expect(Math.hypot(F(r.state, '1:x').pos.x - 10, F(r.state, '1:x').pos.y - 10)).toBeGreaterThan(1.05);
  });

  it('OW-10 a loser may not jump or climb to escape: a fence right behind it leaves it trapped', () => {
    // x at (9,10) is pushed west by a at (10,10); a fence runs 0.6" behind it, with walls of bases north and south.
    const s = position([deputy('a', 10, 10), deputy('b', 9, 8.9), deputy('c', 9, 11.1)], [rowdy('x', 9, 10)], { terrain: [fenceBehind] });
    const f = fightPhase(s);
    const r = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(r.events.some((e) => e.type === 'trapped' && e.rule === 'OW-9')).toBe(true);
    // It never crossed the fence: after the strikes it is moved clear on its own side.
    expect(F(r.state, '1:x').pos.x).toBeGreaterThan(fenceBehind.a.x);
  });
});
