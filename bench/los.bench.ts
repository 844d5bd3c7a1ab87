// Sight-line benchmark: the Flatbush-indexed sight line against a scan of every segment, on a
// 72" x 48" table with 1,600 terrain segments (300 small buildings of 4 edges, 400 fences), and
// on each shipped Old West table (10-27 segments), where the game scans instead (the index is
// used from SIGHT_INDEX_FROM segments, src/core/table/terrainIndex.ts). Between the two, the
// big table cut to its first N pieces shows where the index starts to pay. Each table answers
// 10,000 seeded lines both ways; rounds alternate between them and the best round of each is
// kept, so a pause in one round does not decide the ratio.
import { pathToFileURL } from 'node:url';
import { buildTerrainIndex, SIGHT_INDEX_FROM, type SightLine, type TerrainIndex } from '../src/core/table/terrainIndex';
import { SCENARIOS } from '../src/rules/oldwest/scenarios';
import type { TableSpec, Terrain, Vec } from '../src/core/table/types';

export interface LosTableResult {
  table: string;
  segments: number;
  indexedPerSec: number;
  naivePerSec: number;
  /** indexed / naive. */
  ratio: number;
  /** What the game's sightLine does on this table, and its speed. */
  gameUses: 'index' | 'scan';
  gamePerSec: number;
  agree: boolean;
}

export interface LosBenchResult {
  segments: number;
  queries: number;
  indexedPerSec: number;
  naivePerSec: number;
  ratio: number;
  agree: boolean;
  /** The segment count from which the game uses the index. */
  indexFrom: number;
  /** Each shipped Old West table. */
  shipped: LosTableResult[];
  /** The 1,600-segment table cut to fewer pieces: where the index starts to pay. */
  cut: LosTableResult[];
}

const WIDTH = 72;
const HEIGHT = 48;
const QUERIES = 10_000;
const ROUNDS = 5;
/** Small tables answer a round in a few milliseconds: more rounds, so a pause decides less. */
const SMALL_ROUNDS = 25;

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
export function benchLines(count = QUERIES, seed = 2, width = WIDTH, height = HEIGHT): [Vec, Vec][] {
  const rnd = prng(seed);
  const lines: [Vec, Vec][] = [];
  while (lines.length < count) {
    const a = { x: rnd() * width, y: rnd() * height };
    const ang = rnd() * 2 * Math.PI, l = 2 + rnd() * 22;
    const b = { x: a.x + Math.cos(ang) * l, y: a.y + Math.sin(ang) * l };
    if (b.x >= 0 && b.y >= 0 && b.x <= width && b.y <= height) lines.push([a, b]);
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

/** Indexed, scanned and as the game asks, on one table's seeded lines. */
function benchTableLines(name: string, table: TableSpec, rounds = ROUNDS): LosTableResult {
  const index: TerrainIndex = buildTerrainIndex(table);
  const lines = benchLines(QUERIES, 2, table.width, table.height);
  let agree = true;
  for (const [a, b] of lines) {
    const naive = index.sightLineNaive(a, b);
    if (!same(index.sightLineIndexed(a, b), naive) || !same(index.sightLine(a, b), naive)) agree = false;
  }
  let bestIndexed = Infinity, bestNaive = Infinity, bestGame = Infinity;
  for (let round = 0; round < rounds; round++) {
    const i = timeOnce(lines, index.sightLineIndexed);
    const n = timeOnce(lines, index.sightLineNaive);
    const g = timeOnce(lines, index.sightLine);
    if (i.sink !== n.sink || g.sink !== n.sink) agree = false;
    bestIndexed = Math.min(bestIndexed, i.ms);
    bestNaive = Math.min(bestNaive, n.ms);
    bestGame = Math.min(bestGame, g.ms);
  }
  const perSec = (ms: number): number => Math.round((lines.length * 1000) / ms);
  return {
    table: name,
    segments: index.solidCount,
    indexedPerSec: perSec(bestIndexed),
    naivePerSec: perSec(bestNaive),
    ratio: Math.round((bestNaive / bestIndexed) * 100) / 100,
    gameUses: index.solidCount >= SIGHT_INDEX_FROM ? 'index' : 'scan',
    gamePerSec: perSec(bestGame),
    agree,
  };
}

export function runLosBench(): LosBenchResult {
  const big = benchTable();
  const all = benchTableLines('1,600 segments', big);
  const shipped = Object.values(SCENARIOS).map((sc) => benchTableLines(sc.id, sc.table, SMALL_ROUNDS));
  // The big table thinned to about N pieces spread over it (buildings and fences alike).
  const cut = [1, 2, 4, 8, 16, 32, 64, 128].map((pieces) => {
    const step = Math.floor(big.terrain.length / pieces);
    const table: TableSpec = { ...big, terrain: big.terrain.filter((_, i) => i % step === 0) };
    return benchTableLines(`1 piece in ${step}`, table, SMALL_ROUNDS);
  });
  return {
    segments: all.segments,
    queries: QUERIES,
    indexedPerSec: all.indexedPerSec,
    naivePerSec: all.naivePerSec,
    ratio: all.ratio,
    agree: all.agree && shipped.every((t) => t.agree) && cut.every((t) => t.agree),
    indexFrom: SIGHT_INDEX_FROM,
    shipped,
    cut,
  };
}

// Run directly (`npx tsx bench/los.bench.ts`) to print the numbers; importing runs nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = runLosBench();
  for (const t of [...r.shipped, ...r.cut, { ...r, table: '1,600 segments', gameUses: '-', gamePerSec: '-' }]) {
    console.log(`${t.table} (${t.segments} segments): index ${t.indexedPerSec}/s, scan ${t.naivePerSec}/s, index/scan ${t.ratio}x; game uses ${t.gameUses} ${t.gamePerSec}/s`);
  }
  console.log(JSON.stringify(r));
}
