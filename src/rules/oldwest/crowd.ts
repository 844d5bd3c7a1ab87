// Positions with many fighters a side, for the scaling tests and `npm run bench`: Red Gulch's
// table tiled as often as the posses need (same terrain, same density), and its shipped posses
// cloned onto it, five a side per tile, at seeded spots in the tile's middle, some in base contact.
import { initialRngState, seededDice } from '../../core/dice';
import { findNearestFree } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS, type Terrain, type Vec } from '../../core/table/types';
import { groupFights } from './fights';
import { oldwest } from './index';
import { RED_GULCH } from './scenarios';
import type { FighterSpec, OWScenario } from './scenarioTypes';
import type { OWState } from './types';

const TILE = 36;
/** Directions of exact unit length (no engine-dependent sine or cosine): where a foe stands. */
const AROUND: readonly Vec[] = [
  { x: 1, y: 0 }, { x: 0.6, y: 0.8 }, { x: 0, y: 1 }, { x: -0.8, y: 0.6 },
  { x: -1, y: 0 }, { x: -0.6, y: -0.8 }, { x: 0, y: -1 }, { x: 0.8, y: -0.6 },
];

function shifted(t: Terrain, dx: number, dy: number, tag: string): Terrain {
  const at = (p: Vec): Vec => ({ x: p.x + dx, y: p.y + dy });
  const id = `${t.id}-${tag}`;
  switch (t.kind) {
    case 'fence':
    case 'wall': return { ...t, id, a: at(t.a), b: at(t.b) };
    default: return { ...t, id, poly: t.poly.map(at) };
  }
}

/** Red Gulch tiled to hold `perSide` fighters a side (five a side per tile), its posses cloned. */
export function crowdScenario(perSide: number, seed: number): OWScenario {
  const tiles = Math.max(1, Math.ceil(perSide / 5));
  const cols = Math.ceil(Math.sqrt(tiles));
  const rows = Math.ceil(tiles / cols);
  const terrain: Terrain[] = [];
  for (let t = 0; t < cols * rows; t++) {
    for (const x of RED_GULCH.table.terrain) terrain.push(shifted(x, (t % cols) * TILE, Math.floor(t / cols) * TILE, String(t)));
  }
  const table = { width: cols * TILE, height: rows * TILE, terrain };
  const index = buildTerrainIndex(table);
  const rng = seededDice(initialRngState(seed));
  const u = () => (rng.roll(10_000) - 0.5) / 10_000;
  const placed: { id: string; x: number; y: number; r: number; side: number }[] = [];
  const posses: [FighterSpec[], FighterSpec[]] = [[], []];
  for (let n = 0; n < perSide; n++) {
    const t = Math.floor(n / 5);
    const ox = (t % cols) * TILE;
    const oy = Math.floor(t / cols) * TILE;
    for (const side of [0, 1] as const) {
      const spec = RED_GULCH.posses[side].fighters[n % 5]!;
      let want: Vec = { x: ox + 2 + u() * (TILE - 4), y: oy + 8 + u() * (TILE - 16) };
      const foes = placed.filter((p) => p.side !== side && Math.floor(p.x / TILE) === Math.floor(want.x / TILE) && Math.floor(p.y / TILE) === Math.floor(want.y / TILE));
      if (side === 1 && foes.length && u() < 0.35) {
        const foe = foes[Math.floor(u() * foes.length)]!;
        const a = AROUND[rng.roll(AROUND.length) - 1]!;
        want = { x: foe.x + a.x * 2 * BASE_RADIUS, y: foe.y + a.y * 2 * BASE_RADIUS };
      }
      const pos = findNearestFree(index, { pos: want, r: BASE_RADIUS, models: placed, avoidContactWith: [] });
      if (!pos) continue;
      const id = `${spec.id}-${n}`;
      placed.push({ id, x: pos.x, y: pos.y, r: BASE_RADIUS, side });
      posses[side].push({ ...spec, id, name: `${spec.name} ${Math.floor(n / 5) + 1}`, leader: !!spec.leader && n === 0, pos });
    }
  }
  return {
    ...RED_GULCH,
    id: `crowd-${perSide}`,
    table,
    posses: [{ ...RED_GULCH.posses[0], fighters: posses[0] }, { ...RED_GULCH.posses[1], fighters: posses[1] }],
  };
}

export interface CrowdOptions {
  /** Seeded wear: moves spent, shots taken, fighters down or out, either side to act. */
  scuff?: boolean;
}

/** A position of `crowdScenario` in the Move, Shoot or Fight phase (fights grouped, one to choose). */
export function crowdPosition(perSide: number, phase: 'move' | 'shoot' | 'fight', seed: number, o: CrowdOptions = {}): OWState {
  const s0 = oldwest.setup(crowdScenario(perSide, seed), {}, seed, ['Anna', 'Boris']);
  const rng = seededDice(initialRngState(seed * 31 + 7));
  const s: OWState = { ...s0, phase, drop: 0, active: 0, step: 0 };
  if (o.scuff) {
    s.active = rng.roll(2) === 1 ? 0 : 1;
    for (const id of s.order) {
      const f = s.fighters[id]!;
      f.moveUsed = [0, 0, 0, 2, 3, 6][rng.roll(6) - 1]!;
      f.shot = rng.roll(5) === 1;
      f.onGround = rng.roll(10) === 1;
      if (rng.roll(10) === 1) f.status = 'out';
    }
  }
  if (phase === 'fight') {
    s.fights = groupFights(s);
    s.pending = s.fights.length ? { kind: 'chooseFight', side: 0 } : null;
  }
  return s;
}
