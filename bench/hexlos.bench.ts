// Hex line-of-sight benchmark: is a hill between two hexes (FP-24, the hill's sides included)?
// A 200 x 200 map with 1% of its hexes hills (seeded), 10,000 seeded pairs of hexes not on a
// hill. Ours: the per-map line block index (src/core/hex/lineBlockIndex.ts), built once, then one
// lineHitsMarked query per pair. Theirs: honeycomb-grid's line() traverser builds the hex list
// and each hex between the ends is looked up in a Set of hill keys (stopping at the first hill),
// one line() call per pair. After a warm-up, rounds alternate between the two; each side's time
// is the sum over slices of 1,000 pairs of the slice's best time in any round.
//
// Agreement, under the documented hexside rule (docs/rules/firepower.md): the line's hexes are
// the standard hex line, and when a point of it falls exactly on a hexside the line is traced
// both ways, a hill on either trace blocking. honeycomb's line() shifts the line by one fixed
// vector, so the other trace is line() on the map turned half a circle (the opposite shift);
// where the ties lie on hexsides parallel to that vector (the long axis is s) both calls are made
// on the map turned by 60 degrees first. `agree` compares our answers with honeycomb's under that
// rule; `tracesAgree` compares the hex lists themselves (ours and line()'s, trace by trace).
// `threadDiffers` counts the pairs a thread stretched centre to centre would judge differently
// (it also cuts slivers off hexes next to corners, which the standard line does not count).
import { line } from 'honeycomb-grid';
import { pathToFileURL } from 'node:url';
import { lineHitsMask, lineTraces, traceLine } from '../src/core/hex/hexLine';
import { terrainMask } from '../src/core/hex/hexMap';
import { defineMapHex, hexKey, offsetToAxial } from '../src/core/hex/hexMath';
import { threadMeetsCorner, threadPath } from '../src/core/hex/hexThread';
import { buildLineBlockIndex, lineHitsMarked } from '../src/core/hex/lineBlockIndex';
import type { HexCoord, HexMapSpec, HexTerrain } from '../src/core/hex/types';

export interface HexLosBenchResult {
  pairs: number;
  /** Queries per second, ours (line block index). */
  ours: number;
  /** Queries per second, honeycomb-grid line() + Set. */
  honeycomb: number;
  /** ours / honeycomb. */
  ratio: number;
  /** Fraction of pairs where ours and honeycomb's line() both ways give the same blocked/clear answer. */
  agree: number;
  /** Fraction of pairs whose traces (hex lists) equal line()'s both ways. */
  tracesAgree: number;
  /** Fraction where one plain line() call (honeycomb's own shift) gives our answer. */
  plainAgree: number;
  /** Pairs whose line has a point exactly on a hexside (two traces). */
  ties: number;
  /** Pairs a thread between the centres (hexes it cuts a sliver of included) would judge differently. */
  threadDiffers: number;
  /** Queries per second walking the line (lineHitsMask) and building traceLine's lists + Set. */
  walk: number;
  trace: number;
  /** Milliseconds to build the index for the map. */
  indexMs: number;
  /** Our three ways (index, walk, lists) give the same answer on every pair. */
  internalAgree: boolean;
}

const SIZE = 200;
const PAIRS = 10_000;
const HILLS = 0.01;
const ROUNDS = 10;
const WARMUP = 30;
const SLICE = 1000;

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

const Hex = defineMapHex();
type H = InstanceType<typeof Hex>;
const createHex = (c?: Parameters<typeof Hex.prototype.clone>[0]): H => new Hex(c);

/**
 * honeycomb-grid's line() from a to b traced both ways: as called, and on the map turned half a
 * circle (h -> -h), which reverses its fixed shift. When the long axis is s, both on the map
 * turned by 60 degrees first ((q, r) -> (-r, q + r), back by (q, r) -> (q + r, -q)).
 */
export function honeycombBothWays(a: HexCoord, b: HexCoord): [HexCoord[], HexCoord[]] {
  const dq = Math.abs(b.q - a.q), dr = Math.abs(b.r - a.r), ds = Math.abs(a.q + a.r - b.q - b.r);
  const turn = ds > dq && ds > dr;
  const to = (h: HexCoord, sign: number): HexCoord =>
    turn ? { q: -sign * h.r, r: sign * (h.q + h.r) } : { q: sign * h.q, r: sign * h.r };
  const back = (h: HexCoord, sign: number): HexCoord =>
    turn ? { q: sign * (h.q + h.r), r: -sign * h.q } : { q: sign * h.q, r: sign * h.r };
  const run = (sign: number): HexCoord[] =>
    line<H>({ start: to(a, sign), stop: to(b, sign) })(createHex).map((h) => back({ q: h.q, r: h.r }, sign));
  return [run(1), run(-1)];
}

export function runHexLosBench(): HexLosBenchResult {
  const map = benchMap();
  const pairs = benchPairs(map);
  const mask = terrainMask(map, (t) => t === 'hill');
  let index = buildLineBlockIndex(mask);
  const indexMs = time(() => {
    index = buildLineBlockIndex(mask);
  });

  const hillKeys = new Set<string>();
  const hillAxial = new Set<string>();
  map.terrain.forEach((t, i) => {
    if (t !== 'hill') return;
    const h = offsetToAxial(i % map.cols, Math.floor(i / map.cols));
    hillKeys.add(new Hex(h).toString());
    hillAxial.add(hexKey(h));
  });
  const between = (p: readonly HexCoord[]): boolean => p.slice(1, -1).some((h) => hillAxial.has(hexKey(h)));

  const ours = new Array<boolean>(pairs.length);
  const theirs = new Array<boolean>(pairs.length);
  const runOurs = (from = 0, to = pairs.length): void => {
    for (let i = from; i < to; i++) ours[i] = lineHitsMarked(index, pairs[i]![0], pairs[i]![1], 'either');
  };
  const runTheirs = (from = 0, to = pairs.length): void => {
    for (let i = from; i < to; i++) {
      const hexes = line<H>({ start: pairs[i]![0], stop: pairs[i]![1] })(createHex);
      let hit = false;
      for (let j = 1; j < hexes.length - 1 && !hit; j++) hit = hillKeys.has(hexes[j]!.toString());
      theirs[i] = hit;
    }
  };
  const walked = new Array<boolean>(pairs.length);
  const listed = new Array<boolean>(pairs.length);
  const runWalk = (): void => {
    for (let i = 0; i < pairs.length; i++) walked[i] = lineHitsMask(mask, pairs[i]![0], pairs[i]![1], 'either');
  };
  const runLists = (): void => {
    for (let i = 0; i < pairs.length; i++) listed[i] = lineTraces(traceLine(pairs[i]![0], pairs[i]![1])).some(between);
  };

  // Warm every path up first (a round of ours is under a millisecond, so it gets more of them),
  // then alternate ours and honeycomb. Each round times the pairs in slices of SLICE; a side's
  // time is the sum of each slice's best time over the rounds, so a pause of the shared machine
  // in one round costs neither side (a whole honeycomb round is long enough to catch one).
  for (let i = 0; i < WARMUP; i++) runOurs();
  runTheirs();
  const slices = Math.ceil(pairs.length / SLICE);
  const sliceOurs = new Array<number>(slices).fill(Infinity);
  const sliceTheirs = new Array<number>(slices).fill(Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    // Five passes of ours per round (a pass is short), never the same slice twice in a row.
    for (let i = 0; i < 5; i++) {
      for (let c = 0; c < slices; c++) {
        const from = c * SLICE, to = Math.min(pairs.length, from + SLICE);
        sliceOurs[c] = Math.min(sliceOurs[c]!, time(() => runOurs(from, to)));
      }
    }
    for (let c = 0; c < slices; c++) {
      const from = c * SLICE, to = Math.min(pairs.length, from + SLICE);
      sliceTheirs[c] = Math.min(sliceTheirs[c]!, time(() => runTheirs(from, to)));
    }
  }
  const bestOurs = sliceOurs.reduce((x, y) => x + y, 0);
  const bestTheirs = sliceTheirs.reduce((x, y) => x + y, 0);
  let bestWalk = Infinity, bestLists = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    bestWalk = Math.min(bestWalk, time(runWalk));
    bestLists = Math.min(bestLists, time(runLists));
  }

  let same = 0, sameTraces = 0, plain = 0, ties = 0, threadDiffers = 0;
  let internalAgree = true;
  const keys = (p: readonly HexCoord[]): string => p.map(hexKey).join(' ');
  for (let i = 0; i < pairs.length; i++) {
    const [a, b] = pairs[i]!;
    const hc = honeycombBothWays(a, b);
    if (ours[i] === (between(hc[0]) || between(hc[1]))) same++;
    if (ours[i] === theirs[i]) plain++;
    if (ours[i] !== walked[i] || ours[i] !== listed[i]) internalAgree = false;
    const trace = traceLine(a, b);
    if (trace.alt) ties++;
    const mine = [keys(trace.hexes), keys(trace.alt ?? trace.hexes)].sort().join('|');
    if (mine === [keys(hc[0]), keys(hc[1])].sort().join('|')) sameTraces++;
    const threads = threadMeetsCorner(a, b) ? [threadPath(a, b, 'left'), threadPath(a, b, 'right')] : [threadPath(a, b, 'left')];
    if (threads.some(between) !== ours[i]) threadDiffers++;
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
    tracesAgree: sameTraces / pairs.length,
    plainAgree: plain / pairs.length,
    ties,
    threadDiffers,
    walk: Math.round(perSec(bestWalk)),
    trace: Math.round(perSec(bestLists)),
    indexMs,
    internalAgree,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = runHexLosBench();
  console.log(
    `hex LOS, ${r.pairs} pairs on ${SIZE}x${SIZE}: ours ${r.ours}/s, honeycomb line()+Set ${r.honeycomb}/s, ` +
      `ratio ${r.ratio.toFixed(1)}x; agree ${(r.agree * 100).toFixed(2)}%, traces ${(r.tracesAgree * 100).toFixed(2)}% ` +
      `(${r.ties} lines meet a hexside; one plain line() call agrees on ${(r.plainAgree * 100).toFixed(2)}%; ` +
      `a thread would differ on ${r.threadDiffers}); walk ${r.walk}/s, traceLine lists ${r.trace}/s; index ${r.indexMs.toFixed(1)} ms`,
  );
  console.log(JSON.stringify(r));
}
