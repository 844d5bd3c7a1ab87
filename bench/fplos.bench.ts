// Firepower's own line of sight, as the game calls it: `losFor` (src/rules/firepower/fire.ts) on
// the shipped map (boards A and B joined, the map of every scenario), from the starting position
// of each scenario, for seeded pairs of hexes (the firer, each soldier in turn, moved to the
// first hex; the target posture cycling through standing, crouching and prone). The answers the
// game reads (state, hindrance, reasons, the hexsides at the target) are tallied so a change of
// speed that changes an answer shows.
//
// Beside it, on the same pairs, the question the hex benchmark asks (a hill between, FP-24):
// the per-map line block index, the project's own mask walk (lineHitsMask) and honeycomb-grid's
// line() + Set, so the index's gain over the walk is seen apart from the walk's over honeycomb.
// Each figure is the best of ROUNDS timed passes over all pairs, after a warm-up pass.
import { line } from 'honeycomb-grid';
import { pathToFileURL } from 'node:url';
import { lineHitsMask } from '../src/core/hex/hexLine';
import { mapHexes, terrainMask } from '../src/core/hex/hexMap';
import { defineMapHex, offsetToAxial } from '../src/core/hex/hexMath';
import { buildLineBlockIndex, lineHitsMarked } from '../src/core/hex/lineBlockIndex';
import type { HexCoord } from '../src/core/hex/types';
import { losFor } from '../src/rules/firepower/fire';
import { firepower } from '../src/rules/firepower/index';
import { FP_SCENARIOS } from '../src/rules/firepower/scenarios';
import type { FPState, Posture, Soldier } from '../src/rules/firepower/types';

export interface FpLosBenchResult {
  map: string;
  pairs: number;
  /** losFor calls per second (the game's call, full answer). */
  losFor: number;
  /** Microseconds per losFor call. */
  losForUs: number;
  /** Answers by state over every timed call: clear / hindered / blocked. */
  states: Record<string, number>;
  /** A checksum of the answers the rules read (same code, same number). */
  answerSum: number;
  /** The hill question on the same pairs, queries per second. */
  hillIndex: number;
  hillWalk: number;
  hillHoneycomb: number;
  /** The three give the same answer on every pair. */
  hillAgree: boolean;
  /** Pairs with a hill between: by the index, and by honeycomb's one-way line(). */
  hillHits: number;
  hillHitsHoneycomb: number;
}

const PAIRS = 20_000;
const ROUNDS = 5;
const POSTURES: Posture[] = ['standing', 'crouching', 'prone'];

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

function best(fn: () => void): number {
  fn();
  let ms = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    fn();
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

const Hex = defineMapHex();
type H = InstanceType<typeof Hex>;
const createHex = (c?: Parameters<typeof Hex.prototype.clone>[0]): H => new Hex(c);

export function runFpLosBench(): FpLosBenchResult {
  const states: FPState[] = Object.values(FP_SCENARIOS).map((sc) => firepower.setup(sc, {}, 1, ['a', 'b']));
  const map = states[0]!.map;
  const hexes = mapHexes(map);
  const rnd = prng(7);
  const pick = (): HexCoord => hexes[Math.floor(rnd() * hexes.length)]!;
  // Each call: a state, a firer (a soldier of it moved to a), a target hex and posture.
  const calls: { s: FPState; firer: Soldier; to: HexCoord; posture: Posture }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const s = states[i % states.length]!;
    const base = s.soldiers[s.order[i % s.order.length]!]!;
    calls.push({ s, firer: { ...base, pos: pick() }, to: pick(), posture: POSTURES[i % 3]! });
  }

  const tally: Record<string, number> = {};
  let answerSum = 0;
  const runLos = (count: boolean): void => {
    for (const c of calls) {
      const r = losFor(c.s, c.firer, c.to, c.posture);
      if (!count) continue;
      tally[r.state] = (tally[r.state] ?? 0) + 1;
      answerSum += r.hindrance * 7 + r.reasons.length * 3 + r.features.filter((f) => f.at === 'target').length;
    }
  };
  runLos(true);
  const losMs = best(() => runLos(false));

  const mask = terrainMask(map, (t) => t === 'hill');
  const index = buildLineBlockIndex(mask);
  const hills = new Set<string>();
  map.terrain.forEach((t, i) => {
    if (t === 'hill') hills.add(new Hex(offsetToAxial(i % map.cols, Math.floor(i / map.cols))).toString());
  });
  const n = calls.length;
  const byIndex = new Array<boolean>(n), byWalk = new Array<boolean>(n);
  const indexMs = best(() => {
    for (let i = 0; i < n; i++) byIndex[i] = lineHitsMarked(index, calls[i]!.firer.pos, calls[i]!.to, 'either');
  });
  const walkMs = best(() => {
    for (let i = 0; i < n; i++) byWalk[i] = lineHitsMask(mask, calls[i]!.firer.pos, calls[i]!.to, 'either');
  });
  // honeycomb's line() traces one way (its own shift): timed as hexlos.bench.ts times it.
  let honeycombHits = 0;
  const honeycombMs = best(() => {
    honeycombHits = 0;
    for (let i = 0; i < n; i++) {
      const hs = line<H>({ start: calls[i]!.firer.pos, stop: calls[i]!.to })(createHex);
      let hit = false;
      for (let j = 1; j < hs.length - 1 && !hit; j++) hit = hills.has(hs[j]!.toString());
      if (hit) honeycombHits++;
    }
  });
  const hillAgree = byIndex.every((v, i) => v === byWalk[i]);

  const perSec = (ms: number): number => Math.round((n / ms) * 1000);
  return {
    map: `${map.name ?? 'map'} ${map.cols}x${map.rows}`,
    pairs: n,
    losFor: perSec(losMs),
    losForUs: (losMs * 1000) / n,
    states: tally,
    answerSum,
    hillIndex: perSec(indexMs),
    hillWalk: perSec(walkMs),
    hillHoneycomb: perSec(honeycombMs),
    hillAgree,
    hillHits: byIndex.filter(Boolean).length,
    hillHitsHoneycomb: honeycombHits,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = runFpLosBench();
  console.log(
    `Firepower losFor on the shipped map (${r.map}), ${r.pairs} calls: ${r.losFor}/s (${r.losForUs.toFixed(2)} us a call); ` +
      `hill between: index ${r.hillIndex}/s, mask walk ${r.hillWalk}/s, honeycomb line()+Set ${r.hillHoneycomb}/s`,
  );
  console.log(JSON.stringify(r));
}
