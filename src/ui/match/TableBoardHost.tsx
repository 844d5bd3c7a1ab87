// Hosts the PixiJS table board (loaded lazily) for any system on a table and feeds it straight
// from the stores: board updates and drags never go through React state. A system gives its
// controller's answers (intents, drag probes, what may be dragged), the view of the shown state
// and the stores of its own screen that change that view; everything else is the same for all.
import type { BoardHandle, BoardOptions, BoardView } from '../../board/types';
import { useT } from '../../i18n';
import { replayStore, subscribeShown } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { useBoardTools } from './boardTools';
import { useBoardHost } from './useBoardHost';

type SameList = { equalityFn: (a: readonly unknown[], b: readonly unknown[]) => boolean };
/** For store subscriptions to a few fields: redraw when any of them changes. */
export const sameList: SameList = { equalityFn: (a, b) => a.length === b.length && a.every((v, i) => v === b[i]) };

export interface TableBoardWiring {
  /** The system's answers to the board (hover and the tape are handled here). */
  board: Pick<BoardOptions, 'onIntent' | 'probe' | 'canDrag' | 'dragMode' | 'measure'>;
  /** The board's view of the shown state, or null when the shown state is not this system's. */
  view(): BoardView | null;
  /** Subscriptions to the system's own screen stores that change the view; each calls `push`. */
  watch?(push: () => void): (() => void)[];
}

export interface TableBoardHostProps {
  label: string;
  onReady(handle: BoardHandle | null): void;
  /** Read once, when the board is created: keep it stable (a module-level object). */
  wiring: TableBoardWiring;
}

export function TableBoardHost({ label, onReady, wiring }: TableBoardHostProps) {
  const t = useT();
  const { el, ready } = useBoardHost<BoardHandle>(
    async (node) => (await import('../../board/createBoard')).createBoard(node, {
      ...wiring.board,
      onIntent: (i) => {
        if (i.type === 'hover') useBoardTools.getState().setHover(i.unitId);
        // A replay shows the match as it was: the table takes no orders then.
        if (!replayStore.getState().on) wiring.board.onIntent(i);
      },
      canDrag: (id) => !replayStore.getState().on && (wiring.board.canDrag?.(id) ?? false),
      onTape: (r) => useBoardTools.getState().setTape(r),
      label,
    }),
    (h) => {
      const push = () => {
        const view = wiring.view();
        if (view) h.setView(view);
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
        // Table labels re-worded at once when the player switches language; the sides recoloured
        // when the colour-blind-safe sides are turned on or off.
        useSettings.subscribe((now, before) => { if (now.lang !== before.lang || now.safeSides !== before.safeSides) push(); }),
        useUi.subscribe((u) => [u.selectedId, u.aimId, u.handedTo] as const, push, sameList),
        ...(wiring.watch?.(push) ?? []),
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
