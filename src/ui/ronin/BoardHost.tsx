// The Ronin table: the shared table-board host fed with the view of the player the screen was
// handed to (a split in secret stays hidden) and Ronin's controller.
import type { BoardHandle } from '../../board/types';
import { ronin } from '../../rules/ronin';
import type { RoState } from '../../rules/ronin/types';
import { viewerOf, viewFor } from '../../store/playerView';
import { shownMatch } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { TableBoardHost, type TableBoardWiring } from '../match/TableBoardHost';
import { buildBoardView } from './boardView';
import { canDrag, onIntent, probe } from './controller';
import { useRoUi } from './roUi';
import { ro } from './strings';

const WIRING: TableBoardWiring = {
  board: {
    onIntent: (i) => onIntent(i, useSettings.getState().lang),
    probe: (id, at) => probe(useSettings.getState().lang, id, at),
    canDrag,
  },
  view() {
    const live = shownMatch().state as RoState | null;
    if (!live || live.system !== 'ronin') return null;
    const s = viewFor(ronin, live, viewerOf(ronin, live)) as RoState;
    const lang = useSettings.getState().lang;
    return buildBoardView(s, { ...useUi.getState(), ...useRoUi.getState(), unloaded: ro(lang, 'board.unloaded'), lang });
  },
  watch: (push) => [useRoUi.subscribe((u) => u.moveTo, push)],
};

export function BoardHost({ label, onReady }: { label: string; onReady(handle: BoardHandle | null): void }) {
  return <TableBoardHost label={label} onReady={onReady} wiring={WIRING} />;
}
