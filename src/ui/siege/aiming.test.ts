import { describe, expect, it } from 'vitest';
import { siege } from '../../rules/siege';
import { aimedFlight } from '../../rules/siege/cannon';
import { GATE } from '../../rules/siege/scenarios';
import { fireAction, pullFrom } from './aiming';

const start = () => siege.setup(GATE, {}, 1, ['Anna', 'Boris']);

describe('aiming the cannon by a pull asks the rules', () => {
  it('SG-GAP-1 a pull from the acting cannon aims it the other way; Fire! then flies the rules\' flight', () => {
    const s = start();
    const c = s.units.find((u) => u.kind === 'cannon' && u.side === s.active)!;
    const pulled = pullFrom(s, c.id, { x: c.x, y: c.y - 1.5 })!;
    expect(pulled.aim).toEqual({ x: 0, y: 1.5 });
    const fire = fireAction(s, pulled.aim, pulled.power);
    expect(fire).toEqual({ type: 'fire', aim: pulled.aim, power: pulled.power });
    const f = aimedFlight(s, pulled.aim, pulled.power)!;
    expect(f.points.at(-1)!.y).toBeGreaterThan(c.y);
  });

  it('a pull of any other piece, or with no direction, aims nothing', () => {
    const s = start();
    expect(pullFrom(s, 'a1', { x: 0, y: 0 })).toBeNull();
    const c = s.units.find((u) => u.kind === 'cannon' && u.side === s.active)!;
    expect(pullFrom(s, c.id, { x: c.x, y: c.y })).toBeNull();
    expect(fireAction(s, { x: 0, y: 0 }, 5)).toBeNull();
  });
});
