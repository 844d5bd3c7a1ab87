// Hosts the PixiJS hex board (loaded lazily) and feeds it from the stores, outside React.
import { useEffect, useRef } from 'react';
import type { HexBoardHandle } from '../../board/hex/types';
import type { FPState } from '../../rules/firepower/types';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { onHexIntent } from '../firepower/controller';
import { buildHexView } from '../firepower/view';

export function HexBoardHost({ label, onReady }: { label: string; onReady(h: HexBoardHandle | null): void }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let handle: HexBoardHandle | null = null;
    let cancelled = false;
    const unsubs: (() => void)[] = [];
    (async () => {
      const { createHexBoard } = await import('../../board/hex/createHexBoard');
      if (cancelled || !el.current) return;
      const h = await createHexBoard(el.current, { onIntent: onHexIntent, label });
      if (cancelled) return h.destroy();
      handle = h;
      const push = () => {
        const s = matchStore.getState().state as FPState | null;
        if (s?.system === 'firepower') h.setView(buildHexView(s, useUi.getState()));
      };
      push();
      h.fit();
      unsubs.push(matchStore.subscribe((st) => st.state, push));
      unsubs.push(useUi.subscribe((u) => [u.selectedId, u.aimId] as const, push, { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] }));
      onReady(h);
      (window as unknown as { __wartableHexBoard?: HexBoardHandle }).__wartableHexBoard = h;
    })().catch((e: unknown) => useUi.getState().setToast(`The board could not start: ${e instanceof Error ? e.message : String(e)}`));
    return () => {
      cancelled = true;
      unsubs.forEach((u) => u());
      handle?.destroy();
      onReady(null);
    };
  }, [label, onReady]);
  return <div ref={el} className="board-canvas" data-testid="hex-board" />;
}
