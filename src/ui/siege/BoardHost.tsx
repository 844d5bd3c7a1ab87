// Hosts the PixiJS table board (loaded lazily) for a siege and feeds it from the stores: board
// updates and drags never go through React state.
import type { BoardHandle } from '../../board/types';
import { useT } from '../../i18n';
import { siege } from '../../rules/siege';
import type { SgState } from '../../rules/siege/types';
import { viewerOf, viewFor } from '../../store/playerView';
import { replayStore, shownMatch, subscribeShown } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { useBoardTools } from '../match/boardTools';
import { useBoardHost } from '../match/useBoardHost';
import { buildBoardView } from './boardView';
import { canDrag, dragMode, onIntent, probe } from './controller';
import { useSgUi } from './sgUi';

export function BoardHost({ label, onReady }: { label: string; onReady(handle: BoardHandle | null): void }) {
  const t = useT();
  const { el, ready } = useBoardHost<BoardHandle>(
    async (node) => (await import('../../board/createBoard')).createBoard(node, {
      onIntent: (i) => {
        if (i.type === 'hover') useBoardTools.getState().setHover(i.unitId);
        if (!replayStore.getState().on) onIntent(i, useSettings.getState().lang);
      },
      probe: (id, at) => probe(useSettings.getState().lang, id, at),
      onTape: (r) => useBoardTools.getState().setTape(r),
      canDrag: (id) => !replayStore.getState().on && canDrag(id),
      dragMode,
      label,
    }),
    (h) => {
      const push = () => {
        const live = shownMatch().state as SgState | null;
        if (!live || live.system !== 'siege') return;
        const s = viewFor(siege, live, viewerOf(siege, live)) as SgState;
        const ui = useUi.getState();
        const sgUi = useSgUi.getState();
        h.setView(buildBoardView(s, { selectedId: ui.selectedId, aimId: ui.aimId, moveTo: sgUi.moveTo, aim: sgUi.aim, aimAt: sgUi.aimAt, power: sgUi.power, lang: useSettings.getState().lang }));
      };
      push();
      const hooks = window as unknown as { __wartableBoard?: BoardHandle };
      hooks.__wartableBoard = h;
      return [
        () => {
          if (hooks.__wartableBoard === h) delete hooks.__wartableBoard;
        },
        subscribeShown(push),
        useSettings.subscribe((now, before) => { if (now.lang !== before.lang || now.safeSides !== before.safeSides) push(); }),
        useUi.subscribe((u) => [u.selectedId, u.aimId, u.handedTo] as const, push, { equalityFn: (a, b) => a.every((v, i) => v === b[i]) }),
        useSgUi.subscribe((u) => [u.moveTo, u.aim, u.aimAt, u.power] as const, push, { equalityFn: (a, b) => a.every((v, i) => v === b[i]) }),
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
