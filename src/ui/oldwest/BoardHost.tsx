// Hosts the PixiJS table board (loaded lazily) and feeds it straight from the stores: board
// updates and drags never go through React state.
import type { BoardHandle } from '../../board/types';
import type { OWState } from '../../rules/oldwest/types';
import { replayStore, shownMatch, subscribeShown } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { useOwUi } from './owUi';
import { buildBoardView, lastRoute } from './boardView';
import { canDrag, onIntent, probe } from './controller';
import { useBoardHost } from '../match/useBoardHost';
import { useT } from '../../i18n';

export interface BoardHostProps {
  label: string;
  onReady(handle: BoardHandle | null): void;
}

export function BoardHost({ label, onReady }: BoardHostProps) {
  const t = useT();
  const { el, ready } = useBoardHost<BoardHandle>(
    async (node) => (await import('../../board/createBoard')).createBoard(node, {
      onIntent: (i) => { if (!replayStore.getState().on) onIntent(i); },
      probe: (id, at) => probe(useSettings.getState().lang, id, at),
      canDrag: (id) => !replayStore.getState().on && canDrag(id),
      label,
    }),
    (h) => {
      const push = () => {
        const { state, log, actions } = shownMatch();
        const s = state as OWState | null;
        if (!s) return;
        const last = actions - 1;
        const recent = log.filter((e) => e.action === last).map((e) => e.event);
        const view = buildBoardView(s, { ...useUi.getState(), ...useOwUi.getState() }, lastRoute(recent));
        (window as unknown as { __wartableBoardView?: unknown }).__wartableBoardView = view;
        h.setView(view);
      };
      push();
      (window as unknown as { __wartableBoard?: BoardHandle }).__wartableBoard = h;
      return [
        subscribeShown(push),
        useUi.subscribe((u) => [u.selectedId, u.aimId] as const, push, {
          equalityFn: (a, b) => a.every((v, i) => v === b[i]),
        }),
        useOwUi.subscribe((u) => [u.moveTo, u.focusFightId] as const, push, {
          equalityFn: (a, b) => a.every((v, i) => v === b[i]),
        }),
      ];
    },
    onReady,
    [label, onReady],
  );
  return (
    <>
      <div ref={el} className="board-canvas" data-testid="board" />
      {!ready && <p className="board-loading" role="status">{t('board.loading')}</p>}
    </>
  );
}
