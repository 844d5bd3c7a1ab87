// Sight-line benchmark: the Flatbush-indexed sight line against a scan of every segment, on a
// 72" x 48" table with 1,600 terrain segments (300 small buildings of 4 edges, 400 fences).
// Both answer the same 10,000 seeded lines; rounds alternate between them and the best round of
// each is kept, so a pause in one round does not decide the ratio.
import { pathToFileURL } from 'node:url';
import { buildTerrainIndex, type SightLine, type TerrainIndex } from '../src/core/table/terrainIndex';
import type { TableSpec, Terrain, Vec } from '../src/core/table/types';

export interface LosBenchResult {
  segments: number;
  queries: number;
  indexedPerSec: number;
  naivePerSec: number;
  ratio: number;
  agree: boolean;
}

const WIDTH = 72;
const HEIGHT = 48;
const QUERIES = 10_000;
const ROUNDS = 5;

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 300 buildings on a jittered 20 x 15 grid of 3.6" x 3.2" plots, and 400 fences 1" to 4" long. */
export function benchTable(seed = 1): TableSpec {
  const rnd = prng(seed);
  const terrain: Terrain[] = [];
  for (let gy = 0; gy < 15; gy++) {
    for (let gx = 0; gx < 20; gx++) {
      const w = 1 + rnd() * 1.4, h = 1 + rnd() * 1.2;
      const x = gx * 3.6 + rnd() * (3.6 - w), y = gy * 3.2 + rnd() * (3.2 - h);
      const poly = [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
      terrain.push({ id: `b${gy}-${gx}`, kind: 'building', height: 3, poly });
    }
  }
  for (let i = 0; i < 400; i++) {
    const a = { x: rnd() * WIDTH, y: rnd() * HEIGHT };
    const ang = rnd() * 2 * Math.PI, l = 1 + rnd() * 3;
    const b = { x: Math.min(WIDTH, Math.max(0, a.x + Math.cos(ang) * l)), y: Math.min(HEIGHT, Math.max(0, a.y + Math.sin(ang) * l)) };
    terrain.push({ id: `f${i}`, kind: i % 3 === 0 ? 'wall' : 'fence', height: 0.5 + rnd() * 2, a, b });
  }
  return { width: WIDTH, height: HEIGHT, terrain };
}

/** Sight lines 2" to 24" long, both ends on the table. */
export function benchLines(count = QUERIES, seed = 2): [Vec, Vec][] {
  const rnd = prng(seed);
  const lines: [Vec, Vec][] = [];
  while (lines.length < count) {
    const a = { x: rnd() * WIDTH, y: rnd() * HEIGHT };
    const ang = rnd() * 2 * Math.PI, l = 2 + rnd() * 22;
    const b = { x: a.x + Math.cos(ang) * l, y: a.y + Math.sin(ang) * l };
    if (b.x >= 0 && b.y >= 0 && b.x <= WIDTH && b.y <= HEIGHT) lines.push([a, b]);
  }
  return lines;
}

function timeOnce(lines: readonly [Vec, Vec][], see: (a: Vec, b: Vec) => SightLine): { ms: number; sink: number } {
  let sink = 0;
  const t0 = performance.now();
  for (const [a, b] of lines) {
    const s = see(a, b);
    sink += (s.blocked ? 1 : 0) + s.obstacles.length;
  }
  return { ms: performance.now() - t0, sink };
}

function same(p: SightLine, q: SightLine): boolean {
  if (p.blocked !== q.blocked || p.obstacles.length !== q.obstacles.length) return false;
  if (p.blockedAt && q.blockedAt && (p.blockedAt.x !== q.blockedAt.x || p.blockedAt.y !== q.blockedAt.y)) return false;
  return p.obstacles.every((o, i) => o.id === q.obstacles[i]!.id && o.t === q.obstacles[i]!.t);
}

export function runLosBench(): LosBenchResult {
  const table = benchTable();
  const index: TerrainIndex = buildTerrainIndex(table);
  const lines = benchLines();
  let agree = true;
  for (const [a, b] of lines) if (!same(index.sightLine(a, b), index.sightLineNaive(a, b))) agree = false;
  let bestIndexed = Infinity, bestNaive = Infinity, sinkI = 0, sinkN = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const i = timeOnce(lines, index.sightLine);
    const n = timeOnce(lines, index.sightLineNaive);
    bestIndexed = Math.min(bestIndexed, i.ms);
    bestNaive = Math.min(bestNaive, n.ms);
    sinkI = i.sink;
    sinkN = n.sink;
  }
  if (sinkI !== sinkN) agree = false;
  const indexedPerSec = Math.round((lines.length * 1000) / bestIndexed);
  const naivePerSec = Math.round((lines.length * 1000) / bestNaive);
  return {
    segments: index.solidCount,
    queries: lines.length,
    indexedPerSec,
    naivePerSec,
    ratio: Math.round((indexedPerSec / naivePerSec) * 100) / 100,
    agree,
  };
}

// Run directly (`npx tsx bench/los.bench.ts`) to print the numbers; importing runs nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(runLosBench());
