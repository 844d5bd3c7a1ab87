// Hex line-of-sight benchmark: is a hill between two hexes (FP-24, the hill's sides included)?
// A 200 x 200 map with 1% of its hexes hills (seeded), 10,000 seeded pairs of hexes not on a
// hill. Ours: the per-map line block index (src/core/hex/lineBlockIndex.ts), built once, then one
// lineTouchesMarked query per pair. Theirs: honeycomb-grid's line() traverser builds the hex
// list and each hex between the ends is looked up in a Set of hill keys (stopping at the first
// hill). After a warm-up, rounds alternate between the two and the best round of each is kept.
//
// Agreement. Our answer follows the documented rule (docs/rules/firepower-los.md): the hexes a
// thread between the centres touches, both traces when it meets a corner. honeycomb's line()
// samples distance + 1 points on the centre line instead, so it skips the corner slivers a
// thread cuts through, and on lines along hexsides it takes one side or zigzags between the two.
// `agree` is the plain fraction of equal answers. The other fields show where the rest come
// from: `hcSubset` (every hex line() finds is on one of our traces), `hcOnlyBlocked` (line()
// blocked, ours clear: expected 0) and `sampledMissed` (ours blocked, line() clear, because the
// thread touches a hill that line() does not sample).
import { line } from 'honeycomb-grid';
import { pathToFileURL } from 'node:url';
import { lineHitsMask, lineTraces, traceLine } from '../src/core/hex/hexLine';
import { terrainMask } from '../src/core/hex/hexMap';
import { defineMapHex, hexKey, offsetToAxial } from '../src/core/hex/hexMath';
import { buildLineBlockIndex, lineTouchesMarked } from '../src/core/hex/lineBlockIndex';
import type { HexCoord, HexMapSpec, HexTerrain } from '../src/core/hex/types';

export interface HexLosBenchResult {
  pairs: number;
  /** Queries per second, ours (line block index). */
  ours: number;
  /** Queries per second, honeycomb-grid line() + Set. */
  honeycomb: number;
  /** ours / honeycomb. */
  ratio: number;
  /** Fraction of pairs where both answer the same (blocked or clear). */
  agree: number;
  /** Queries per second walking the line (lineHitsMask) and building traceLine's lists + Set. */
  walk: number;
  trace: number;
  /** Milliseconds to build the index for the map. */
  indexMs: number;
  /** Fraction of pairs whose honeycomb hexes all lie on one of our traces. */
  hcSubset: number;
  /** Pairs honeycomb finds blocked and we find clear (expected 0). */
  hcOnlyBlocked: number;
  /** Pairs we find blocked and honeycomb clear: hills only a thread touches. */
  sampledMissed: number;
  /** Pairs whose line meets a hex corner (two traces). */
  ambiguous: number;
  /** Our three ways (index, walk, lists) give the same answer on every pair. */
  internalAgree: boolean;
}

const SIZE = 200;
const PAIRS = 10_000;
const HILLS = 0.01;
const ROUNDS = 7;
const WARMUP = 30;

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

export function benchMap(seed = 1): HexMapSpec {
  const rnd = prng(seed);
  const terrain: HexTerrain[] = Array.from({ length: SIZE * SIZE }, () => (rnd() < HILLS ? 'hill' : 'clear'));
  return { cols: SIZE, rows: SIZE, terrain, hexsides: [] };
}

export function benchPairs(map: HexMapSpec, count = PAIRS, seed = 2): [HexCoord, HexCoord][] {
  const rnd = prng(seed);
  const pick = (): HexCoord => {
    for (;;) {
      const col = Math.floor(rnd() * map.cols);
      const row = Math.floor(rnd() * map.rows);
      if (map.terrain[row * map.cols + col] !== 'hill') return offsetToAxial(col, row);
    }
  };
  return Array.from({ length: count }, () => [pick(), pick()] as [HexCoord, HexCoord]);
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function runHexLosBench(): HexLosBenchResult {
  const map = benchMap();
  const pairs = benchPairs(map);
  const mask = terrainMask(map, (t) => t === 'hill');
  let index = buildLineBlockIndex(mask);
  const indexMs = time(() => {
    index = buildLineBlockIndex(mask);
  });

  const Hex = defineMapHex();
  type H = InstanceType<typeof Hex>;
  const createHex = (c?: Parameters<typeof Hex.prototype.clone>[0]): H => new Hex(c);
  const hillKeys = new Set<string>();
  const hillAxial = new Set<string>();
  map.terrain.forEach((t, i) => {
    if (t !== 'hill') return;
    const h = offsetToAxial(i % map.cols, Math.floor(i / map.cols));
    hillKeys.add(new Hex(h).toString());
    hillAxial.add(hexKey(h));
  });

  const ours = new Array<boolean>(pairs.length);
  const theirs = new Array<boolean>(pairs.length);
  const runOurs = (): void => {
    for (let i = 0; i < pairs.length; i++) ours[i] = lineTouchesMarked(index, pairs[i]![0], pairs[i]![1], 'either');
  };
  const runTheirs = (): void => {
    for (let i = 0; i < pairs.length; i++) {
      const hexes = line<H>({ start: pairs[i]![0], stop: pairs[i]![1] })(createHex);
      let hit = false;
      for (let j = 1; j < hexes.length - 1 && !hit; j++) hit = hillKeys.has(hexes[j]!.toString());
      theirs[i] = hit;
    }
  };
  const walked = new Array<boolean>(pairs.length);
  const listed = new Array<boolean>(pairs.length);
  const plan = new Int32Array(10);
  const runWalk = (): void => {
    for (let i = 0; i < pairs.length; i++) walked[i] = lineHitsMask(mask, pairs[i]![0], pairs[i]![1], 'either', plan);
  };
  const runLists = (): void => {
    for (let i = 0; i < pairs.length; i++) {
      const traces = lineTraces(traceLine(pairs[i]![0], pairs[i]![1]));
      listed[i] = traces.some((p) => p.slice(1, -1).some((h) => hillAxial.has(hexKey(h))));
    }
  };

  // Warm every path up first (a round of ours is about a millisecond, so it gets more of them),
  // then alternate ours and honeycomb, keeping the best round of each.
  for (let i = 0; i < WARMUP; i++) runOurs();
  runTheirs();
  let bestOurs = Infinity, bestTheirs = Infinity, bestWalk = Infinity, bestLists = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < 5; i++) bestOurs = Math.min(bestOurs, time(runOurs));
    bestTheirs = Math.min(bestTheirs, time(runTheirs));
  }
  for (let round = 0; round < ROUNDS; round++) {
    bestWalk = Math.min(bestWalk, time(runWalk));
    bestLists = Math.min(bestLists, time(runLists));
  }

  let same = 0, hcOnlyBlocked = 0, sampledMissed = 0, subset = 0, ambiguous = 0;
  let internalAgree = true;
  for (let i = 0; i < pairs.length; i++) {
    const [a, b] = pairs[i]!;
    if (ours[i] === theirs[i]) same++;
    else if (theirs[i]) hcOnlyBlocked++;
    else sampledMissed++;
    if (ours[i] !== walked[i] || ours[i] !== listed[i]) internalAgree = false;
    const trace = traceLine(a, b);
    if (trace.alt) ambiguous++;
    const onOurs = new Set(lineTraces(trace).flatMap((p) => p.map(hexKey)));
    if (line<H>({ start: a, stop: b })(createHex).every((h) => onOurs.has(hexKey(h)))) subset++;
  }

  const perSec = (ms: number): number => (pairs.length / ms) * 1000;
  const oursPerSec = perSec(bestOurs);
  const theirsPerSec = perSec(bestTheirs);
  return {
    pairs: pairs.length,
    ours: Math.round(oursPerSec),
    honeycomb: Math.round(theirsPerSec),
    ratio: oursPerSec / theirsPerSec,
    agree: same / pairs.length,
    walk: Math.round(perSec(bestWalk)),
    trace: Math.round(perSec(bestLists)),
    indexMs,
    hcSubset: subset / pairs.length,
    hcOnlyBlocked,
    sampledMissed,
    ambiguous,
    internalAgree,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = runHexLosBench();
  console.log(
    `hex LOS, ${r.pairs} pairs on ${SIZE}x${SIZE}: ours ${r.ours}/s, honeycomb line()+Set ${r.honeycomb}/s, ` +
      `ratio ${r.ratio.toFixed(1)}x; agree ${(r.agree * 100).toFixed(2)}% ` +
      `(${r.sampledMissed} hills only the thread touches, ${r.hcOnlyBlocked} the other way); ` +
      `walk ${r.walk}/s, traceLine lists ${r.trace}/s; index ${r.indexMs.toFixed(1)} ms`,
  );
  console.log(JSON.stringify(r));
}
