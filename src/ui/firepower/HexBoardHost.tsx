// Hosts the PixiJS hex board (loaded lazily) and feeds it from the stores, outside React.
import type { HexBoardHandle } from '../../board/hex/types';
import type { FPState } from '../../rules/firepower/types';
import { matchStore } from '../../store/matchStore';
import { replayStore, shownMatch, subscribeShown } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { onHexIntent } from './controller';
import { useFpUi } from './fpUi';
import { buildHexView } from './view';
import { useBoardHost } from '../match/useBoardHost';
import { useT } from '../../i18n';
import { useBoardTools } from '../match/boardTools';
import { fpTape } from './tape';

export function HexBoardHost({ label, onReady }: { label: string; onReady(h: HexBoardHandle | null): void }) {
  const t = useT();
  const { el, ready } = useBoardHost<HexBoardHandle>(
    async (node) => (await import('../../board/hex/createHexBoard')).createHexBoard(node, {
      onIntent: (i) => { if (!replayStore.getState().on) onHexIntent(i); else if (i.type === 'hoverHex') useFpUi.getState().setHover(i.hex); },
      measure: (from, to) => {
        const s = shownMatch().state as FPState | null;
        return s?.system === 'firepower' ? fpTape(s, useSettings.getState().lang, from, to, useUi.getState().selectedId) : null;
      },
      onTape: (r) => useBoardTools.getState().setTape(r),
      label,
    }),
    (h) => {
      const push = () => {
        const m = matchStore.getState();
        const shown = shownMatch();
        const s = shown.state as FPState | null;
        if (s?.system !== 'firepower') return;
        const view = buildHexView(s, useUi.getState(), useFpUi.getState(), m.replay?.events[shown.actions - 1] ?? []);
        (window as unknown as { __wartableHexView?: unknown }).__wartableHexView = view;
        h.setView(view);
      };
      push();
      const hooks = window as unknown as { __wartableHexBoard?: HexBoardHandle; __wartableHexView?: unknown };
      hooks.__wartableHexBoard = h;
      return [
        // The test hooks let go of a closed board, so it does not outlive its match.
        () => {
          if (hooks.__wartableHexBoard === h) delete hooks.__wartableHexBoard;
          delete hooks.__wartableHexView;
        },
        subscribeShown(push),
        // The sides recoloured when the colour-blind-safe sides are turned on or off.
        useSettings.subscribe((now, before) => { if (now.safeSides !== before.safeSides) push(); }),
        useUi.subscribe((u) => [u.selectedId, u.aimId] as const, push, { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] }),
        useFpUi.subscribe((u) => [u.hover, u.inspect, u.grenadeAt, u.vertex] as const, push, { equalityFn: (a, b) => a.every((v, i) => v === b[i]) }),
      ];
    },
    onReady,
    [onReady],
    label,
  );
  return (
    <>
      <div ref={el} className="board-canvas" data-testid="hex-board" />
      {!ready && <p className="board-loading" role="status">{t('board.loading')}</p>}
    </>
  );
}
