// Dragging a regiment on the rank-and-flank table (mouse, pen or touch): the board pulls the block
// (it stays put) and each pull plans the legal move it snaps to (dragMove.ts), so the ghost, the
// wheel's arc and the dock's Commit show that move as the dock's buttons would have planned it.
// Letting go keeps the plan for Commit; Escape or a second finger puts the plan back as it was.
import type { BoardIntent, DragMode, DragProbe } from '../../board/types';
import type { Vec } from '../../core/table/types';
import type { Lang } from '../../i18n';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { replayStore } from '../../store/replayStore';
import { useUi } from '../../store/uiStore';
import { blockCentre } from '../../rules/ranked/geometry/block';
import { rkb } from './boardStrings';
import { ownSelected } from './boardView';
import { currentState } from './controller';
import { readDrag } from './dragMove';
import { movesOf } from './panel';
import { useRkUi } from './rkUi';

/** The active player's regiment `id` in the movement phase, with a legal move left. */
function movable(s: RkState | null, id: string) {
  if (!s || s.phase !== 'move' || replayStore.getState().on) return null;
  const r = ownSelected(s, id);
  return r && Object.keys(movesOf(s, r.id)).length > 0 ? r : null;
}

export const canDragRegiment = (id: string): boolean => movable(currentState(), id) !== null;

/** A regiment is always pulled (it stays where it is; its ghost shows the move). */
export const dragModeOf = (): DragMode => 'pull';

export function probeDrag(lang: Lang, id: string, at: Vec, grab: Vec): DragProbe {
  const s = currentState();
  const r = movable(s, id);
  if (!s || !r) return { path: [], end: at, ok: false, label: rkb(lang, 'drag.notYours') };
  const d = readDrag(s, r, at, grab, lang);
  return { path: d.path, end: blockCentre(r.block), ok: d.plan !== null, label: d.label };
}

const same = (a: RkAction | null, b: RkAction | null): boolean => a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));

/** The plan before the pull began, put back if it is cancelled (or let go on no move). */
let before: { unit: string; plan: RkAction | null } | null = null;

export function onPull(intent: Extract<BoardIntent, { type: 'pullUnit' }>, lang: Lang): void {
  const s = currentState();
  const r = movable(s, intent.unitId);
  const ui = useRkUi.getState();
  if (!s || !r) return;
  if (!before || before.unit !== r.id) {
    const selected = useUi.getState().selectedId === r.id;
    if (!selected) useUi.getState().select(r.id);
    before = { unit: r.id, plan: selected ? ui.plan : null };
  }
  const { plan } = readDrag(s, r, { x: intent.x, y: intent.y }, intent.grab ?? { x: 0, y: 0 }, lang);
  const back = intent.phase === 'cancel' || (intent.phase === 'release' && !plan);
  const next = back ? before.plan : plan;
  if (!same(next, useRkUi.getState().plan)) useRkUi.getState().setPlan(next);
  if (intent.phase !== 'move') before = null;
}
