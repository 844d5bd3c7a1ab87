// Dev-only: a random-but-seeded Firepower-like map and a dozen counters for the hex board demo,
// plus the fake rules the demo's overlays need (movement costs, a hex line for LOS).
import type { Axial, HexCounter, HexLos, HexMapView, HexSide, HexsideFeature, HexTerrain, ReachHex, TerrainKind } from '../src/board/hex/types';

export function rng(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DIRS: Axial[] = [{ q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 }];
export const step = (h: Axial, d: number): Axial => ({ q: h.q + DIRS[d % 6]!.q, r: h.r + DIRS[d % 6]!.r });
export const key = (h: Axial): string => `${h.q},${h.r}`;
export const axial = (col: number, row: number): Axial => ({ q: col - (row - (row & 1)) / 2, r: row });
export const dist = (a: Axial, b: Axial): number => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

export interface DemoMap {
  map: HexMapView;
  kind: Map<string, TerrainKind>;
  sides: Map<string, HexsideFeature['kind']>;
  inMap(h: Axial): boolean;
}

export function makeMap(size: number, seed: number, hexSize = 1): DemoMap {
  const rand = rng(seed);
  const cols = size;
  const rows = size;
  const inMap = (h: Axial) => h.r >= 0 && h.r < rows && h.q + (h.r - (h.r & 1)) / 2 >= 0 && h.q + (h.r - (h.r & 1)) / 2 < cols;
  const kind = new Map<string, TerrainKind>();
  const kinds: TerrainKind[] = ['hill', 'trees', 'scrub', 'hill', 'rough', 'trees', 'depression'];
  const blobs = Math.max(4, Math.round((cols * rows) / 45));
  for (let b = 0; b < blobs; b++) {
    const k = kinds[(b + seed) % kinds.length]!;
    let h = axial(Math.floor(rand() * cols), Math.floor(rand() * rows));
    const n = 2 + Math.floor(rand() * (k === 'hill' ? 9 : 6));
    for (let i = 0; i < n; i++) {
      if (inMap(h)) kind.set(key(h), k);
      h = step(h, Math.floor(rand() * 6));
    }
  }
  const sides = new Map<string, HexsideFeature['kind']>();
  const walls = Math.max(2, Math.round((cols * rows) / 120));
  for (let w = 0; w < walls; w++) {
    const k = rand() < 0.5 ? 'fence' : 'hedge';
    let h = axial(Math.floor(rand() * cols), Math.floor(rand() * rows));
    // A run of hexsides along one side of a line of hexes, turning now and then.
    let dir = Math.floor(rand() * 6);
    const len = 3 + Math.floor(rand() * 6);
    for (let i = 0; i < len; i++) {
      const side = ((dir + 1) % 6) as HexSide;
      if (inMap(h)) sides.set(`${key(h)},${side}`, k);
      h = step(h, dir);
      if (rand() < 0.25) dir = (dir + (rand() < 0.5 ? 1 : 5)) % 6;
    }
  }
  const terrain: HexTerrain[] = [...kind].map(([k, v]) => {
    const [q, r] = k.split(',').map(Number) as [number, number];
    return { q, r, kind: v };
  });
  const hexsides: HexsideFeature[] = [...sides].map(([k, v]) => {
    const [q, r, side] = k.split(',').map(Number) as [number, number, HexSide];
    return { q, r, side, kind: v };
  });
  return { map: { cols, rows, hexSize, terrain, hexsides }, kind, sides, inMap };
}

/** Twelve counters (six a side) around the middle of the map, on clear-ish ground. */
export function makeCounters(size: number): HexCounter[] {
  const c = Math.floor(size / 2);
  const at = (dc: number, dr: number) => axial(Math.min(size - 1, Math.max(0, c + dc)), Math.min(size - 1, Math.max(0, c + dr)));
  const A = 0x4f6b2a;
  const B = 0x6a6f78;
  const mk = (id: string, side: 0 | 1, pos: Axial, label: string, facing: HexSide, extra: Partial<HexCounter> = {}): HexCounter => ({
    id, side, color: side ? B : A, label, facing, posture: 'standing', markers: [], ...pos, ...extra,
  });
  return [
    mk('a1', 0, at(-4, 2), 'Rifle 1', 5, { selected: true }),
    mk('a2', 0, at(-3, 3), 'Rifle 2', 0, { posture: 'crouching' }),
    mk('a3', 0, at(-5, 4), 'BAR', 0, { posture: 'prone', markers: ['suppressed'] }),
    mk('a4', 0, at(-2, 1), 'Sgt', 5, { markers: ['running'] }),
    mk('a5', 0, at(-4, 5), 'Rifle 3', 1),
    mk('a6', 0, at(-4, 5), 'MG', 0, { posture: 'prone' }),
    mk('b1', 1, at(3, -2), 'MG 42', 3, { posture: 'prone' }),
    mk('b2', 1, at(4, -1), 'Gew 1', 3, { posture: 'crouching', markers: ['stunned'] }),
    mk('b3', 1, at(2, -3), 'Gew 2', 2),
    mk('b4', 1, at(5, -3), 'Uffz', 3, { markers: ['running', 'suppressed'] }),
    mk('b5', 1, at(3, 0), 'Gew 3', 3, { stackCount: 3 }),
    mk('b6', 1, at(6, 0), 'Mortar', 2, { posture: 'crouching' }),
  ];
}

const COST: Record<TerrainKind, number> = { clear: 1, hill: 2, depression: 2, trees: 2, scrub: 1.5, rough: 2 };

/** Fake movement: hexes reachable within `mf` movement factors. */
export function reach(m: DemoMap, from: Axial, mf: number, occupied: Set<string>): ReachHex[] {
  const best = new Map<string, number>([[key(from), 0]]);
  const open: [Axial, number][] = [[from, 0]];
  while (open.length) {
    open.sort((a, b) => a[1] - b[1]);
    const [h, c] = open.shift()!;
    if (c > (best.get(key(h)) ?? Infinity)) continue;
    for (let d = 0; d < 6; d++) {
      const n = step(h, d);
      if (!m.inMap(n) || occupied.has(key(n))) continue;
      const side = m.sides.get(`${key(h)},${d}`) ?? m.sides.get(`${key(n)},${(d + 3) % 6}`);
      const nc = c + COST[m.kind.get(key(n)) ?? 'clear'] + (side === 'hedge' ? 2 : side === 'fence' ? 1 : 0);
      if (nc > mf || nc >= (best.get(key(n)) ?? Infinity)) continue;
      best.set(key(n), nc);
      open.push([n, nc]);
    }
  }
  best.delete(key(from));
  return [...best].map(([k, cost]) => {
    const [q, r] = k.split(',').map(Number) as [number, number];
    return { q, r, cost, warn: cost > mf - 2, label: Number.isInteger(cost) ? undefined : cost.toFixed(1) };
  });
}

/** Hexes on the line between two hexes (cube lerp and rounding). */
export function hexLine(a: Axial, b: Axial): Axial[] {
  const n = dist(a, b);
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n ? i / n : 0;
    const q = a.q + (b.q - a.q) * t + 1e-6;
    const r = a.r + (b.r - a.r) * t + 1e-6;
    const s = -q - r;
    let rq = Math.round(q);
    let rr = Math.round(r);
    const rs = Math.round(s);
    const dq = Math.abs(rq - q);
    const dr = Math.abs(rr - r);
    const ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    out.push({ q: rq, r: rr });
  }
  return out;
}

/** Fake LOS: trees and scrub hinder, hills block. */
export function los(m: DemoMap, from: Axial, to: Axial): HexLos {
  const marks: HexLos['marks'][number][] = [];
  let state: HexLos['state'] = 'clear';
  for (const h of hexLine(from, to).slice(1, -1)) {
    const k = m.kind.get(key(h));
    if (k === 'hill') {
      marks.push({ ...h, kind: 'block' });
      state = 'blocked';
      break;
    }
    if (k === 'trees' || k === 'scrub') {
      marks.push({ ...h, kind: 'hindrance' });
      state = 'hindered';
    }
  }
  return { from, to, state, marks };
}
