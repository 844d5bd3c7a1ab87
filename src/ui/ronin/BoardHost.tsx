// Hosts the PixiJS table board (loaded lazily) for a Ronin match and feeds it from the stores:
// board updates and drags never go through React state.
import type { BoardHandle } from '../../board/types';
import type { RoState } from '../../rules/ronin/types';
import { viewerOf, viewFor } from '../../store/playerView';
import { replayStore, shownMatch, subscribeShown } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { ronin } from '../../rules/ronin';
import { useT } from '../../i18n';
import { useBoardTools } from '../match/boardTools';
import { useBoardHost } from '../match/useBoardHost';
import { buildBoardView } from './boardView';
import { canDrag, onIntent, probe } from './controller';
import { useRoUi } from './roUi';
import { ro } from './strings';

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
      label,
    }),
    (h) => {
      const push = () => {
        const live = shownMatch().state as RoState | null;
        if (!live || live.system !== 'ronin') return;
        const s = viewFor(ronin, live, viewerOf(ronin, live)) as RoState;
        const lang = useSettings.getState().lang;
        h.setView(buildBoardView(s, { ...useUi.getState(), ...useRoUi.getState(), unloaded: ro(lang, 'board.unloaded') }));
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
        useRoUi.subscribe((u) => u.moveTo, push),
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
