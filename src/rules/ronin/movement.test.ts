import { describe, expect, it } from 'vitest';
import { planMove, reachMap, toBoardReach } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { legalActions } from './legal';
import { moveRules, RUN } from './movement';
import { NIGHT_RAID } from './scenarios';
import { ev, play, tableWith } from './testkit';

// The night raid's farm walls are 2.5" high: wall-n runs along y = 10 from x 10 to 26; the south
// wall has its gate gap from x 16 to 20 (y = 24).
describe('Ronin moving over walls', () => {
  it('RO-GAP-2 a fighter climbing a 2.5" wall spends 5" on top of the distance', () => {
    const s = tableWith([{ id: 'a', side: 0, x: 18, y: 9.75 }, { id: 'b', side: 1, x: 30, y: 33 }], 'night-raid');
    const r = play(s, [{ type: 'move', fighter: 'a', x: 18, y: 10.25, run: false }]);
    expect(r.state.fighters[0]).toMatchObject({ x: 18, y: 10.25, moved: true, ran: false });
    // 0.5" across plus 5" for the climb.
    expect(ev(r.events, 'moved')[0]!.params).toMatchObject({ fighter: 'a', cost: 5.5, run: false });
  });

  it('RO-GAP-2 a fighter that cannot afford the climb is refused; a run (9") makes it', () => {
    const s = tableWith([{ id: 'a', side: 0, x: 18, y: 9 }, { id: 'b', side: 1, x: 30, y: 33 }], 'night-raid');
    // 2" across plus 5" = 7": more than a walk.
    expect(() => play(s, [{ type: 'move', fighter: 'a', x: 18, y: 11, run: false }])).toThrow(/further than a can go \(6"\)/);
    const ran = play(s, [{ type: 'move', fighter: 'a', x: 18, y: 11, run: true }]);
    expect(ran.state.fighters[0]).toMatchObject({ x: 18, y: 11, ran: true });
    expect(ev(ran.events, 'moved')[0]!.params).toMatchObject({ cost: 7 });
  });

  it('RO-GAP-2 the gate gap is walked through at its distance only', () => {
    const s = tableWith([{ id: 'a', side: 1, x: 30, y: 33 }, { id: 'b', side: 0, x: 18, y: 26 }], 'night-raid');
    const r = play(s, [{ type: 'move', fighter: 'b', x: 18, y: 22, run: false }]);
    expect(ev(r.events, 'moved')[0]!.params).toMatchObject({ cost: 4 });
  });

  it('RO-GAP-2 hedges and walls up to 2" are crossed at their distance only', () => {
    // The village: hedge-north 1" high on y = 10 (x 13 to 23), wall-yard 1.5" high on y = 14 (x 24 to 32).
    const s = tableWith([{ id: 'a', side: 0, x: 18, y: 9.5 }, { id: 'b', side: 1, x: 30, y: 33 }, { id: 'c', side: 0, x: 28, y: 13.5 }]);
    const hedge = play(s, [{ type: 'move', fighter: 'a', x: 18, y: 10.5, run: false }]);
    expect(ev(hedge.events, 'moved')[0]!.params).toMatchObject({ cost: 1 });
    const wall = play({ ...s, active: 0 }, [{ type: 'move', fighter: 'c', x: 28, y: 14.5, run: false }]);
    expect(ev(wall.events, 'moved')[0]!.params).toMatchObject({ cost: 1 });
  });

  it('RO-GAP-2 the reach overlay shows the climb: over the wall only close to it, as a crossing', () => {
    const s = tableWith([{ id: 'a', side: 0, x: 18, y: 8 }, { id: 'b', side: 1, x: 30, y: 33 }], 'night-raid');
    const index = buildTerrainIndex(NIGHT_RAID.table);
    const reach = toBoardReach(reachMap(index, moveRules(s, s.fighters[0]!, true)), RUN);
    const cell = (x: number, y: number) => reach.cells[Math.floor((y - reach.originY) / reach.cellSize) * reach.cols + Math.floor((x - reach.originX) / reach.cellSize)];
    // A run from 2" north of the wall: 2" + 5" leaves 2" beyond it.
    expect(cell(18, 11.5)).toBe(2);
    expect(cell(18, 13)).toBe(0);
    expect(cell(18, 9)).toBe(1);
    expect(planMove(index, moveRules(s, s.fighters[0]!, false), { x: 18, y: 10.5 })).toMatchObject({ ok: false, reason: 'too-far' });
  });

  it('RO-GAP-2 RO-GAP-6 the moves listed for a raider at the yard\'s south wall include one over it onto the rice store', () => {
    // The raider stands 0.5" south of wall-sw, 2.5" from the marker (12.5, 21.5; taken within 1.5"):
    // 2" across and 5" for the climb is more than a walk, so no full-length step gets there.
    const s = tableWith([{ id: 'r', side: 1, x: 13, y: 24.5 }, { id: 'd', side: 0, x: 24, y: 12 }], 'night-raid');
    const onMarker = legalActions({ ...s, active: 1 }).filter((a) => a.type === 'move' && a.fighter === 'r' && Math.hypot(a.x - 12.5, a.y - 21.5) <= 1.5);
    expect(onMarker.length).toBeGreaterThan(0);
    const [m] = onMarker;
    expect(play({ ...s, active: 1 }, [m!]).state.fighters.find((f) => f.id === 'r')).toMatchObject({ x: m!.type === 'move' ? m!.x : 0, moved: true });
  });
});

