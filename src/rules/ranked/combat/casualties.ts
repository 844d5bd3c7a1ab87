// Casualties at the end of an Initiative step (RK-GAP-3): rank-and-file models come off from the
// rear rank (the block's front stays, its depth shrinks), characters lose wounds, and wounds in a
// duel beyond what killed the opponent are Overkill (RK-15, RK-17). Wounds past what a target had
// left do not count towards the result, except as Overkill in a duel (RK-GAP-4 default).
import type { GameEvent } from '../../../core/ruleset';
import { destroy } from '../flee';
import { sized } from '../queries';
import type { Combat, RkState } from '../types';
import type { CombatEvent } from './events';
import { MAX_OVERKILL } from './result';
import { CHAMPION, charOf, livingChars, otherSide, RF, sameFighter, woundsLeft, writable } from './units';

/** Removes the wounds dealt; returns the units that suffered casualties. */
export function casualtiesStep(s: RkState, c: Combat, events: GameEvent[]): string[] {
  const dealt = c.dealt;
  const hurt: string[] = [];
  c.dealt = [];
  for (const d of dealt) {
    const r = writable(s, d.unit);
    if (!r) continue;
    const by = otherSide(r.side);
    const duelSide = c.duel && sameFighter(c.duel.fighters[r.side], d) ? r.side : null;
    const left = woundsLeft(r, d.who, duelSide !== null ? c.duel!.hurt[r.side] : 0);
    const taken = Math.min(left, d.wounds);
    const overkill = duelSide !== null ? d.wounds - taken : 0;
    c.caused[by] += taken;
    if (taken > 0 && !hurt.includes(r.id)) hurt.push(r.id);
    let slain = 0;
    if (duelSide !== null) {
      // RK-17 counts at most +3: more is the same result (and the same state for the odds).
      c.duel!.overkill[by] = Math.min(MAX_OVERKILL, c.duel!.overkill[by] + overkill);
    }
    if (d.who === RF) {
      const total = r.hurt + taken;
      slain = Math.min(r.models, Math.floor(total / r.profile.W));
      r.models -= slain;
      r.hurt = r.models > 0 ? total - slain * r.profile.W : 0;
    } else if (d.who === CHAMPION) {
      const hurt = (c.duel && duelSide !== null ? c.duel.hurt[r.side] : 0) + taken;
      if (hurt >= r.profile.W) {
        slain = 1;
        r.champion = false;
        r.models = Math.max(0, r.models - 1);
        if (c.duel && duelSide !== null) c.duel.hurt[r.side] = 0;
      } else if (c.duel && duelSide !== null) {
        c.duel.hurt[r.side] = hurt;
      }
    } else {
      const ch = charOf(r, d.who);
      if (ch) {
        ch.wounds -= taken;
        if (ch.wounds <= 0 && taken > 0) slain = 1;
      }
    }
    if (r.models === 0) {
      r.champion = false;
      r.standard = false;
      r.musician = false;
    }
    events.push({ type: 'casualties', rule: overkill > 0 ? 'RK-17' : 'RK-GAP-3', params: { unit: r.id, who: d.who, wounds: taken, slain, overkill } } satisfies CombatEvent);
  }
  for (const id of [...c.units]) {
    const r = writable(s, id);
    if (!r || r.destroyed) continue;
    if (r.models === 0 && livingChars(r).length === 0) destroy(s, r, events, 'RK-GAP-3');
    else r.block = sized(r);
  }
  return hurt;
}
