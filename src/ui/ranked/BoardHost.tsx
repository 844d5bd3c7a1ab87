// The rank-and-flank table: the shared table-board host fed with the view of the shown state
// (the blocks, the planned move's ghost, the charge aimed) and the screen's controller; the active
// player's regiments are dragged to plan a move (dragControl.ts).
import type { BoardHandle } from '../../board/types';
import type { RkState } from '../../rules/ranked/types';
import { shownMatch } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { TableBoardHost, type TableBoardWiring } from '../match/TableBoardHost';
import { buildBoardView } from './boardView';
import { onIntent } from './controller';
import { useShiftShown } from './fallBackView';
import { canDragRegiment, dragModeOf, onPull, probeDrag } from './dragControl';
import { useRkUi } from './rkUi';

const WIRING: TableBoardWiring = {
  board: {
    onIntent: (i) => (i.type === 'pullUnit' ? onPull(i, useSettings.getState().lang) : onIntent(i, useSettings.getState().lang)),
    canDrag: canDragRegiment,
    dragMode: dragModeOf,
    probe: (id, at, grab) => probeDrag(useSettings.getState().lang, id, at, grab),
  },
  view() {
    const s = shownMatch().state as RkState | null;
    if (!s || s.system !== 'ranked') return null;
    const ui = useUi.getState();
    return buildBoardView(s, { selectedId: ui.selectedId, aimId: ui.aimId, plan: useRkUi.getState().plan, lang: useSettings.getState().lang, shift: useShiftShown.getState().shown });
  },
  watch: (push) => [useRkUi.subscribe((u) => u.plan, push), useShiftShown.subscribe((u) => u.shown, push)],
};

export function BoardHost({ label, onReady }: { label: string; onReady(handle: BoardHandle | null): void }) {
  return <TableBoardHost label={label} onReady={onReady} wiring={WIRING} />;
}
