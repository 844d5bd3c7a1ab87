// Firepower's line of sight as the game asks it: the same answer as lineOfSight (los.ts, the
// rules written out hex by hex, kept as the reference), read from the map's sight index
// (sightIndex.ts, built once per map) instead of string-keyed look-ups:
// - the hexsides the line crosses are walked without building the thread's path, and a fence or
//   hedge is found in a typed array;
// - whether a hill or a trees hex lies on either trace is one line block index query each, so a
//   line with neither (most lines) never looks at its hexes' terrain;
// - only friendly soldiers who could block (FP-26: the firer's side, his posture or higher) are
//   looked for on the line, and only when there is one.
// losFast.test.ts compares the two on every hex pair of the shipped map.
import { lineHexes, lineMeetsHexside, otherNudge, primaryNudge, type LineNudge } from '../../core/hex/hexLine';
import { walkThread, threadMeetsCorner } from '../../core/hex/hexThread';
import { lineHitsMarked } from '../../core/hex/lineBlockIndex';
import { hexDistance } from '../../core/hex/hexMath';
import type { HexCoord, HexMapSpec } from '../../core/hex/types';
import { concludeLine, HILL_LEVEL, POSTURE_RANK, type LosContext, type LosReason, type LosResult, type LosSoldier, type TraceVerdict } from './los';
import { FEATURE_NAMES, hexsideId, levelOf, sightIndex, treesAt, type SightIndex } from './sightIndex';

/** One trace: the hexes of the line shifted to `nudge` and the fence and hedge lines it crosses. */
function judgeTrace(ix: SightIndex, from: HexCoord, to: HexCoord, nudge: LineNudge, fenceBlocks: boolean, behindA: number, behindB: number): TraceVerdict {
  const verdict: TraceVerdict = { path: lineHexes(from, to, nudge), fences: [], hindrances: [], features: [] };
  // Crossings with a feature, four numbers each: index along the line, q, r, side.
  let found: number[] | null = null;
  let i = 0;
  const crossed = walkThread(from, to, nudge, (q, r, side) => {
    const id = hexsideId(ix, q, r, side);
    if (id >= 0 && ix.feature[id] !== 0 && id !== behindA && id !== behindB) (found ??= []).push(i, q, r, side);
    i++;
  });
  if (!found) return verdict;
  const hits: number[] = found;
  for (let k = 0; k < hits.length; k += 4) {
    const at = hits[k] === crossed - 1 ? 'target' : hits[k] === 0 ? 'firer' : 'between';
    const hex = { q: hits[k + 1]!, r: hits[k + 2]! };
    const side = hits[k + 3]!;
    const feature = FEATURE_NAMES[ix.feature[hexsideId(ix, hex.q, hex.r, side)]!]!;
    verdict.features.push({ hex, side, feature, at });
    if (feature === 'fence' && fenceBlocks) verdict.fences.push({ rule: 'FP-25', code: 'fence', hex, side });
    if (feature === 'hedge' && at === 'between') verdict.hindrances.push({ rule: 'FP-31', code: 'hedge', hex, side });
  }
  return verdict;
}

/** FP-31 trees steps of the trace shown (see treeSteps in los.ts). */
function treeSteps(ix: SightIndex, shown: HexCoord[], traces: HexCoord[][]): LosReason[] {
  const out: LosReason[] = [];
  for (let i = 1; i < shown.length - 1; i++) {
    let tree: HexCoord | undefined = treesAt(ix, shown[i]!.q, shown[i]!.r) ? shown[i] : undefined;
    for (let t = 0; !tree && t < traces.length; t++) {
      const h = traces[t]![i];
      if (h && treesAt(ix, h.q, h.r)) tree = h;
    }
    if (tree) out.push({ rule: 'FP-31', code: 'trees', hex: tree });
  }
  return out;
}

/**
 * blockersOn of los.ts, in the same order: the hexes of the first trace between the ends, then
 * those of the second where it differs (a trace's hex i is i hexes from the firer, so the traces
 * can share a hex only at the same step).
 */
function blockersOn(traces: readonly HexCoord[][], noHill: boolean, level: (h: HexCoord) => number, friends: readonly LosSoldier[]): LosReason[] {
  const out: LosReason[] = [];
  const first = traces[0]!, second = traces[1];
  const firerLevel = level(first[0]!);
  const visit = (h: HexCoord): void => {
    const lv = level(h);
    if (noHill && lv === HILL_LEVEL) out.push({ rule: 'FP-24', code: 'hill', hex: h });
    if (lv !== firerLevel) return;
    const friend = friends.find((s) => s.hex.q === h.q && s.hex.r === h.r);
    if (friend) out.push({ rule: 'FP-26', code: 'friend', hex: h, posture: friend.posture });
  };
  for (let i = 1; i < first.length - 1; i++) visit(first[i]!);
  if (second) {
    for (let i = 1; i < second.length - 1; i++) if (second[i]!.q !== first[i]!.q || second[i]!.r !== first[i]!.r) visit(second[i]!);
  }
  return out;
}

/**
 * Whether h is a hex of either trace other than its ends. The traces are shortest paths, so only
 * their hex at h's distance from the first end can be h.
 */
function onTraces(traces: readonly HexCoord[][], h: HexCoord): boolean {
  const path = traces[0]!;
  const a = path[0]!, n = path.length - 1;
  const d = hexDistance(a, h);
  if (d < 1 || d >= n) return false;
  for (const t of traces) if (t[d]!.q === h.q && t[d]!.r === h.r) return true;
  return false;
}

/** lineOfSight (los.ts) from the map's sight index: the same answer, built once per map. */
export function lineOfSightFast(map: HexMapSpec, from: HexCoord, to: HexCoord, ctx: LosContext): LosResult {
  const ix = sightIndex(map);
  const level = ctx.level ?? ((h: HexCoord) => levelOf(ix, h.q, h.r));
  const primary = primaryNudge(from, to);
  const ambiguous = lineMeetsHexside(from, to) || threadMeetsCorner(from, to);
  const fenceBlocks = ctx.firerPosture === 'prone' || ctx.targetPosture === 'prone';
  // FP-10: fences a soldier at either end has crossed are behind him, not on the line.
  const behindA = ctx.firerAcross != null ? hexsideId(ix, from.q, from.r, ctx.firerAcross) : -1;
  const behindB = ctx.targetAcross != null ? hexsideId(ix, to.q, to.r, ctx.targetAcross) : -1;
  const verdicts = [judgeTrace(ix, from, to, primary, fenceBlocks, behindA, behindB)];
  if (ambiguous) verdicts.push(judgeTrace(ix, from, to, otherNudge(primary), fenceBlocks, behindA, behindB));
  const traces = verdicts.map((v) => v.path);

  const noHill = level(from) !== HILL_LEVEL && level(to) !== HILL_LEVEL;
  // With the map's own levels, a hill on the line is one index query; other levels are read hex by hex.
  const hillOnLine = noHill && (ctx.level !== undefined || lineHitsMarked(ix.hillLines, from, to, 'either'));
  const rank = POSTURE_RANK[ctx.firerPosture];
  const friends = ctx.soldiers.filter((s) => s.side === ctx.firerSide && POSTURE_RANK[s.posture] >= rank);
  const friendOnLine = friends.some((s) => onTraces(traces, s.hex));
  const blockers = hillOnLine || friendOnLine ? blockersOn(traces, noHill, level, friends) : [];
  const trees = lineHitsMarked(ix.treeLines, from, to, 'either');
  return concludeLine(ambiguous, verdicts, blockers, (shown) => (trees ? treeSteps(ix, shown, traces) : []));
}
