import { describe, expect, it } from 'vitest';
import type { Barrier, Building } from '../../core/table/types';
import { oldwest } from './index';
import { shotInfo } from './shooting';
import { F, play, position } from './testkit';

const deputy = (id: string, x: number, y: number, weapon: 'sixgun' | 'rifle' | 'shotgun' = 'sixgun') => ({ id, name: id, type: 'deputy', pos: { x, y }, weapon });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 15, y: 0 }, b: { x: 15, y: 36 }, height: 1 };
const house: Building = { id: 'h', kind: 'building', poly: [{ x: 14, y: 15 }, { x: 16, y: 15 }, { x: 16, y: 25 }, { x: 14, y: 25 }], height: 3 };

describe('Shootin\'', () => {
  it('OW-GAP-3 a hit needs the Shootin\' value on a d6, then the wound chart with the weapon\'s Strength', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 18, 20), rowdy('y', 30, 30)], { phase: 'shoot' });
    const miss = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [3]);
    expect(miss.events.find((e) => e.type === 'shot')).toMatchObject({ rolls: [3], params: { hit: false, need: 4 } });
    const kill = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [4, 4]);
    expect(kill.events.find((e) => e.type === 'woundRoll')).toMatchObject({ rule: 'OW-7', params: { s: 3, g: 3, need: '4+', wounded: true } });
    expect(F(kill.state, '1:x').status).toBe('out');
    expect(() => play(kill.state, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [6, 6])).toThrow(/has shot/);
  });

  it('OW-GAP-3 a target beyond the weapon\'s range cannot be shot; a rifle reaches further', () => {
    const s = position([deputy('a', 5, 20), deputy('b', 5, 25, 'rifle')], [rowdy('x', 17, 20)], { phase: 'shoot' });
    expect(() => play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [6, 6])).toThrow(/beyond the 10" range/);
    expect(shotInfo(s, '0:b', '1:x').ok).toBe(true);
  });

  it('OW-GAP-3 a rifle may not fire after moving; a sixgun may', () => {
    const s = position([deputy('a', 5, 20), deputy('b', 5, 25, 'rifle')], [rowdy('x', 17, 20)]);
    const moved = play(s, [
      { type: 'move', fighterId: '0:a', to: { x: 7, y: 20 } },
      { type: 'move', fighterId: '0:b', to: { x: 6, y: 25 } },
      { type: 'endPhase' }, { type: 'endPhase' },
    ]).state;
    expect(moved.phase).toBe('shoot');
    expect(() => play(moved, [{ type: 'shoot', fighterId: '0:b', targetId: '1:x' }], [6, 6])).toThrow(/may not be fired after moving/);
    expect(() => play(moved, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [1])).not.toThrow();
  });

  it('OW-GAP-3 a building blocks the line of sight', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 19, 20)], { phase: 'shoot', terrain: [house] });
    const info = shotInfo(s, '0:a', '1:x');
    expect(info.ok).toBe(false);
    expect(info.reason).toMatchObject({ key: 'cannotSee' });
  });

  it('OW-GAP-3 a fence in the way is passed on 3+; a failed roll hits the fence', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 19, 20)], { phase: 'shoot', terrain: [fence] });
    expect(shotInfo(s, '0:a', '1:x').inTheWay).toMatchObject([{ kind: 'obstacle', need: 3 }]);
    const stopped = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [5, 2]);
    expect(stopped.events.map((e) => e.type)).toEqual(['shot', 'inTheWay']);
    const through = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [5, 3, 6]);
    expect(F(through.state, '1:x').status).toBe('out');
  });

  it('OW-GAP-3 a model in the way is passed on 4+; a failed roll hits that model instead', () => {
    const s = position([deputy('a', 10, 20)], [rowdy('x', 19, 20), rowdy('y', 14, 20)], { phase: 'shoot' });
    expect(shotInfo(s, '0:a', '1:x').inTheWay).toMatchObject([{ kind: 'model', id: '1:y', need: 4 }]);
    const r = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [6, 3, 5]);
    expect(F(r.state, '1:y').status).toBe('out');
    expect(F(r.state, '1:x').status).toBe('ok');
  });

  it('OW-GAP-3 the shotgun is Strength 5 within 6" and 3 beyond', () => {
    const s = position([deputy('a', 10, 20, 'shotgun')], [rowdy('x', 15, 20), rowdy('y', 18.5, 20)], { phase: 'shoot' });
    expect(shotInfo(s, '0:a', '1:x').strength).toBe(5);
    expect(shotInfo(s, '0:a', '1:y').strength).toBe(3);
  });

  it('OW-GAP-3 shooting into a fight: who is hit is rolled among the fighters in it', () => {
    const s = position([deputy('a', 9, 20), deputy('b', 17, 20)], [rowdy('x', 18, 20)], { phase: 'shoot' });
    // Roll 1 of 2 hits b (Anna's own deputy); S3 vs G3 4+ wounds him.
    const r = play(s, [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [6, 1, 4]);
    expect(r.events.find((e) => e.type === 'randomTarget')).toMatchObject({ rolls: [1], params: { target: 'b' } });
    expect(F(r.state, '0:b').status).toBe('out');
    expect(oldwest.preview(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' })!.chances[0]!.p).toBeCloseTo(0.5, 10);
  });
});
