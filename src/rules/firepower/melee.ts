// Melee (FP-40..FP-43): attackers enter the enemy hex with at least 1 MF left, one d10 decides.
import { rollJudged, type DiceSource } from '../../core/dice';
import type { FPEvent } from './events';
import { directionTo, hexDistance, hexEquals } from '../../core/hex/hexMath';
import type { HexCoord } from '../../core/hex/types';
import { aliveIn } from './fire';
import { actor, enterCost } from './impulse';
import { meleeModifier } from './odds';
import type { FPState } from './types';
import { refuseFP } from './refusals';

/** FP-GAP-4: melee costs 1 MF on top of entering the hex. */
export const MELEE_COST = 1;

export function melee(s: FPState, ids: string[], hex: HexCoord, dice: DiceSource, events: FPEvent[]): void {
  if (ids.length === 0) refuseFP('noAttackers');
  const attackers = ids.map((id) => actor(s, id));
  const defenders = aliveIn(s, hex).filter((x) => x.side !== attackers[0]!.side);
  if (defenders.length === 0) refuseFP('noTarget');
  for (const a of attackers) {
    if (s.fought.includes(a.id)) refuseFP('fought', { soldier: a.name });
    if (hexDistance(a.pos, hex) !== 1 || directionTo(a.pos, hex) !== a.facing) refuseFP('meleeNotFront', { soldier: a.name });
    const { cost } = enterCost(s, a, hex);
    // FP-40: at least 1 MF left after entering the hex.
    if ((s.current!.mf[a.id] ?? 0) < cost + MELEE_COST) refuseFP('needMfToMelee', { soldier: a.name, cost: cost + MELEE_COST });
  }
  if (attackers.some((a) => !hexEquals(a.pos, attackers[0]!.pos))) refuseFP('meleeOneHex');
  for (const a of attackers) {
    a.pos = { q: hex.q, r: hex.r };
    s.fought.push(a.id);
    // FP-43: the attackers' actions end at once.
    s.current!.mf[a.id] = 0;
  }
  const mod = meleeModifier(attackers.length, defenders.length);
  const { roll, verdict: won } = rollJudged(dice, 10, (r) => r + mod <= 5);
  events.push({ type: 'melee', rule: 'FP-41', rolls: [roll], params: { attackers: attackers.length, defenders: defenders.length, modifier: mod, won } });
  for (const x of won ? defenders : attackers) {
    x.status = 'dead';
    events.push({ type: 'eliminated', rule: 'FP-41', params: { soldier: x.name } });
  }
}
