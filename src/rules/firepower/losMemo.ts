// Line of sight remembered per map: the same question (ends, postures, fences crossed, the
// soldiers who could block) always has the same answer, and the odds enumerator asks it in many
// branches of one resolution (a grenade's scatter, each blast roll's cover). The result is
// shared: read only. Answers come from the map's sight index (losFast.ts).
import type { HexCoord, HexMapSpec } from '../../core/hex/types';
import { POSTURE_RANK, type LosContext, type LosResult } from './los';
import { lineOfSightFast } from './losFast';

const remembered = new WeakMap<HexMapSpec, Map<string, LosResult>>();
const REMEMBER = 512;

/**
 * The question as a key. Only the firer's side's soldiers at his posture or higher can change
 * the answer (FP-26), so only they are named, in their order.
 */
function questionKey(from: HexCoord, to: HexCoord, ctx: Omit<LosContext, 'level'>, flat: boolean): string {
  let key = `${flat ? 'f' : 'l'}|${from.q},${from.r}|${to.q},${to.r}|${ctx.firerSide}|${ctx.firerPosture}|${ctx.targetPosture}|${ctx.firerAcross ?? ''}|${ctx.targetAcross ?? ''}|`;
  const rank = POSTURE_RANK[ctx.firerPosture];
  for (const s of ctx.soldiers) {
    if (s.side === ctx.firerSide && POSTURE_RANK[s.posture] >= rank) key += `${s.hex.q},${s.hex.r},${s.posture};`;
  }
  return key;
}

/** lineOfSight, remembering its recent answers for this map (`ctx.level` must not be given). */
export function lineOfSightRemembered(map: HexMapSpec, from: HexCoord, to: HexCoord, ctx: Omit<LosContext, 'level'>, flat = false): LosResult {
  let memo = remembered.get(map);
  if (!memo) remembered.set(map, (memo = new Map()));
  const key = questionKey(from, to, ctx, flat);
  const had = memo.get(key);
  if (had) return had;
  const answer = lineOfSightFast(map, from, to, flat ? { ...ctx, level: () => 0 } : ctx);
  if (memo.size >= REMEMBER) memo.delete(memo.keys().next().value!);
  memo.set(key, answer);
  return answer;
}
