import { describe, expect, it } from 'vitest';
import type { Barrier, DifficultGround } from '../../core/table/types';
import { oldwest } from './index';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const rider = (id: string, x: number, y: number, mount: 'horse' | 'mule' = 'horse') => ({ id, name: id, type: 'cowpoke', pos: { x, y }, mount });
const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const mud: DifficultGround = { id: 'm', kind: 'difficult', poly: [{ x: 0, y: 0 }, { x: 36, y: 0 }, { x: 36, y: 36 }, { x: 0, y: 36 }] };

function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('Riders and mounts', () => {
  it('OW-GAP-2 a horse moves 10", a mule 8"; difficult ground quarters a horse\'s move', () => {
    const s = position([rider('h', 5, 20), rider('m', 5, 25, 'mule')], [rowdy('x', 33, 5)]);
    expect(F(play(s, [{ type: 'move', fighterId: '0:h', to: { x: 15, y: 20 } }]).state, '0:h').pos.x).toBe(15);
    expect(() => play(s, [{ type: 'move', fighterId: '0:m', to: { x: 14, y: 25 } }])).toThrow(/further/);
    const boggy = position([rider('h', 5, 20)], [rowdy('x', 33, 5)], { terrain: [mud] });
    expect(() => play(boggy, [{ type: 'move', fighterId: '0:h', to: { x: 8, y: 20 } }])).toThrow(/further/);
    expect(F(play(boggy, [{ type: 'move', fighterId: '0:h', to: { x: 7.5, y: 20 } }]).state, '0:h').moveUsed).toBeCloseTo(10, 5);
  });

  it('OW-GAP-2 getting off and back on costs half a move; the mount waits where it was left', () => {
    const s = position([rider('h', 5, 20)], [rowdy('x', 33, 5)]);
    const off = play(s, [{ type: 'dismount', fighterId: '0:h' }]);
    const h = F(off.state, '0:h');
    expect(h.mount).toBeUndefined();
    expect(h.moveUsed).toBe(3);
    expect(Object.values(off.state.mounts!)).toEqual([{ id: '0:h~horse', kind: 'horse', side: 0, ownerId: '0:h', pos: { x: 5, y: 20 } }]);
    // Next turn, on foot beside it, he gets back on.
    const next = { ...off.state, fighters: { ...off.state.fighters, '0:h': { ...h, moveUsed: 0 } } };
    const on = play(next, [{ type: 'mount', fighterId: '0:h' }]);
    expect(F(on.state, '0:h')).toMatchObject({ mount: 'horse', pos: { x: 5, y: 20 }, moveUsed: 5 });
    expect(on.state.mounts).toEqual({});
  });

  it('OW-5 a loser backing off is never put down on a mount waiting for its rider (the mount is a model)', () => {
    // x loses to a and backs off west, straight towards the horse h left standing behind it.
    const s = position([deputy('a', 11, 10), deputy('h', 20, 20)], [rowdy('x', 10, 10)]);
    s.mounts = { '0:h~horse': { id: '0:h~horse', kind: 'horse', side: 0, ownerId: '0:h', pos: { x: 9, y: 10 } } };
    const r = play(fightPhase(s), [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2, 1]);
    expect(r.events.some((e) => e.type === 'backedOff')).toBe(true);
    const x = F(r.state, '1:x').pos;
    expect(Math.hypot(x.x - 9, x.y - 10)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(Math.hypot(x.x - 11, x.y - 10)).toBeGreaterThan(1.05);
  });

  it('OW-20 riders fight like foot fighters; when the rider loses, the striker picks rider or mount strike by strike', () => {
    const s = fightPhase(position([deputy('a', 10, 10)], [rider('h', 11, 10)]));
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2]);
    expect(r.state.pending).toMatchObject({ kind: 'strike', strikerId: '0:a', targetIds: ['1:h', '1:h~mount'] });
    // At the horse (Grit 3): a 4 kills it; the rider is thrown (OW-GAP-5): 6 leaps free.
    const t = play(r.state, [{ type: 'strike', targetId: '1:h~mount' }], [4, 6]);
    expect(t.events.find((e) => e.type === 'woundRoll')).toMatchObject({ rule: 'OW-20', params: { wounded: true } });
    expect(t.events.find((e) => e.type === 'thrown')).toMatchObject({ rule: 'OW-GAP-5', rolls: [6], params: { result: 'free' } });
    expect(F(t.state, '1:h')).toMatchObject({ status: 'ok', onGround: false });
    expect(F(t.state, '1:h').mount).toBeUndefined();
  });

  it('OW-GAP-5 Thrown from the Saddle: 1 knocked flying (a Strength 2 hit, then on the ground), 2-5 on the ground', () => {
    const s = fightPhase(position([deputy('a', 10, 10)], [rider('h', 11, 10)]));
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 2]);
    const flying = play(r.state, [{ type: 'strike', targetId: '1:h~mount' }], [4, 1, 4]);
    expect(flying.events.filter((e) => e.type === 'woundRoll').at(-1)).toMatchObject({ rule: 'OW-GAP-5', params: { s: 2, g: 3, need: '5+', wounded: false } });
    expect(F(flying.state, '1:h').onGround).toBe(true);
    const clear = play(r.state, [{ type: 'strike', targetId: '1:h~mount' }], [4, 3]);
    expect(F(clear.state, '1:h')).toMatchObject({ onGround: true, status: 'ok' });
  });

  it('OW-28 a shot at a rider hits the mount on 1-3; the rider tests with his own Pluck either way', () => {
    const s = position([deputy('a', 10, 20)], [rider('h', 17, 20), rowdy('y', 33, 33)], { phase: 'shoot' });
    // Hit 5; 2 = the horse; wound roll 1 misses; the rider's test: 5 + 5 + Pluck 3 passes.
    const r = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:h' }], [5, 2, 1, 5, 5]);
    expect(r.events.map((e) => e.type)).toEqual(['shot', 'riderOrMount', 'woundRoll', 'diveTest']);
    expect(r.events.find((e) => e.type === 'diveTest')!.params!.pluck).toBe(3);
  });

  it('OW-28 a rider already behind cover who fails does not lie down but gets off, the mount between him and the shooter', () => {
    const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 5, y: 18 }, b: { x: 25, y: 18 }, height: 1 };
    const s = position([deputy('a', 15, 12)], [rider('h', 15, 19), rowdy('y', 33, 33)], { phase: 'shoot', terrain: [fence] });
    // Hit 6, fence passed 5, rider (4), wound 1, test 1 + 1 + 3 fails.
    const r = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:h' }], [6, 5, 4, 1, 1, 1]);
    expect(r.events.at(-1)).toMatchObject({ type: 'diveDismount', rule: 'OW-28' });
    const h = F(r.state, '1:h');
    expect(h.onGround).toBe(false);
    expect(h.mount).toBeUndefined();
    expect(h.pos.y).toBeGreaterThan(19.9);
    expect(Object.values(r.state.mounts!)[0]!.pos).toEqual({ x: 15, y: 19 });
    expect(oldwest.legalActions({ ...r.state, phase: 'move', active: 1 }).some((a) => a.type === 'mount')).toBe(true);
  });
});
