import { describe, expect, it } from 'vitest';
import type { Barrier, Building, DifficultGround } from '../../core/table/types';
import { oldwest } from './index';
import { F, play, position } from './testkit';

const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 13, y: 0 }, b: { x: 13, y: 36 }, height: 1 };
const house: Building = { id: 'h', kind: 'building', poly: [{ x: 12, y: 5 }, { x: 16, y: 5 }, { x: 16, y: 15 }, { x: 12, y: 15 }], height: 3 };
const mud: DifficultGround = { id: 'm', kind: 'difficult', poly: [{ x: 0, y: 0 }, { x: 36, y: 0 }, { x: 36, y: 36 }, { x: 0, y: 36 }] };

describe('Movin\'', () => {
  it('OW-GAP-2 a man moves up to 6" and may split his move; further is refused with the reason', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 30, 5)]);
    const r = play(s, [{ type: 'move', fighterId: '0:a', to: { x: 14, y: 20 } }]);
    expect(F(r.state, '0:a').pos).toEqual({ x: 14, y: 20 });
    expect(F(r.state, '0:a').moveUsed).toBeCloseTo(4, 5);
    expect(() => play(r.state, [{ type: 'move', fighterId: '0:a', to: { x: 17, y: 20 } }])).toThrow(/further than the move left/);
    expect(F(play(r.state, [{ type: 'move', fighterId: '0:a', to: { x: 16, y: 20 } }]).state, '0:a').pos.x).toBe(16);
  });

  it('OW-GAP-2 difficult ground halves the move', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 30, 5)], { terrain: [mud] });
    expect(() => play(s, [{ type: 'move', fighterId: '0:a', to: { x: 14, y: 20 } }])).toThrow(/further/);
    expect(F(play(s, [{ type: 'move', fighterId: '0:a', to: { x: 13, y: 20 } }]).state, '0:a').moveUsed).toBeCloseTo(6, 5);
  });

  it('OW-GAP-2 buildings are impassable: the move goes round, and a spot inside is refused', () => {
    const s = position([deputy('a', 11, 8)], [rowdy('x', 30, 30)], { terrain: [house] });
    expect(() => play(s, [{ type: 'move', fighterId: '0:a', to: { x: 14, y: 10 } }])).toThrow(/blocked/);
    // The straight line to (12.8, 4.2) cuts the building's corner: the route goes round it and costs more.
    const r = play(s, [{ type: 'move', fighterId: '0:a', to: { x: 12.8, y: 4.2 } }]);
    expect(F(r.state, '0:a').pos).toEqual({ x: 12.8, y: 4.2 });
    expect(F(r.state, '0:a').moveUsed).toBeGreaterThan(Math.hypot(1.8, 3.8) + 0.2);
    expect(F(r.state, '0:a').moveUsed).toBeLessThan(6);
  });

  it('OW-GAP-2 an enemy control zone (1" from its base) may be entered only to charge it', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 14, 20)]);
    expect(() => play(s, [{ type: 'move', fighterId: '0:a', to: { x: 12.2, y: 20 } }])).toThrow(/control zone/);
    const r = play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:x' }]);
    const a = F(r.state, '0:a');
    expect(Math.hypot(a.pos.x - 14, a.pos.y - 20)).toBeCloseTo(1, 5);
    expect(a.charged).toBe(true);
    expect(r.events.find((e) => e.type === 'charged')!.rule).toBe('OW-1');
    // In base contact it can neither move nor shoot.
    expect(() => play(r.state, [{ type: 'move', fighterId: '0:a', to: { x: 10, y: 20 } }])).toThrow(/charged/);
  });

  it('OW-GAP-2 a charge may enter the zones of enemies standing beside its target (a line can be charged)', () => {
    const s = position([deputy('a', 17.5, 21)], [rowdy('x', 16, 15), rowdy('y', 17.5, 15), rowdy('z', 19, 15)]);
    const r = play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:y' }]);
    expect(Math.hypot(F(r.state, '0:a').pos.x - 17.5, F(r.state, '0:a').pos.y - 15)).toBeCloseTo(1, 5);
    // A plain move into the same spot is refused: only a charge may enter a control zone.
    expect(() => play(s, [{ type: 'move', fighterId: '0:a', to: { x: 17.5, y: 16 } }])).toThrow(/control zone/);
  });

  it('OW-GAP-2 a charge out of reach is refused with the reason', () => {
    const s = position([deputy('a', 5, 20)], [rowdy('x', 20, 20)]);
    expect(() => play(s, [{ type: 'charge', fighterId: '0:a', targetId: '1:x' }])).toThrow(/cannot charge x/);
  });

  it('OW-GAP-2 jumping a fence: 1 stumbles and stops short, 2-5 crosses and stops, 6 crosses and goes on', () => {
    const s = position([deputy('a', 11, 20)], [rowdy('x', 30, 5)], { terrain: [fence] });
    const to = { x: 15, y: 20 };
    const stumble = play(s, [{ type: 'move', fighterId: '0:a', to }], [1]);
    expect(F(stumble.state, '0:a').pos.x).toBeLessThan(13);
    expect(F(stumble.state, '0:a').moveUsed).toBe(6);
    const cross = play(s, [{ type: 'move', fighterId: '0:a', to }], [4]);
    expect(F(cross.state, '0:a').pos.x).toBeGreaterThan(13);
    expect(F(cross.state, '0:a').pos.x).toBeLessThan(15);
    const clear = play(s, [{ type: 'move', fighterId: '0:a', to }], [6]);
    expect(F(clear.state, '0:a').pos).toEqual(to);
    expect(clear.events.find((e) => e.type === 'jump')).toMatchObject({ rule: 'OW-GAP-2', rolls: [6], params: { result: 'clear' } });
  });

  it('OW-GAP-2 only the side whose move it is may move, and only its own fighters', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 30, 5)]);
    expect(() => play(s, [{ type: 'move', fighterId: '1:x', to: { x: 30, y: 7 } }])).toThrow(/Anna's move/);
    expect(oldwest.legalActions(s).every((a) => a.type === 'endPhase' || ('fighterId' in a && a.fighterId === '0:a'))).toBe(true);
  });
});
