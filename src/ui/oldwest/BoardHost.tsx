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
import { useBoardTools } from '../match/boardTools';
import { owTape } from './tape';

export interface BoardHostProps {
  label: string;
  onReady(handle: BoardHandle | null): void;
}

export function BoardHost({ label, onReady }: BoardHostProps) {
  const t = useT();
  const { el, ready } = useBoardHost<BoardHandle>(
    async (node) => (await import('../../board/createBoard')).createBoard(node, {
      onIntent: (i) => {
        if (i.type === 'hover') useBoardTools.getState().setHover(i.unitId);
        if (!replayStore.getState().on) onIntent(i);
      },
      probe: (id, at) => probe(useSettings.getState().lang, id, at),
      measure: (a, b) => {
        const s = shownMatch().state as OWState | null;
        return s?.system === 'oldwest' ? owTape(s, useSettings.getState().lang, a, b) : null;
      },
      onTape: (r) => useBoardTools.getState().setTape(r),
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
      const hooks = window as unknown as { __wartableBoard?: BoardHandle };
      hooks.__wartableBoard = h;
      return [
        // The test hook lets go of a closed board, so it does not outlive its match.
        () => {
          if (hooks.__wartableBoard === h) delete hooks.__wartableBoard;
        },
        subscribeShown(push),
        // Table labels (Saloon, Dry wash...) re-worded at once when the player switches language;
        // the sides recoloured when the colour-blind-safe sides are turned on or off.
        useSettings.subscribe((now, before) => { if (now.lang !== before.lang || now.safeSides !== before.safeSides) push(); }),
        useUi.subscribe((u) => [u.selectedId, u.aimId] as const, push, {
          equalityFn: (a, b) => a.every((v, i) => v === b[i]),
        }),
        useOwUi.subscribe((u) => [u.moveTo, u.focusFightId] as const, push, {
          equalityFn: (a, b) => a.every((v, i) => v === b[i]),
        }),
      ];
    },
    onReady,
    [onReady],
    label,
  );
  return (
    <>
      <div ref={el} className="board-canvas" data-testid="board" />
      {!ready && <p className="board-loading" role="status">{t('board.loading')}</p>}
    </>
  );
}
