// The Old West table: the shared table-board host fed with Old West's view (the route of the last
// move drawn) and its controller.
import type { BoardHandle } from '../../board/types';
import type { OWState } from '../../rules/oldwest/types';
import { shownMatch } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { sameList, TableBoardHost, type TableBoardWiring } from '../match/TableBoardHost';
import { buildBoardView, lastRoute } from './boardView';
import { canDrag, onIntent, probe } from './controller';
import { useOwUi } from './owUi';
import { tapeNow } from './tapeLazy';

export interface BoardHostProps {
  label: string;
  onReady(handle: BoardHandle | null): void;
}

const WIRING: TableBoardWiring = {
  board: {
    onIntent,
    probe: (id, at) => probe(useSettings.getState().lang, id, at),
    canDrag,
    measure: (a, b) => {
      const s = shownMatch().state as OWState | null;
      // No reading until the tape's code has come (measuring mode fetches it as it is switched on).
      const tape = tapeNow();
      return s?.system === 'oldwest' && tape ? tape.owTape(s, useSettings.getState().lang, a, b) : null;
    },
  },
  view() {
    const { state, log, actions } = shownMatch();
    const s = state as OWState | null;
    if (!s || s.system !== 'oldwest') return null;
    const last = actions - 1;
    const recent = log.filter((e) => e.action === last).map((e) => e.event);
    const view = buildBoardView(s, { ...useUi.getState(), ...useOwUi.getState() }, lastRoute(recent));
    (window as unknown as { __wartableBoardView?: unknown }).__wartableBoardView = view;
    return view;
  },
  watch: (push) => [useOwUi.subscribe((u) => [u.moveTo, u.focusFightId] as const, push, sameList)],
};

export function BoardHost({ label, onReady }: BoardHostProps) {
  return <TableBoardHost label={label} onReady={onReady} wiring={WIRING} />;
}
