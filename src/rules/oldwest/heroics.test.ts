import { describe, expect, it } from 'vitest';
import { oldwest } from './index';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const desperado = (id: string, x: number, y: number) => ({ id, name: id, type: 'desperado', pos: { x, y } });
const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });

/** Both players have rolled the Drop (side 0 has it): the Move phase is about to start. */
function dropRolled(s: OWState, rolls = [5, 2]) {
  return play({ ...s, phase: 'drop', drop: null }, [{ type: 'rollDrop' }], rolls, 'all');
}

describe('Heroic actions', () => {
  it('OW-33 at the start of a phase each player may declare heroic actions for 1 Fame each, one per hero', () => {
    const s = position([sheriff('w', 10, 30), deputy('d', 13, 30)], [rowdy('x', 10, 5)]);
    const r = dropRolled(s);
    expect(r.state.pending).toEqual({ kind: 'heroics', side: 0, phase: 'move', heroIds: ['0:w'] });
    expect(() => play(r.state, [{ type: 'declareHeroics', heroIds: ['0:d'] }], [], 'all')).toThrow(/cannot take a heroic action/);
    const d = play(r.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [], 'all');
    expect(F(d.state, '0:w').fame).toBe(0);
    expect(d.state.heroics?.current).toMatchObject({ kind: 'yeeHaw', heroId: '0:w', friends: ['0:d'] });
    // Declaring none costs nothing and the phase goes on as usual.
    const none = play(r.state, [{ type: 'declareHeroics', heroIds: [] }], [], 'all');
    expect(F(none.state, '0:w').fame).toBe(1);
    expect(none.state.heroics).toBeNull();
  });

  it('OW-34 if both players declare, a d6 decides who acts first (1-3 the Drop), then they alternate', () => {
    const s = position([sheriff('w', 10, 30)], [desperado('k', 10, 5)]);
    const r = dropRolled(s);
    let t = play(r.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [], 'all');
    expect(t.state.pending).toMatchObject({ kind: 'heroics', side: 1 });
    t = play(t.state, [{ type: 'declareHeroics', heroIds: ['1:k'] }], [5], 'all');
    expect(t.events.find((e) => e.type === 'heroicRollOff')).toMatchObject({ rule: 'OW-34', rolls: [5], params: { player: 'Boris' } });
    expect(t.state.heroics?.current?.heroId).toBe('1:k');
    expect(t.state.heroics?.order.map((a) => a.heroId)).toEqual(['0:w']);
    expect(oldwest.actor(t.state)).toBe(1);
  });

  it('OW-35 Yee Haw!: the hero moves first and friends within 6" may move with him, ending within 6" of him', () => {
    const s = position([sheriff('w', 10, 30), deputy('d', 14, 30), deputy('far', 30, 30)], [rowdy('x', 10, 5)]);
    let t = play(dropRolled(s).state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [], 'all');
    expect(() => play(t.state, [{ type: 'move', fighterId: '0:far', to: { x: 30, y: 27 } }], [], 'all')).toThrow(/not part of w's heroic action/);
    t = play(t.state, [{ type: 'move', fighterId: '0:w', to: { x: 10, y: 25 } }], [], 'all');
    expect(() => play(t.state, [{ type: 'move', fighterId: '0:d', to: { x: 19, y: 30 } }], [], 'all')).toThrow(/within 6"/);
    t = play(t.state, [{ type: 'move', fighterId: '0:d', to: { x: 13, y: 26 } }, { type: 'endPhase' }], [], 'all');
    expect(t.state.heroics).toBeNull();
    // OW-38: whoever moved in the heroic action does not move again this phase; the rest may.
    expect(() => play(t.state, [{ type: 'move', fighterId: '0:w', to: { x: 10, y: 24 } }], [], 'all')).toThrow(/used all of its move/);
    expect(F(play(t.state, [{ type: 'move', fighterId: '0:far', to: { x: 30, y: 27 } }], [], 'all').state, '0:far').pos.y).toBe(27);
  });

  it('OW-36 Quickdraw: the hero shoots before everyone; friends within 6" shoot only after he has', () => {
    const s = position([sheriff('w', 10, 20), deputy('d', 13, 20)], [rowdy('x', 10, 12), rowdy('y', 30, 30)], { phase: 'move', drop: 1 });
    // Both end the Move phase; Boris has the Drop, but Anna's Quickdraw goes before anyone shoots.
    let t = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }], [], 'all');
    expect(t.state.pending).toMatchObject({ kind: 'heroics', side: 0, phase: 'shoot' });
    t = play(t.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [], 'all');
    expect(oldwest.actor(t.state)).toBe(0);
    expect(() => play(t.state, [{ type: 'shoot', fighterId: '0:d', targetId: '1:x' }], [6], 'all')).toThrow(/shoots first/);
    t = play(t.state, [{ type: 'shoot', fighterId: '0:w', targetId: '1:x' }], [1], 'all');
    t = play(t.state, [{ type: 'shoot', fighterId: '0:d', targetId: '1:x' }], [1, 6, 6], 'all');
    t = play(t.state, [{ type: 'endPhase' }], [], 'all');
    // Then the normal phase: Boris (the Drop) shoots first.
    expect(t.state.heroics).toBeNull();
    expect(oldwest.actor(t.state)).toBe(1);
    expect(() => play(t.state, [{ type: 'shoot', fighterId: '0:w', targetId: '1:x' }], [6], 'all')).toThrow();
  });

  it('OW-37 Time for a Whuppin\': the hero\'s fight first; every enemy in it killed, he moves again and may charge into another fight', () => {
    const s = position([sheriff('w', 10, 10), deputy('d', 20, 10)], [rowdy('x', 11, 10), rowdy('y', 21, 10), rowdy('z', 14, 13)], { phase: 'shoot' });
    let t = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }], [], 'all');
    expect(t.state.pending).toMatchObject({ kind: 'heroics', side: 0, phase: 'fight', heroIds: ['0:w'] });
    // The sheriff's fight goes at once: 6 against 1, then a 4 wounds x (S3 vs G3): x is out.
    t = play(t.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [6, 1, 4], 'all');
    expect(F(t.state, '1:x').status).toBe('out');
    expect(t.events.find((e) => e.type === 'whuppinMove')!.rule).toBe('OW-37');
    // A full move again: he charges z, who was in no fight.
    t = play(t.state, [{ type: 'charge', fighterId: '0:w', targetId: '1:z' }, { type: 'endPhase' }], [], 'all');
    expect(t.events.find((e) => e.type === 'fightsRegrouped')!.params!.count).toBe(2);
    expect(t.state.pending).toEqual({ kind: 'chooseFight', side: 0 });
    expect(t.state.fights.filter((f) => !f.resolved).map((f) => f.fighterIds.join(' ')).sort()).toEqual(['0:d 1:y', '0:w 1:z']);
  });

  it('OW-37 fights regrouped after a Whuppin\' move get ids of their own: each one left can still be chosen', () => {
    // The deputy comes first in the roster, so the sheriff's fight is fight-2, resolved first.
    const s = position([deputy('d', 20, 10), sheriff('w', 10, 10)], [rowdy('y', 21, 10), rowdy('x', 11, 10), rowdy('z', 14, 13)], { phase: 'shoot' });
    let t = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }], [], 'all');
    expect(t.state.fights.find((f) => f.fighterIds.includes('0:w'))!.id).toBe('fight-2');
    t = play(t.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [6, 1, 4], 'all');
    t = play(t.state, [{ type: 'charge', fighterId: '0:w', targetId: '1:z' }, { type: 'endPhase' }], [], 'all');
    const ids = t.state.fights.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const open = oldwest.legalActions(t.state);
    expect(open).toHaveLength(2);
    // Both fights left are fought: the deputy's and the sheriff's second one.
    for (const a of open) expect(() => play(t.state, [a], [6, 1, 1], 'all')).not.toThrow();
  });

  it('OW-38 a heroic action helps a fighter once per phase: the Whuppin\' hero fights twice, but moves no further', () => {
    const s = position([sheriff('w', 10, 10)], [rowdy('x', 11, 10), rowdy('z', 14, 13), rowdy('q', 30, 30)], { phase: 'shoot' });
    let t = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }], [], 'all');
    t = play(t.state, [{ type: 'declareHeroics', heroIds: ['0:w'] }], [6, 1, 4], 'all');
    t = play(t.state, [{ type: 'charge', fighterId: '0:w', targetId: '1:z' }], [], 'all');
    expect(() => play(t.state, [{ type: 'move', fighterId: '0:w', to: { x: 14, y: 15 } }], [], 'all')).toThrow(/charged/);
    t = play(t.state, [{ type: 'endPhase' }, { type: 'resolveFight', fightId: 'fight-2' }], [5, 2, 6], 'all');
    expect(F(t.state, '1:z').status).toBe('out');
  });
});
