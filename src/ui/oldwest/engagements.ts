// Engagement lines for the board: which fighters are locked in a fight, read from the rules' own
// grouping (OW-1). In the fight phase the fights are the state's (the one being chosen or fought
// drawn stronger while the Drop side chooses); before it, fighters who charged into contact are already grouped the same way.
import type { BoardEngagement } from '../../board/types';
import { groupFights } from '../../rules/oldwest/fights';
import { fightContact } from '../../rules/oldwest/state';
import type { Fight, OWState } from '../../rules/oldwest/types';

const cache = new WeakMap<OWState, Map<string | null, BoardEngagement[]>>();

/** The fight whose lines are drawn stronger while the Drop side chooses: the focused one, else the first. */
function focusOf(s: OWState, fights: readonly Fight[], focusFightId: string | null): string | null {
  if (s.pending?.kind !== 'chooseFight') return null;
  const open = fights.filter((f) => !f.resolved);
  return (open.find((f) => f.id === focusFightId) ?? open[0])?.id ?? null;
}

/** Every pair of enemies in contact within a fight still to be fought, each pair once. */
export function engagementsOf(s: OWState, focusFightId: string | null = null): BoardEngagement[] {
  let byFocus = cache.get(s);
  const hit = byFocus?.get(focusFightId);
  if (hit) return hit;
  const fights = s.phase === 'fight' ? s.fights : s.phase === 'over' ? [] : groupFights(s);
  const focus = focusOf(s, fights, focusFightId);
  const out: BoardEngagement[] = [];
  for (const fight of fights) {
    if (fight.resolved) continue;
    const members = fight.fighterIds.map((id) => s.fighters[id]!).filter((f) => f && f.status === 'ok');
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [a, b] = [members[i]!, members[j]!];
        if (!fightContact(s, a, b)) continue;
        out.push({ a: a.id, b: b.id, fight: fight.id, ...(fight.id === focus ? { focus: true } : {}) });
      }
    }
  }
  if (!byFocus) cache.set(s, (byFocus = new Map()));
  byFocus.set(focusFightId, out);
  return out;
}
