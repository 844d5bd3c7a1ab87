// Firepower line of sight (basic game, FP-23..FP-27, hindrance of FP-31). Pure.
//
// The line runs from the centre of the firer's hex to the centre of the target's hex (FP-23)
// and crosses the hexes a thread on the map would (traceLine). When it meets a hex corner
// exactly (it passes through a vertex or runs along a hexside), both traces are judged:
// - A hex "sides included" blocks if the line touches it at all, so it counts in either trace:
//   a hill hex (FP-24) and a hex of friendly soldiers (FP-26).
// - Everything else gives the firer the better trace: a fence (FP-25) blocks only if both
//   traces cross a fence line, and the hindrance (FP-31) is that of the better open trace.
// docs/rules/firepower-los.md states the same for players.
import { hexEquals, hexKey } from '../../core/hex/hexMath';
import { indexHexMap, type HexMapIndex } from '../../core/hex/hexMap';
import { sideCrossings, traceLine } from '../../core/hex/hexLine';
import type { HexCoord, HexMapSpec, HexTerrain } from '../../core/hex/types';
import type { Posture } from './types';

/** FP-27: Standing above Crouching above Prone. */
export const POSTURE_RANK: Readonly<Record<Posture, number>> = { prone: 0, crouching: 1, standing: 2 };

/** FP-27: hills highest (1), depressions lowest (-1), everything else between (0). */
export function terrainLevel(t: HexTerrain | undefined): number {
  return t === 'hill' ? HILL_LEVEL : t === 'depression' ? -1 : 0;
}
export const HILL_LEVEL = 1;

/** One soldier on the map, as far as sight lines care. */
export interface LosSoldier {
  hex: HexCoord;
  side: string | number;
  posture: Posture;
}

export interface LosContext {
  firerSide: string | number;
  firerPosture: Posture;
  targetPosture: Posture;
  /** Soldiers on the map, of any side (those in the firer's and target's hexes are ignored). */
  soldiers: readonly LosSoldier[];
  /** The level of a hex (FP-27); by default terrainLevel of its terrain. */
  level?: (hex: HexCoord) => number;
}

export type LosState = 'clear' | 'hindered' | 'blocked';

export interface LosReason {
  /** The rule applied: 'FP-24', 'FP-25', 'FP-26', 'FP-31', or 'FP-23' for the hexside rule. */
  rule: string;
  hex?: HexCoord;
  /** With `hex`: the hexside of that hex (0 E .. 5 NE). */
  side?: number;
  text: string;
}

export interface LosResult {
  state: LosState;
  /** FP-31: +1 per tree hex crossed (not the ends) and per hedge line crossed between them. */
  hindrance: number;
  reasons: LosReason[];
  /** The trace the result follows, firer's hex to target's hex. */
  path: HexCoord[];
  /** The other trace when the line meets a hex corner exactly; null otherwise. */
  alt: HexCoord[] | null;
  /**
   * Fence and hedge lines the path crosses, in order, with where they lie: on a side of the
   * firer's hex, of the target's hex, or between (for the cover and concealment of FP-31).
   */
  features: { hex: HexCoord; side: number; feature: 'fence' | 'hedge'; at: 'firer' | 'target' | 'between' }[];
}

interface TraceVerdict {
  path: HexCoord[];
  fences: LosReason[];
  hindrances: LosReason[];
  features: LosResult['features'];
}

function judgeTrace(map: HexMapIndex, path: HexCoord[], fenceBlocks: boolean): TraceVerdict {
  const verdict: TraceVerdict = { path, fences: [], hindrances: [], features: [] };
  for (let i = 1; i < path.length - 1; i++) {
    const h = path[i]!;
    if (map.terrainAt(h) === 'trees') {
      verdict.hindrances.push({ rule: 'FP-31', hex: h, text: `trees at ${hexKey(h)}: +1` });
    }
  }
  const crossings = sideCrossings(path);
  crossings.forEach((c, i) => {
    const feature = map.featureAt(c);
    if (!feature) return;
    const hex = { q: c.q, r: c.r };
    // A hexside belongs to the firer's hex when the line leaves it, to the target's when it enters.
    const at = i === 0 ? 'firer' : i === crossings.length - 1 ? 'target' : 'between';
    verdict.features.push({ hex, side: c.side, feature, at });
    if (feature === 'fence' && fenceBlocks) {
      verdict.fences.push({ rule: 'FP-25', hex, side: c.side, text: `fence on side ${c.side} of ${hexKey(hex)} and a Prone soldier: blocked` });
    }
    // FP-31 counts hedge lines crossed between the two hexes, not those of the ends.
    if (feature === 'hedge' && at === 'between') {
      verdict.hindrances.push({ rule: 'FP-31', hex, side: c.side, text: `hedge on side ${c.side} of ${hexKey(hex)}: +1` });
    }
  });
  return verdict;
}

/**
 * Line of sight from the firer's hex to the target's hex under FP-23..FP-27 and the LOS
 * hindrance of FP-31. `map` is a spec or its index (pass the index when asking many times).
 */
export function lineOfSight(map: HexMapSpec | HexMapIndex, from: HexCoord, to: HexCoord, ctx: LosContext): LosResult {
  const index = 'featureAt' in map ? map : indexHexMap(map);
  const level = ctx.level ?? ((h: HexCoord) => terrainLevel(index.terrainAt(h)));
  const trace = traceLine(from, to);
  const traces = trace.alt ? [trace.hexes, trace.alt] : [trace.hexes];
  const reasons: LosReason[] = [];
  if (trace.alt) {
    reasons.push({
      rule: 'FP-23',
      text: 'the line meets a hex corner: a hill or friendly hex it touches blocks; otherwise the better of the two traces counts',
    });
  }

  // Hexes the line touches, sides included (the union of the traces), not counting the ends.
  const touched = new Map<string, HexCoord>();
  for (const path of traces) {
    for (let i = 1; i < path.length - 1; i++) touched.set(hexKey(path[i]!), path[i]!);
  }
  const blockers: LosReason[] = [];
  const noHill = level(from) !== HILL_LEVEL && level(to) !== HILL_LEVEL;
  const firerLevel = level(from);
  const firerRank = POSTURE_RANK[ctx.firerPosture];
  for (const h of touched.values()) {
    if (noHill && level(h) === HILL_LEVEL) {
      blockers.push({ rule: 'FP-24', hex: h, text: `hill at ${hexKey(h)} between, neither end on a hill: blocked` });
    }
    if (level(h) === firerLevel) {
      const friend = ctx.soldiers.find(
        (s) => s.side === ctx.firerSide && hexEquals(s.hex, h) && POSTURE_RANK[s.posture] >= firerRank,
      );
      if (friend) {
        blockers.push({ rule: 'FP-26', hex: h, text: `friendly ${friend.posture} soldier at ${hexKey(h)} on the firer's level: blocked` });
      }
    }
  }

  const fenceBlocks = ctx.firerPosture === 'prone' || ctx.targetPosture === 'prone';
  const verdicts = traces.map((p) => judgeTrace(index, p, fenceBlocks));
  const open = verdicts.filter((v) => v.fences.length === 0);

  if (blockers.length > 0 || open.length === 0) {
    // Show the trace that holds a blocker (the primary one when both do).
    const blockedHex = blockers[0]?.hex;
    const shown = (blockedHex && verdicts.find((v) => v.path.some((h) => hexEquals(h, blockedHex)))) || verdicts[0]!;
    const fenceReasons = open.length === 0 ? verdicts.flatMap((v) => v.fences) : [];
    const unique = new Map<string, LosReason>();
    for (const r of [...blockers, ...fenceReasons]) unique.set(`${r.rule} ${r.text}`, r);
    return {
      state: 'blocked',
      hindrance: 0,
      reasons: [...reasons, ...unique.values()],
      path: shown.path,
      alt: other(traces, shown.path),
      features: shown.features,
    };
  }

  // Not blocked: the open trace with the least hindrance (the primary one on a tie).
  let best = open[0]!;
  for (const v of open) if (v.hindrances.length < best.hindrances.length) best = v;
  const hindrance = best.hindrances.length;
  return {
    state: hindrance > 0 ? 'hindered' : 'clear',
    hindrance,
    reasons: [...reasons, ...best.hindrances],
    path: best.path,
    alt: other(traces, best.path),
    features: best.features,
  };
}

function other(traces: HexCoord[][], shown: HexCoord[]): HexCoord[] | null {
  return traces.find((t) => t !== shown) ?? null;
}
