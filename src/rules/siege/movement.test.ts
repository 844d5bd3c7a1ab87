import { describe, expect, it } from 'vitest';
import { ev, piece, play, tableWith } from './testkit';

// The 'gate' castle: the west tower (first floor) covers x 3..4.5, y 5.5..7; the front wall runs
// along y = 6.25 from the tower to the gate (x 4.5..5.5) and on from the gate (x 6.5..7.5).
// Warriors' bases have a radius of 1/4 step: one touching a tower or wall stands 1/4 step from it.
describe('Siege maneuver and climbing', () => {
  it('SG-6 each warrior may move up to 2 steps in any direction, once in its turn', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 3.5, y: 0.75 }, { id: 'a2', side: 0, x: 8, y: 2 }, { id: 'd1', side: 1, x: 6, y: 8 }]);
    const straight = play(s, [{ type: 'move', unit: 'a1', x: 3.5, y: 2.75 }]);
    expect(piece(straight.state, 'a1')).toMatchObject({ x: 3.5, y: 2.75, moved: true });
    expect(ev(straight.events, 'moved')[0]!.params).toMatchObject({ unit: 'a1', cost: 2, allowance: 2 });
    // Diagonally, sideways, backwards: any direction.
    expect(piece(play(s, [{ type: 'move', unit: 'a2', x: 6.625, y: 3.375 }]).state, 'a2')).toMatchObject({ x: 6.625, y: 3.375 });
    expect(piece(play(s, [{ type: 'move', unit: 'a2', x: 8, y: 0.5 }]).state, 'a2')).toMatchObject({ x: 8, y: 0.5 });
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 3.5, y: 2.8 }])).toThrow(/costs 2.05 steps; a1 has 2/);
    expect(() => play(straight.state, [{ type: 'move', unit: 'a1', x: 3.5, y: 3 }])).toThrow(/already made its maneuver/);
  });

  it('SG-6 a warrior may not end its move on another piece or off the table', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 3.5, y: 0.75 }, { id: 'a2', side: 0, x: 3.5, y: 2 }, { id: 'd1', side: 1, x: 6, y: 8 }]);
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 3.6, y: 2.1 }])).toThrow(/Another piece stands there/);
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 3.5, y: 0.1 }])).toThrow(/off the table/);
  });

  it('SG-4 the cannon moves like a warrior: 2 steps in its turn', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 3.5, y: 0.75 }, { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 }, { id: 'd1', side: 1, x: 6, y: 8 }]);
    expect(piece(play(s, [{ type: 'move', unit: 'a-cannon', x: 6, y: 4 }]).state, 'a-cannon')).toMatchObject({ x: 6, y: 4 });
    expect(() => play(s, [{ type: 'move', unit: 'a-cannon', x: 6, y: 4.1 }])).toThrow(/a-cannon has 2/);
  });

  it('SG-7 climbing from the ground onto a first-floor tower costs 1 step, leaving 1 to walk on its top', () => {
    // a1 stands touching the west tower's north side.
    const s = tableWith([{ id: 'a1', side: 0, x: 3.75, y: 5.25 }, { id: 'd1', side: 1, x: 6, y: 8 }]);
    const up = play(s, [{ type: 'move', unit: 'a1', x: 3.75, y: 5.75 }]);
    expect(piece(up.state, 'a1')).toMatchObject({ level: 1 });
    expect(ev(up.events, 'moved')[0]!.params).toMatchObject({ cost: 1, climb: 1, level: 1 });
    // Up (1) and a step across the top (1): all 2 steps.
    expect(ev(play(s, [{ type: 'move', unit: 'a1', x: 3.75, y: 6.75 }]).events, 'moved')[0]!.params).toMatchObject({ cost: 2 });
    // From a step and a half away it is 1 1/4 steps to the foot and 1 to climb: too far.
    const far = tableWith([{ id: 'a1', side: 0, x: 3.75, y: 4 }, { id: 'd1', side: 1, x: 6, y: 8 }]);
    expect(() => play(far, [{ type: 'move', unit: 'a1', x: 3.75, y: 5.75 }])).toThrow(/costs 2.25 steps/);
  });

  it('SG-7 climbing down from a first-floor tower costs 1 step too', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 3.5, y: 0.75 }, { id: 'd1', side: 1, x: 3.75, y: 5.75 }], { active: 1 });
    const down = play(s, [{ type: 'move', unit: 'd1', x: 3.75, y: 4.25 }]);
    expect(piece(down.state, 'd1')).toMatchObject({ level: 0 });
    expect(ev(down.events, 'moved')[0]!.params).toMatchObject({ cost: 2, climb: 1 });
  });

  it('SG-7 climbing onto a second-floor tower (or down) costs 2 steps: the whole move, from its foot', () => {
    // The keep: a second-floor tower over x 5..7, y 7..8.5 in the 'keep' castle's yard.
    const s = tableWith([{ id: 'a1', side: 0, x: 6, y: 6.75 }, { id: 'd1', side: 1, x: 3, y: 5.5 }], { scenario: 'keep' });
    const up = play(s, [{ type: 'move', unit: 'a1', x: 6, y: 7.25 }]);
    expect(piece(up.state, 'a1')).toMatchObject({ level: 2 });
    expect(ev(up.events, 'moved')[0]!.params).toMatchObject({ cost: 2, climb: 2 });
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 6, y: 7.5 }])).toThrow(/costs 2.25 steps/);
    const top = tableWith([{ id: 'a1', side: 0, x: 5.5, y: 1 }, { id: 'd1', side: 1, x: 6, y: 7.25 }], { scenario: 'keep', active: 1 });
    const down = play(top, [{ type: 'move', unit: 'd1', x: 6, y: 6.75 }]);
    expect(ev(down.events, 'moved')[0]!.params).toMatchObject({ cost: 2, climb: 2, level: 0 });
  });

  it('SG-7 crossing a first-floor wall costs 2 steps: a warrior beside the wall gets over with its whole move', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 5, y: 6 }, { id: 'd1', side: 1, x: 7, y: 8 }]);
    const over = play(s, [{ type: 'move', unit: 'a1', x: 5, y: 6.5 }]);
    expect(piece(over.state, 'a1')).toMatchObject({ x: 5, y: 6.5, level: 0 });
    expect(ev(over.events, 'moved')[0]!.params).toMatchObject({ cost: 2, climb: 2 });
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 5, y: 6.6 }])).toThrow(/costs 2.1 steps/);
    // One step back from the wall, it cannot get over this turn.
    const back = tableWith([{ id: 'a1', side: 0, x: 5, y: 5.25 }, { id: 'd1', side: 1, x: 7, y: 8 }]);
    expect(() => play(back, [{ type: 'move', unit: 'a1', x: 5, y: 6.5 }])).toThrow(/costs 2.75 steps/);
  });

  it('SG-7 no walking through a tower: going over it costs the climb up and the climb down', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 2.75, y: 6 }, { id: 'd1', side: 1, x: 7, y: 8 }]);
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 4.75, y: 5.9 }])).toThrow(/costs 3 steps/);
    // Straddling a tower's edge or standing in a wall is no place to stop.
    expect(() => play(s, [{ type: 'move', unit: 'a1', x: 2.9, y: 6 }])).toThrow(/A wall or the edge of a tower/);
  });

  it('SG-7 a cannon does not climb towers or cross walls', () => {
    const s = tableWith([{ id: 'a-cannon', side: 0, kind: 'cannon', x: 5, y: 5.9 }, { id: 'a1', side: 0, x: 1, y: 1 }, { id: 'd1', side: 1, x: 7, y: 8 }]);
    expect(() => play(s, [{ type: 'move', unit: 'a-cannon', x: 5, y: 6.6 }])).toThrow(/A cannon does not climb/);
  });

  it('SG-2 under magic 2 the Defender\'s warriors move twice as far (4 steps) that turn', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 3.5, y: 0.75 }, { id: 'd1', side: 1, x: 6, y: 8.5 }, { id: 'd2', side: 1, x: 5, y: 8.5 }], { active: 1 });
    const magic = { ...s, effects: [{ kind: 'double' as const, side: 1 as const, from: 1, to: 1 }] };
    // Out through the gate and 4 steps in all.
    expect(piece(play(magic, [{ type: 'move', unit: 'd1', x: 6, y: 4.5 }]).state, 'd1')).toMatchObject({ x: 6, y: 4.5 });
    expect(() => play(s, [{ type: 'move', unit: 'd2', x: 5, y: 6.75 }])).not.toThrow();
    expect(() => play(s, [{ type: 'move', unit: 'd1', x: 6, y: 4.5 }])).toThrow(/d1 has 2/);
  });
});
