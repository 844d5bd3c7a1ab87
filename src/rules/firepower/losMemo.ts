// Line of sight remembered per map: the same question (ends, postures, fences crossed, the
// soldiers standing) always has the same answer, and the odds enumerator asks it in many branches
// of one resolution (a grenade's scatter, each blast roll's cover). The result is shared: read only.
import type { HexMapSpec } from '../../core/hex/types';
import type { HexCoord } from '../../core/hex/types';
import { lineOfSight, type LosContext, type LosResult } from './los';

const remembered = new WeakMap<HexMapSpec, Map<string, LosResult>>();
const REMEMBER = 512;

/** lineOfSight, remembering its recent answers for this map (`ctx.level` must not be given). */
export function lineOfSightRemembered(map: HexMapSpec, from: HexCoord, to: HexCoord, ctx: Omit<LosContext, 'level'>, flat = false): LosResult {
  let memo = remembered.get(map);
  if (!memo) remembered.set(map, (memo = new Map()));
  const key = `${flat ? 'f' : 'l'}|${from.q},${from.r}|${to.q},${to.r}|${JSON.stringify(ctx)}`;
  const had = memo.get(key);
  if (had) return had;
  const answer = lineOfSight(map, from, to, flat ? { ...ctx, level: () => 0 } : ctx);
  if (memo.size >= REMEMBER) memo.delete(memo.keys().next().value!);
  memo.set(key, answer);
  return answer;
}
