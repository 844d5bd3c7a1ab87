import { describe, expect, it } from 'vitest';
import type { Platform } from '../../core/table/types';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
/** A loading dock 4" high, 10,10 to 14,14, with stairs on its south edge (edge 2: 14,14 to 10,14). */
const dock = (height = 4): Platform => ({
  id: 'dock', kind: 'platform', name: 'Dock', height, stairs: [2],
  poly: [{ x: 10, y: 10 }, { x: 14, y: 10 }, { x: 14, y: 14 }, { x: 10, y: 14 }],
});

const friends = [rowdy('y1', 13.45, 11), rowdy('y2', 13.45, 13)];

function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('Raised floors and drops', () => {
  it('OW-GAP-2 a raised floor is climbed by its stairs; its drops are walls to movement', () => {
    const s = position([deputy('a', 12, 16)], [rowdy('x', 30, 30)], { terrain: [dock()] });
    expect(F(play(s, [{ type: 'move', fighterId: '0:a', to: { x: 12, y: 12 } }]).state, '0:a').pos).toEqual({ x: 12, y: 12 });
    const west = position([deputy('a', 7, 12)], [rowdy('x', 30, 30)], { terrain: [dock()] });
    const r = play(west, [{ type: 'move', fighterId: '0:a', to: { x: 11, y: 12 } }]);
    // No way straight up the 4" drop: the route goes round by the stairs.
    expect(F(r.state, '0:a').moveUsed).toBeGreaterThan(4.5);
  });

  it('OW-10 a loser at the edge of a drop takes normal (not doubled) strikes, then falls', () => {
    // x stands at the dock's east edge between two friends; a beats it: the only way is east, over the 4" drop.
    const s = fightPhase(position([deputy('a', 12.45, 12)], [rowdy('x', 13.45, 12), ...friends], { terrain: [dock()] }));
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 1, 1]);
    expect(r.events.find((e) => e.type === 'atDrop')).toMatchObject({ rule: 'OW-10', params: { height: 4 } });
    expect(r.events.some((e) => e.type === 'trapped')).toBe(false);
    const strikes = r.events.filter((e) => e.type === 'woundRoll' && e.rule !== 'OW-GAP-6');
    expect(strikes).toHaveLength(1);
    expect(r.events.find((e) => e.type === 'fell')).toMatchObject({ rule: 'OW-10', params: { height: 4, hits: 2 } });
    const x = F(r.state, '1:x');
    expect(x.pos.x).toBeGreaterThan(14.5);
    expect(x.onGround).toBe(true);
  });

  it('OW-GAP-6 a fall of more than 2" is a Strength 3 hit per full 2"; 2" or less does not hurt', () => {
    const s = fightPhase(position([deputy('a', 12.45, 12)], [rowdy('x', 13.45, 12), ...friends], { terrain: [dock()] }));
    // Strike misses (1), the two fall hits: 4 wounds (S3 vs G3 needs 4).
    const hurt = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 4]);
    expect(hurt.events.filter((e) => e.rule === 'OW-GAP-6').map((e) => e.params!.fall)).toEqual([true]);
    expect(F(hurt.state, '1:x').status).toBe('out');
    const low = fightPhase(position([sheriff('a', 12.45, 12)], [rowdy('x', 13.45, 12), ...friends], { terrain: [dock(2)] }));
    const soft = play(low, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1]);
    expect(soft.events.find((e) => e.type === 'fell')!.params!.hits).toBe(0);
    expect(F(soft.state, '1:x')).toMatchObject({ status: 'ok', onGround: true });
  });
});

describe('Climbing', () => {
  it('OW-GAP-2 a wall over 2" is climbed on foot: 2" of move per inch of height, and a d6 where a 1 fails', () => {
    const wall = { id: 'w', kind: 'wall' as const, a: { x: 13, y: 0 }, b: { x: 13, y: 36 }, height: 2.2 };
    const s = position([deputy('a', 12.4, 20)], [rowdy('x', 33, 5)], { terrain: [wall] });
    // 1.2" across plus 4.4" for the climb = 5.6": within a man's move.
    const up = play(s, [{ type: 'move', fighterId: '0:a', to: { x: 13.6, y: 20 } }], [3]);
    expect(up.events.find((e) => e.type === 'jump')).toMatchObject({ rolls: [3], params: { result: 'climbed', height: 2.2 } });
    expect(F(up.state, '0:a').moveUsed).toBeCloseTo(5.6, 5);
    expect(F(up.state, '0:a').pos).toEqual({ x: 13.6, y: 20 });
    const slip = play(s, [{ type: 'move', fighterId: '0:a', to: { x: 13.6, y: 20 } }], [1]);
    expect(slip.events.find((e) => e.type === 'jump')!.params!.result).toBe('climbFailed');
    expect(F(slip.state, '0:a').pos.x).toBeLessThan(13);
    // Riders do not climb.
    const horse = position([{ id: 'h', name: 'h', type: 'cowpoke', mount: 'horse' as const, pos: { x: 12.4, y: 20 } }], [rowdy('x', 33, 5)], { terrain: [wall] });
    expect(() => play(horse, [{ type: 'move', fighterId: '0:h', to: { x: 13.6, y: 20 } }], [3])).toThrow();
  });
});
