import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import { GRID } from '../../core/exactMath';
import { ballFlight, powerFor } from './ball';
import { aimedFlight } from './cannon';
import { siege } from './index';
import { ev, piece, play, tableWith, type UnitSpec } from './testkit';
import type { SgState } from './types';

// The 'gate' castle; the Attacker's cannon 3 steps in front of d1, who stands before the gate.
const CANNON: UnitSpec = { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 };
const D1: UnitSpec = { id: 'd1', side: 1, x: 6, y: 5.1, home: { x: 6, y: 7.25 } };
const A1: UnitSpec = { id: 'a1', side: 0, x: 1, y: 1 };
/** The power that brings the ball down on a warrior's middle `d` steps away on the ground. */
const powerAt = (d: number): number => powerFor(d, 0.4, 1, 10)!;
const AT_D1 = { type: 'fire' as const, aim: { x: 0, y: 1 }, power: powerAt(3.1) };

const shooting = (specs: UnitSpec[] = [CANNON, A1, D1]): SgState => tableWith(specs, { phase: 'shoot' });

describe('Siege shooting', () => {
  it('SG-4 only the Attacker shoots, once a turn, before his maneuver; he may hold fire', () => {
    const fired = play(shooting(), [AT_D1], [3, 4, 5]);
    expect(fired.state.phase).toBe('maneuver');
    expect(() => play(fired.state, [AT_D1], [3, 4, 5])).toThrow(/not asked/);
    const held = play(shooting(), [{ type: 'holdFire' }]);
    expect(held.state.phase).toBe('maneuver');
    // The Defender's turn has no shooting step.
    const defender = play(held.state, [{ type: 'endTurn' }]).state;
    expect(defender).toMatchObject({ active: 1, phase: 'maneuver' });
    expect(siege.legalActions(defender).some((a) => a.type === 'fire' || a.type === 'holdFire')).toBe(false);
  });

  it('SG-5 a hit warrior that falls face up (1-2 on the fall die) is destroyed and removed', () => {
    const r = play(shooting(), [AT_D1], [3, 4, 2]);
    expect(ev(r.events, 'shot')[0]!.params).toMatchObject({ contact: 'warrior', target: 'd1' });
    expect(ev(r.events, 'fall')[0]!.params).toMatchObject({ warrior: 'd1', roll: 2, fall: 'faceUp' });
    expect(piece(r.state, 'd1').alive).toBe(false);
  });

  it('SG-5 one that falls face down (3-4) is wounded and goes back to its start', () => {
    const r = play(shooting(), [AT_D1], [3, 4, 4]);
    expect(ev(r.events, 'fall')[0]!.params).toMatchObject({ fall: 'faceDown' });
    expect(piece(r.state, 'd1')).toMatchObject({ alive: true, x: 6, y: 7.25 });
  });

  it('SG-5 one that does not fall (5-6) is lightly wounded and play goes on', () => {
    const r = play(shooting(), [AT_D1], [3, 4, 6]);
    expect(ev(r.events, 'fall')[0]!.params).toMatchObject({ fall: 'standing' });
    expect(piece(r.state, 'd1')).toMatchObject({ alive: true, x: 6, y: 5.1, marks: 1 });
  });

  it('SG-5 the ball hits any warrior in its way, the Attacker\'s own too', () => {
    const r = play(shooting([CANNON, A1, D1, { id: 'a2', side: 0, x: 6, y: 3.5 }]), [AT_D1], [3, 4, 5]);
    expect(ev(r.events, 'shot')[0]!.params).toMatchObject({ contact: 'warrior', target: 'a2' });
  });

  it('SG-5 a ball that touches the table first is a bounce: no hit counts, no fall is rolled', () => {
    const dice = scriptedDice([3, 4]);
    const r = siege.apply(shooting(), { ...AT_D1, power: 1.5 }, dice);
    expect(ev(r.events, 'shot')[0]!.params).toMatchObject({ contact: 'table', target: null });
    expect(dice.used()).toBe(2);
    expect(piece(r.state, 'd1')).toMatchObject({ alive: true, marks: 0 });
  });

  it('SG-5 a ball that meets the castle first is a bounce too, though it would have hit the warrior behind the wall', () => {
    // d2 stands in the yard behind the front wall (y = 6.25); the ball comes down on the wall half a step up.
    const behind: UnitSpec = { id: 'd2', side: 1, x: 5, y: 6.75 };
    const s = shooting([{ ...CANNON, x: 5 }, A1, behind]);
    const power = powerFor(4.25, 0.5, 1, 10)!;
    const r = play(s, [{ type: 'fire', aim: { x: 0, y: 1 }, power }], [3, 4]);
    const shot = ev(r.events, 'shot')[0]!.params!;
    expect(shot).toMatchObject({ contact: 'castle', target: null });
    expect(shot.endY).toBeGreaterThan(6);
    expect(shot.endY).toBeLessThan(6.25);
    expect(ballFlight({ ...s, castles: [] }, { x: 5, y: 2 }, { x: 0, y: 1 }, power)).toMatchObject({ contact: 'warrior', target: 'd2' });
  });

  it('SG-GAP-1 the ball flies along the aim in an arc on the table\'s grid; the log\'s shot is the flight the dice gave', () => {
    const s = shooting();
    const r = play(s, [{ ...AT_D1, aim: { x: 1, y: 3 } }], [1, 6, 5]);
    const shot = ev(r.events, 'shot')[0]!;
    // Face 1 takes 2 tenths off the power; face 6 turns the aim sideways by 2 notches.
    expect(shot.params).toMatchObject({ powerShift: -2, sideShift: 2 });
    const flight = ballFlight(s, { x: 6, y: 2 }, { x: 1, y: 3 }, AT_D1.power, { power: -2, side: 2 })!;
    const end = flight.points[flight.points.length - 1]!;
    expect(shot.params).toMatchObject({ endX: end.x, endY: end.y, endZ: end.z, contact: flight.contact });
    for (const p of flight.points) for (const v of [p.x, p.y, p.z]) expect(Number.isInteger(v * GRID)).toBe(true);
    // It rises, then falls.
    const top = Math.max(...flight.points.map((p) => p.z));
    expect(top).toBeGreaterThan(flight.points[0]!.z);
    expect(end.z).toBeLessThan(top);
    expect(aimedFlight(s, { x: 1, y: 3 }, AT_D1.power, { power: -2, side: 2 })).toEqual(flight);
  });

  it('SG-GAP-1 a perfect aim is not certain: the wobble can carry the ball past a far warrior', () => {
    const far: UnitSpec = { id: 'd1', side: 1, x: 6, y: 8.5 };
    const s = shooting([CANNON, A1, far]);
    const aim = { type: 'fire' as const, aim: { x: 0, y: 1 }, power: powerAt(6.5) };
    // Through the open gate, straight at d1: faces 3 and 4 do not nudge the ball.
    expect(ev(play(s, [aim], [3, 3, 5]).events, 'shot')[0]!.params).toMatchObject({ target: 'd1', sideShift: 0 });
    const pushed = ev(play(s, [aim], [3, 1]).events, 'shot')[0]!.params!;
    expect(pushed).toMatchObject({ sideShift: -2 });
    expect(pushed.target).toBeNull();
    const odds = siege.preview(s, aim)!.chances;
    const hit = odds.filter((c) => c.params?.target === 'd1').reduce((a, c) => a + c.p, 0);
    expect(hit).toBeGreaterThan(0.2);
    expect(hit).toBeLessThan(1);
  });

  it('SG-GAP-1 the odds before the shot: each fall is a third of the chance to hit', () => {
    const odds = siege.preview(shooting(), AT_D1)!.chances;
    const by = Object.fromEntries(odds.map((c) => [`${c.key}${c.params?.target ? `:${c.params.target}` : ''}`, c.p]));
    expect(by['destroyed:d1']).toBeCloseTo(by['wounded:d1']!, 12);
    expect(by['light:d1']).toBeCloseTo(by['wounded:d1']!, 12);
    expect(odds.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 12);
  });

  it('SG-GAP-1 an aim with no direction is refused', () => {
    expect(() => play(shooting(), [{ type: 'fire', aim: { x: 0, y: 0 }, power: 5 }], [3, 3])).toThrow(/direction may not be nothing/);
  });
});
