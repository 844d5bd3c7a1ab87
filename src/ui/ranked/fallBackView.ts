// The ways of falling back drawn before one is picked (RK-1..RK-10, RK-8): while the rules ask the
// Active player to choose among equally good arrangements, each way's shifted regiments are ghosted
// at their new places with arrows from where they stand, the way under the keyboard focus or the
// pointer in the question ringed and its arrows drawn strong. The ways are the rules' own search
// (geometry/fallBack.ts, run on the same input the rules give it), never worked out here.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { BoardArrow, BoardOverlays, BoardUnit } from '../../board/types';
import type { Lang } from '../../i18n';
import { fallBackInput } from '../../rules/ranked/combat/fallBackStep';
import { blockCentre } from '../../rules/ranked/geometry/block';
import { fallBack, type FallBackOutcome } from '../../rules/ranked/geometry/fallBack';
import type { RkState } from '../../rules/ranked/types';
import type { Question } from '../panels/QuestionPrompt';
import { rkb } from './boardStrings';

/** Which way of falling back the question's focus or pointer is on (0-based), or null. */
export const useShiftShown = create<{ shown: number | null }>()(subscribeWithSelector((): { shown: number | null } => ({ shown: null })));

const cache = new WeakMap<RkState, FallBackOutcome[]>();

/** The ways of falling back the rules ask the Active player to pick among now (none when not asked). */
export function shiftWays(s: RkState): FallBackOutcome[] {
  let out = cache.get(s);
  if (out) return out;
  out = [];
  if (s.phase === 'combat') {
    for (const c of s.combats) {
      const p = c.pending;
      if (p?.kind === 'fallBack') out = fallBack(fallBackInput(s, c, p.casualties)).alternatives.slice(0, p.options);
    }
  }
  cache.set(s, out);
  return out;
}

/** The ghost of a shifted regiment in way `way` (a board id that names no regiment). */
export const shiftGhostId = (unit: string, way: number): string => `shift:${way}:${unit}`;

/**
 * The board's additions for the ways of falling back: a ghost of each shifted regiment (a copy of
 * its drawn block, `unitOf`, moved to its new place) and an arrow from its place; the shown way's
 * ghosts ringed and its arrows in focus.
 */
export function shiftOverlay(s: RkState, shown: number | null, lang: Lang, unitOf: (id: string) => BoardUnit | undefined, name: (id: string) => string): { units: BoardUnit[]; arrows: BoardArrow[]; rings: BoardOverlays['rings'] } {
  const units: BoardUnit[] = [];
  const arrows: BoardArrow[] = [];
  const rings: BoardOverlays['rings'] = [];
  shiftWays(s).forEach((way, i) => {
    for (const m of way.moves) {
      const was = s.regiments.find((r) => r.id === m.unit);
      const drawn = unitOf(m.unit);
      if (!was || !drawn || drawn.shape?.kind !== 'block') continue;
      const to = blockCentre(m.block);
      const id = shiftGhostId(m.unit, i);
      units.push({ ...drawn, id, x: to.x, y: to.y, shape: { ...drawn.shape, facing: m.block.facing }, gone: true, spent: false, leader: false, label: rkb(lang, 'shift.ghost', { unit: name(m.unit), n: i + 1 }) });
      arrows.push({ from: blockCentre(was.block), to, focus: i === shown });
      if (i === shown) rings.push({ id, kind: 'charge' });
    }
  });
  return { units, arrows, rings };
}

/** The question with each way of falling back showing itself on the board while focused or pointed at. */
export function withShiftShown(s: RkState, q: Question | null): Question | null {
  if (!q || shiftWays(s).length < 2) return q;
  let way = 0;
  const options = q.options.map((o) => {
    if (!o.id.startsWith('fallBack-')) return o;
    const i = way++;
    return { ...o, onShow: (on: boolean) => showShift(on ? i : null, i) };
  });
  return { ...q, options };
}

/** Shows way `i` (or, with null, stops showing way `was` if it is the one shown). */
function showShift(i: number | null, was: number): void {
  const now = useShiftShown.getState().shown;
  if (i !== null) useShiftShown.setState({ shown: i });
  else if (now === was) useShiftShown.setState({ shown: null });
}
