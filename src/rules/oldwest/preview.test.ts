import { describe, expect, it } from 'vitest';
import type { Barrier } from '../../core/table/types';
import { oldwest } from './index';
import { play, position } from './testkit';

const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const chance = (p: ReturnType<typeof oldwest.preview>, key: string) => p!.chances.find((c) => c.key === key)?.p;

describe('Odds before every roll', () => {
  it('OW-GAP-1 the Drop: even on turn 1; a tie goes to the side that lacked it, so 21/36 for it later', () => {
    const s = { ...position([deputy('a', 5, 5)], [rowdy('x', 30, 30)]), phase: 'drop' as const, drop: null };
    expect(chance(oldwest.preview({ ...s, lastDrop: null }, { type: 'rollDrop' }), 'dropWin')).toBe(0.5);
    expect(chance(oldwest.preview({ ...s, lastDrop: 1 }, { type: 'rollDrop' }), 'dropWin')).toBeCloseTo(21 / 36, 12);
  });

  it('OW-26 shooting at a Fearsome enemy shows the Pluck test first: 2d6 + Pluck 3 reaches 10 on 21 rolls of 36', () => {
    const s = position([deputy('a', 10, 20)], [{ id: 'm', name: 'm', type: 'marshal', pos: { x: 16, y: 20 } }], { phase: 'shoot' });
    expect(chance(oldwest.preview(s, { type: 'shoot', fighterId: '0:a', targetId: '1:m' }), 'fearPass')).toBeCloseTo(21 / 36, 12);
  });

  it('OW-27 a shot shows the chance that its target then dives for cover', () => {
    // Deputy at a Desperado (W2, Pluck 3): hit 1/2, every hit leaves him standing; he fails 15/36.
    const s = position([deputy('a', 10, 20)], [{ id: 'k', name: 'k', type: 'desperado', pos: { x: 16, y: 20 } }], { phase: 'shoot' });
    expect(chance(oldwest.preview(s, { type: 'shoot', fighterId: '0:a', targetId: '1:k' }), 'dive')).toBeCloseTo(0.5 * (15 / 36), 12);
  });

  it('OW-17 a strike across an obstacle shows the 4+ to get past it', () => {
    const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 10, y: 0 }, b: { x: 10, y: 36 }, height: 1 };
    const s = position([{ id: 'm', name: 'm', type: 'marshal', pos: { x: 10.55, y: 20 } }, deputy('b', 8.45, 20)], [rowdy('x', 9.45, 20), rowdy('y', 9.45, 21)], { phase: 'shoot', terrain: [fence] });
    const f = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
    const r = play(f, [{ type: 'resolveFight', fightId: f.fights[0]!.id }, { type: 'backOff', fighterId: '1:x' }, { type: 'backOff', fighterId: '1:y' }], [6, 1, 1, 2, 1], 'all');
    if (r.state.pending?.kind !== 'strike') throw new Error(`expected a strike choice, got ${r.state.pending?.kind}`);
    const across = oldwest.preview(r.state, { type: 'strike', targetId: '1:x' })!;
    expect(chance(across, "barrierPass")).toBeCloseTo(0.5, 12);
  });
});
