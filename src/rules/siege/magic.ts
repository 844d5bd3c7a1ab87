// Magic (SG-1..SG-3): only a player with a fortress, and only while one of his warriors stands on
// one of its towers (how many does not matter), rolls a d6 at the start of his turn:
// 1 nothing; 2 his warriors move twice as far this turn; 3 +2 in melee this turn and in the
// other player's next turn; 4 the other player's cannon does not fire in his next turn; 5 the
// enemy warrior nearest to the fortress (SG-AMB-1; the option: nearest to a warrior of his on a
// tower) is wounded and goes back to its start; 6 that warrior is destroyed. Ties for nearest go
// to the lower id.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { Vec } from '../../core/table/types';
import { castleDist2, castleOf } from './castle';
import type { MagicResult, SgEvent } from './events';
import { dist2, inRect } from './geometry';
import { other, warriorsOf } from './queries';
import type { SgState, SgUnit, Side } from './types';
import { destroy, woundHome } from './wounds';

export const MAGIC_RESULTS: readonly MagicResult[] = ['fizzle', 'double', 'bonus', 'silence', 'wound', 'destroy'];

/** The side's warriors standing on its own fortress's towers. */
export function onOwnTowers(s: SgState, side: Side): SgUnit[] {
  const castle = castleOf(s, side);
  if (!castle) return [];
  return warriorsOf(s, side).filter((w) => castle.towers.some((t) => inRect(w, t)));
}

/** SG-1, SG-3: magic is there while any warrior of the side stands on a tower of its fortress. */
export const hasMagic = (s: SgState, side: Side): boolean => onOwnTowers(s, side).length > 0;

/** The enemy warrior magic 5 and 6 strike (SG-AMB-1), or null when there is none. */
export function nearestEnemy(s: SgState, caster: Side): SgUnit | null {
  const castle = castleOf(s, caster);
  if (!castle) return null;
  const towers: Vec[] = onOwnTowers(s, caster);
  const distance = (w: SgUnit): number =>
    s.rules.nearest === 'tower' && towers.length ? Math.min(...towers.map((t) => dist2(t, w))) : castleDist2(castle, w);
  let best: SgUnit | null = null;
  let bestD = Infinity;
  for (const w of warriorsOf(s, other(caster))) {
    const d = distance(w);
    if (d < bestD || (d === bestD && best !== null && w.id < best.id)) {
      best = w;
      bestD = d;
    }
  }
  return best;
}

export function castMagic(s: SgState, dice: DiceSource, events: GameEvent[]): void {
  const side = s.active;
  const roll = dice.roll(6);
  const result = MAGIC_RESULTS[roll - 1]!;
  const t = s.turnIndex;
  const target = result === 'wound' || result === 'destroy' ? nearestEnemy(s, side) : null;
  events.push({ type: 'magic', rule: 'SG-2', rolls: [roll], params: { player: s.players[side], roll, result, target: target?.id ?? null } } satisfies SgEvent);
  if (result === 'double') s.effects.push({ kind: 'double', side, from: t, to: t });
  if (result === 'bonus') s.effects.push({ kind: 'bonus', side, from: t, to: t + 1 });
  if (result === 'silence') s.effects.push({ kind: 'silence', side: other(side), from: t + 1, to: t + 1 });
  if (target && result === 'wound') woundHome(s, target, 'magic', 'SG-2', events);
  if (target && result === 'destroy') destroy(s, target, 'magic', 'SG-2', events);
}
