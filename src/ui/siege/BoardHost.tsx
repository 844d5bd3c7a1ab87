// The siege's table: the shared table-board host fed with the siege's view (the cannon's aim and
// arc, a knight's move) and its controller, whose cannon is pulled back to aim.
import type { BoardHandle } from '../../board/types';
import { siege } from '../../rules/siege';
import type { SgState } from '../../rules/siege/types';
import { viewerOf, viewFor } from '../../store/playerView';
import { shownMatch } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { sameList, TableBoardHost, type TableBoardWiring } from '../match/TableBoardHost';
import { buildBoardView } from './boardView';
import { canDrag, dragMode, onIntent, probe } from './controller';
import { useSgUi } from './sgUi';

const WIRING: TableBoardWiring = {
  board: {
    onIntent: (i) => onIntent(i, useSettings.getState().lang),
    probe: (id, at) => probe(useSettings.getState().lang, id, at),
    canDrag,
    dragMode,
  },
  view() {
    const live = shownMatch().state as SgState | null;
    if (!live || live.system !== 'siege') return null;
    const s = viewFor(siege, live, viewerOf(siege, live)) as SgState;
    const ui = useUi.getState();
    const sgUi = useSgUi.getState();
    return buildBoardView(s, { selectedId: ui.selectedId, aimId: ui.aimId, moveTo: sgUi.moveTo, aim: sgUi.aim, aimAt: sgUi.aimAt, power: sgUi.power, lang: useSettings.getState().lang });
  },
  watch: (push) => [useSgUi.subscribe((u) => [u.moveTo, u.aim, u.aimAt, u.power] as const, push, sameList)],
};

export function BoardHost({ label, onReady }: { label: string; onReady(handle: BoardHandle | null): void }) {
  return <TableBoardHost label={label} onReady={onReady} wiring={WIRING} />;
}
