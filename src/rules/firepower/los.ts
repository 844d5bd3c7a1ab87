// Firepower line of sight (basic game, FP-23..FP-27, hindrance of FP-31). Pure.
//
// The line runs from the centre of the firer's hex to the centre of the target's hex (FP-23).
// Its hexes are the standard hex line (hexLine.ts): range + 1 hexes, one per hex of range. The
// fence and hedge lines it crosses are those the straight line itself crosses (hexThread.ts),
// since only the fence line counts (FP-25). When a point of the line falls exactly on a hexside,
// or the line passes exactly through a hex corner, it is traced both ways, shifted a hair to its
// left and to its right (hexes and hexsides of the same shifted line together), and:
// - A hex "sides included" blocks if either trace holds it: a hill hex (FP-24) and a hex of
//   friendly soldiers (FP-26).
// - Everything else gives the firer the better trace: a fence (FP-25) blocks only if both
//   traces cross a fence line, and the hedges crossed and the fence or hedge of the target's
//   hexside (FP-31) are those of the better open trace.
// - A trees hex fills its hex, so its sides hinder (6.3.6.2.5): a step of the line that either
//   trace takes through a trees hex (or along its hexside) is +1.
// Fence and hedge lines are reported by where they lie: on the target's hexside facing the firer
// (the one the line enters the target's hex by; for neighbours, the one they share), on the
// firer's own hexside, or between. Only the target's gives cover or concealment (FP-31).
// docs/rules/firepower.md states the same for players.
import { hexEquals, hexKey, hexsideKey } from '../../core/hex/hexMath';
import { indexHexMap, type HexMapIndex } from '../../core/hex/hexMap';
import { lineHexes, lineMeetsHexside, otherNudge, primaryNudge, type LineNudge } from '../../core/hex/hexLine';
import { threadCrossings, threadMeetsCorner } from '../../core/hex/hexThread';
import type { HexCoord, HexMapSpec, HexSide, HexTerrain } from '../../core/hex/types';
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
  /**
   * FP-10: hexsides of the firer's and the target's hexes whose fence or hedge that soldier has
   * crossed (he stands beyond it): a line through that hexside does not cross it for him.
   */
  firerAcross?: HexSide | null;
  targetAcross?: HexSide | null;
}

export type LosState = 'clear' | 'hindered' | 'blocked';

/** What a sight line meets, as a code the UI words (src/ui/firepower/losWords.ts). */
export type LosReasonCode = 'twoTraces' | 'trees' | 'fence' | 'hedge' | 'hill' | 'friend';

export interface LosReason {
  /** The rule applied: 'FP-24', 'FP-25', 'FP-26', 'FP-31', or 'FP-23' for the hexside rule. */
  rule: string;
  code: LosReasonCode;
  hex?: HexCoord;
  /** With `hex`: the hexside of that hex (0 E .. 5 NE). */
  side?: number;
  /** With 'friend': the friendly soldier's posture. */
  posture?: Posture;
}

export interface LosResult {
  state: LosState;
  /** FP-31: +1 per step of the line through (or along the side of) a trees hex, not the ends, and per hedge line crossed between them. */
  hindrance: number;
  reasons: LosReason[];
  /** The hexes of the trace the result follows, firer's hex to target's hex. */
  path: HexCoord[];
  /** The other trace's hexes when they differ (a point of the line on a hexside); null otherwise. */
  alt: HexCoord[] | null;
  /**
   * Fence and hedge lines the path crosses, in order, with where they lie: on the target's
   * hexside facing the firer ('target': the last one crossed, for neighbours the shared one), on
   * the firer's own hexside, or between. Only 'target' gives cover or concealment (FP-31).
   */
  features: { hex: HexCoord; side: number; feature: 'fence' | 'hedge'; at: 'firer' | 'target' | 'between' }[];
}

/** One trace judged: its hexes and the fence and hedge lines it crosses. */
export interface TraceVerdict {
  path: HexCoord[];
  fences: LosReason[];
  /** Hedge lines crossed between the two hexes (FP-31). */
  hindrances: LosReason[];
  features: LosResult['features'];
}

/** One trace: the hexes of the line shifted to `nudge` and the hexsides that line crosses. */
function judgeTrace(map: HexMapIndex, from: HexCoord, to: HexCoord, nudge: LineNudge, fenceBlocks: boolean, behind: ReadonlySet<string>): TraceVerdict {
  const path = lineHexes(from, to, nudge);
  const verdict: TraceVerdict = { path, fences: [], hindrances: [], features: [] };
  const crossings = threadCrossings(from, to, nudge);
  crossings.forEach((c, i) => {
    const feature = map.featureAt(c);
    if (!feature || behind.has(hexsideKey(c))) return;
    const hex = { q: c.q, r: c.r };
    // The last hexside the line crosses is the target's, facing the firer (for neighbours, the
    // one they share); the first, when there are more, is the firer's own.
    const at = i === crossings.length - 1 ? 'target' : i === 0 ? 'firer' : 'between';
    verdict.features.push({ hex, side: c.side, feature, at });
    if (feature === 'fence' && fenceBlocks) {
      verdict.fences.push({ rule: 'FP-25', code: 'fence', hex, side: c.side });
    }
    // FP-31 counts hedge lines crossed between the two hexes, not those of the ends.
    if (feature === 'hedge' && at === 'between') {
      verdict.hindrances.push({ rule: 'FP-31', code: 'hedge', hex, side: c.side });
    }
  });
  return verdict;
}

/**
 * Line of sight from the firer's hex to the target's hex under FP-23..FP-27 and the LOS
 * hindrance of FP-31, walked hex by hex. `map` is a spec or its index (pass the index when asking
 * many times). The game asks lineOfSightFast (losFast.ts), the same answer from the map's sight
 * index; this is the reference it is checked against.
 */
export function lineOfSight(map: HexMapSpec | HexMapIndex, from: HexCoord, to: HexCoord, ctx: LosContext): LosResult {
  const index = 'featureAt' in map ? map : indexHexMap(map);
  const level = ctx.level ?? ((h: HexCoord) => terrainLevel(index.terrainAt(h)));
  const primary = primaryNudge(from, to);
  const ambiguous = lineMeetsHexside(from, to) || threadMeetsCorner(from, to);
  const nudges = ambiguous ? [primary, otherNudge(primary)] : [primary];
  const fenceBlocks = ctx.firerPosture === 'prone' || ctx.targetPosture === 'prone';
  // FP-10: fences a soldier at either end has crossed are behind him, not on the line.
  const behind = new Set<string>();
  if (ctx.firerAcross != null) behind.add(hexsideKey({ ...from, side: ctx.firerAcross }));
  if (ctx.targetAcross != null) behind.add(hexsideKey({ ...to, side: ctx.targetAcross }));
  const verdicts = nudges.map((n) => judgeTrace(index, from, to, n, fenceBlocks, behind));
  const traces = verdicts.map((v) => v.path);
  const blockers = blockersOn(traces, from, to, ctx, level);
  return concludeLine(ambiguous, verdicts, blockers, (shown) => treeSteps(index, shown, traces));
}

/**
 * FP-24, FP-26: what blocks on the hexes of either trace, not counting the ends, in the order of
 * the traces: a hill when neither end is on one, a friendly soldier (the first of ctx.soldiers
 * there) at the firer's level and posture or higher.
 */
function blockersOn(traces: readonly HexCoord[][], from: HexCoord, to: HexCoord, ctx: LosContext, level: (h: HexCoord) => number): LosReason[] {
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
      blockers.push({ rule: 'FP-24', code: 'hill', hex: h });
    }
    if (level(h) === firerLevel) {
      const friend = ctx.soldiers.find(
        (s) => s.side === ctx.firerSide && hexEquals(s.hex, h) && POSTURE_RANK[s.posture] >= firerRank,
      );
      if (friend) {
        blockers.push({ rule: 'FP-26', code: 'friend', hex: h, posture: friend.posture });
      }
    }
  }
  return blockers;
}

/**
 * The answer from the judged traces and the blockers: blocked, or the open trace that costs the
 * firer least, with its hindrance (`trees` lists the trees steps of the trace shown).
 */
export function concludeLine(ambiguous: boolean, verdicts: readonly TraceVerdict[], blockers: LosReason[], trees: (shown: HexCoord[]) => LosReason[]): LosResult {
  const traces = verdicts.map((v) => v.path);
  const reasons: LosReason[] = [];
  if (ambiguous) {
    reasons.push({ rule: 'FP-23', code: 'twoTraces' });
  }
  const open = verdicts.filter((v) => v.fences.length === 0);

  if (blockers.length > 0 || open.length === 0) {
    // Show the trace that holds a blocker (the primary one when both do).
    const blockedHex = blockers[0]?.hex;
    const shown = (blockedHex && verdicts.find((v) => v.path.some((h) => hexEquals(h, blockedHex)))) || verdicts[0]!;
    const fenceReasons = open.length === 0 ? verdicts.flatMap((v) => v.fences) : [];
    const unique = new Map<string, LosReason>();
    for (const r of [...blockers, ...fenceReasons]) unique.set(`${r.rule} ${r.code} ${r.hex ? hexKey(r.hex) : ''} ${r.side ?? ''}`, r);
    return {
      state: 'blocked',
      hindrance: 0,
      reasons: [...reasons, ...unique.values()],
      path: shown.path,
      alt: other(traces, shown.path),
      features: shown.features,
    };
  }

  // Not blocked: the open trace that costs the firer least in hedges crossed and in the fence or
  // hedge of the target's hexside (the primary one on a tie).
  const cost = (v: TraceVerdict) => v.hindrances.length + v.features.filter((f) => f.at === 'target').length;
  let best = open[0]!;
  for (const v of open) if (cost(v) < cost(best)) best = v;
  const treeReasons = trees(best.path);
  const hindrance = treeReasons.length + best.hindrances.length;
  return {
    state: hindrance > 0 ? 'hindered' : 'clear',
    hindrance,
    reasons: [...reasons, ...treeReasons, ...best.hindrances],
    path: best.path,
    alt: other(traces, best.path),
    features: best.features,
  };
}

/**
 * FP-31, 6.3.6.2.5: +1 for each step of the line between the ends that passes through a trees
 * hex on either trace. A trees hex fills its hex, so its hexside hinders: a line along it, or
 * through its midpoint, is hindered by it. Two trees hexes beside one such hexside are one step,
 * +1. The hex named is the shown trace's when it is trees.
 */
function treeSteps(map: HexMapIndex, shown: HexCoord[], traces: HexCoord[][]): LosReason[] {
  const out: LosReason[] = [];
  for (let i = 1; i < shown.length - 1; i++) {
    const step = [shown[i]!, ...traces.map((t) => t[i]).filter((h): h is HexCoord => !!h)];
    const tree = step.find((h) => map.terrainAt(h) === 'trees');
    if (tree) out.push({ rule: 'FP-31', code: 'trees', hex: tree });
  }
  return out;
}

/** The other trace's hexes, or null when there is none or it holds the same hexes. */
function other(traces: HexCoord[][], shown: HexCoord[]): HexCoord[] | null {
  const alt = traces.find((t) => t !== shown);
  return alt && alt.some((h, i) => !hexEquals(h, shown[i]!)) ? alt : null;
}
