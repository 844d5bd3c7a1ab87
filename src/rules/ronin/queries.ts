// Questions about a Ronin state that many rules ask: who is on the table, who touches whom.
import { BASE_RADIUS } from '../../core/table/types';
import { refuse } from './reasons';
import type { RoFighter, RoState, Side } from './types';

/** Bases this close (centre to centre, beyond touching) still count as in base contact. */
export const CONTACT_SLACK = 0.05;

export const onTable = (f: RoFighter): boolean => f.wound < 3;

export function fighter(s: RoState, id: string): RoFighter {
  const f = s.fighters.find((x) => x.id === id);
  if (!f) refuse('noSuchFighter', { fighter: id });
  return f;
}

export function inContact(a: RoFighter, b: RoFighter): boolean {
  const dx = a.x - b.x, dy = a.y - b.y;
  const d2 = dx * dx + dy * dy;
  const reach = 2 * BASE_RADIUS + CONTACT_SLACK;
  return d2 <= reach * reach;
}

/** The enemies on the table in base contact with f. */
export function enemiesTouching(s: RoState, f: RoFighter): RoFighter[] {
  return s.fighters.filter((e) => e.side !== f.side && onTable(e) && inContact(f, e));
}

/** Brawls: fighters joined by base contact with enemies, each as a list of ids (RO-9). */
export function brawls(s: RoState): string[][] {
  const live = s.fighters.filter(onTable);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const f of live) {
    if (seen.has(f.id) || enemiesTouching(s, f).length === 0) continue;
    const group: string[] = [];
    const stack = [f];
    seen.add(f.id);
    while (stack.length) {
      const g = stack.pop()!;
      group.push(g.id);
      for (const e of enemiesTouching(s, g)) {
        if (seen.has(e.id)) continue;
        seen.add(e.id);
        stack.push(e);
      }
    }
    out.push(group);
  }
  return out;
}

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** The fighters of a side still on the table. */
export const standing = (s: RoState, side: Side): RoFighter[] => s.fighters.filter((f) => f.side === side && onTable(f));
