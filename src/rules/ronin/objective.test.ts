import { scriptedDice } from '../../core/dice';
import { describe, expect, it } from 'vitest';
import { reachMap } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import { ronin } from './index';
import { moveRules, RUN } from './movement';
import { NIGHT_RAID } from './scenarios';
import { ev, holdAll, play, tableWith, type FighterSpec } from './testkit';
import type { RoState } from './types';

// The night raid's rice store, taken by the ronin (side 1, Blue) from within 1.5" of it.
const store = NIGHT_RAID.objective!;
/** A spot `dx`, `dy` from the store. */
const near = (dx: number, dy: number) => ({ x: store.x + dx, y: store.y + dy });
/** A peasant far from the store, by the north wall. */
const FAR_PEASANT: FighterSpec = { id: 'peasant', side: 0, x: 20, y: 12 };

/** The night raid in the Action phase of `turn`: everyone holds, which ends the turn. */
function endOfTurn(specs: FighterSpec[], turn = 1, dice: number[] = []): { state: RoState; events: ReturnType<typeof play>['events'] } {
  const s: RoState = { ...tableWith(specs, 'night-raid', 'action'), turn };
  const source = scriptedDice(dice);
  const held = play(s, holdAll({ ...s, fighters: s.fighters.filter((f) => f.wound < 3) }), source);
  if (held.state.phase !== 'priority') return held;
  // The next turn waits for its priority roll-off.
  const rolled = play(held.state, [{ type: 'rollPriority' }], source);
  return { state: rolled.state, events: [...held.events, ...rolled.events] };
}

describe('Ronin scenario objective (the night raid)', () => {
  it('RO-GAP-6 the rice store stands in the farmyard, clear of terrain, and the scenario says what it is for', () => {
    expect(store).toMatchObject({ r: 1.5, raider: 1 });
    const index = buildTerrainIndex(NIGHT_RAID.table);
    for (const [dx, dy] of [[0, 0], [1.5, 0], [-1.5, 0], [0, 1.5], [0, -1.5]] as const) {
      expect(index.baseFits(near(dx, dy), BASE_RADIUS)).toBe(true);
      // Inside the walls: x 10 to 26, y 10 to 24.
      expect(near(dx, dy).x - BASE_RADIUS).toBeGreaterThan(10);
      expect(near(dx, dy).y + BASE_RADIUS).toBeLessThan(24);
    }
    expect(NIGHT_RAID.description.en).toMatch(/rice store/);
    expect(NIGHT_RAID.description.ru).toMatch(/рисового амбара/);
  });

  it('RO-GAP-6 no ronin can run to the store in the first turn from the default deployment; a peasant can', () => {
    const s = ronin.setup(NIGHT_RAID, {}, 1, ['Red', 'Blue']);
    const index = buildTerrainIndex(NIGHT_RAID.table);
    const reaches = (side: 0 | 1) => s.fighters.filter((f) => f.side === side).some((f) => {
      const map = reachMap(index, { ...moveRules(s, f, true), models: [] });
      for (let k = 0; k < map.cost.length; k++) {
        if (map.cost[k]! > RUN) continue;
        const x = map.originX + (k % map.cols + 0.5) * map.cellSize, y = map.originY + (Math.floor(k / map.cols) + 0.5) * map.cellSize;
        if ((x - store.x) ** 2 + (y - store.y) ** 2 <= store.r ** 2) return true;
      }
      return false;
    });
    expect(reaches(1)).toBe(false);
    expect(reaches(0)).toBe(true);
  });

  it('RO-GAP-6 a raider at the rice store with no defender near when the turn ends wins for the raiders at once', () => {
    // No dice: the match ends before the next priority roll.
    const r = endOfTurn([FAR_PEASANT, { id: 'ronin', side: 1, ...near(1, 0.5) }]);
    expect(r.state.result).toEqual({ winner: 1, reason: 'objective' });
    expect(ronin.isOver(r.state)).toBe(true);
    expect(ev(r.events, 'victory')[0]).toMatchObject({ rule: 'RO-GAP-6', params: { winner: 'Blue', reason: 'objective' } });
    expect(ev(r.events, 'priority')).toEqual([]);
  });

  it('RO-GAP-6 a raider just beyond 1.5" of the store takes nothing: the next turn begins', () => {
    const r = endOfTurn([FAR_PEASANT, { id: 'ronin', side: 1, ...near(0, 1.6) }], 1, [4, 2]);
    expect(r.state.result).toBeNull();
    expect(r.state).toMatchObject({ turn: 2, phase: 'move', priority: 0 });
  });

  it('RO-GAP-6 a defender within 1.5" of the store denies it; the game goes on to the next turn', () => {
    // The ronin 1.1" from the store, the peasant 1.2" from it on the other side (not in base contact).
    const r = endOfTurn([{ id: 'peasant', side: 0, ...near(1.2, -0.3) }, { id: 'ronin', side: 1, ...near(-1, 0.5) }], 1, [4, 2]);
    expect(r.state.result).toBeNull();
    expect(r.state).toMatchObject({ turn: 2, phase: 'move' });
    expect(ev(r.events, 'victory')).toEqual([]);
  });

  it('RO-GAP-6 a defender out of action does not deny it', () => {
    const r = endOfTurn([FAR_PEASANT, { id: 'fallen', side: 0, ...near(1.2, -0.3), wound: 3 }, { id: 'ronin', side: 1, ...near(-1, 0.5) }]);
    expect(r.state.result).toEqual({ winner: 1, reason: 'objective' });
  });

  it('RO-GAP-6 when the last turn ends with the store not taken the defenders win "held", whatever the losses', () => {
    // The peasants lost one fighter and the ronin none: without an objective the ronin would win on losses.
    const r = endOfTurn([FAR_PEASANT, { id: 'fallen', side: 0, x: 14, y: 12, wound: 3 }, { id: 'ronin', side: 1, x: 18, y: 30 }], 6);
    expect(r.state.result).toEqual({ winner: 0, reason: 'held' });
    expect(ev(r.events, 'victory')[0]).toMatchObject({ rule: 'RO-GAP-6', params: { winner: 'Red', reason: 'held' } });
  });

  it('RO-GAP-6 the store taken as the last turn ends still wins for the raiders', () => {
    const r = endOfTurn([FAR_PEASANT, { id: 'ronin', side: 1, ...near(0, 0) }], 6);
    expect(r.state.result).toEqual({ winner: 1, reason: 'objective' });
  });

  it('RO-GAP-6 a side with no fighter left still loses at once, at the store or not', () => {
    const r = endOfTurn([FAR_PEASANT, { id: 'ronin', side: 1, ...near(0, 0), wound: 3 }], 3);
    expect(r.state.result).toEqual({ winner: 0, reason: 'wiped' });
  });

  it('RO-GAP-6 other scenarios have no objective: the last turn ends on losses as before', () => {
    const s: RoState = { ...tableWith([{ id: 'a', side: 0, x: 12.5, y: 21.5 }, { id: 'b', side: 1, x: 30, y: 33 }], 'village', 'action'), turn: 6 };
    const r = play(s, holdAll(s));
    expect(r.state.result).toEqual({ winner: null, reason: 'turns' });
  });
});
