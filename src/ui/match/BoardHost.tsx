// Hosts the PixiJS board (loaded lazily) and feeds it straight from the stores: board updates and
// drags never go through React state.
import { useEffect, useRef } from 'react';
import type { BoardHandle } from '../../board/types';
import type { OWState } from '../../rules/oldwest/types';
import { matchStore } from '../../store/matchStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { buildBoardView, lastRoute } from '../oldwest/boardView';
import { canDrag, onIntent, probe } from '../oldwest/controller';

export interface BoardHostProps {
  label: string;
  onReady(handle: BoardHandle | null): void;
}

export function BoardHost({ label, onReady }: BoardHostProps) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let handle: BoardHandle | null = null;
    let cancelled = false;
    const unsubs: (() => void)[] = [];
    (async () => {
      const { createBoard } = await import('../../board/createBoard');
      if (cancelled || !el.current) return;
      const h = await createBoard(el.current, {
        onIntent,
        probe: (id, at) => probe(useSettings.getState().lang, id, at),
        canDrag,
        label,
      });
      if (cancelled) return h.destroy();
      handle = h;
      const push = () => {
        const { state, log, record } = matchStore.getState();
        const s = state as OWState | null;
        if (!s) return;
        const last = (record?.actions.length ?? 0) - 1;
        const recent = log.filter((e) => e.action === last).map((e) => e.event);
        h.setView(buildBoardView(s, useUi.getState(), lastRoute(recent)));
      };
      push();
      h.fit();
      unsubs.push(matchStore.subscribe((st) => st.state, push));
      unsubs.push(useUi.subscribe((u) => [u.selectedId, u.aimId, u.moveTo, u.focusFightId] as const, push, {
        equalityFn: (a, b) => a.every((v, i) => v === b[i]),
      }));
      onReady(h);
      (window as unknown as { __wartableBoard?: BoardHandle }).__wartableBoard = h;
    })().catch((e: unknown) => useUi.getState().setToast(`The board could not start: ${e instanceof Error ? e.message : String(e)}`));
    return () => {
      cancelled = true;
      unsubs.forEach((u) => u());
      handle?.destroy();
      onReady(null);
    };
  }, [label, onReady]);
  return <div ref={el} className="board-canvas" data-testid="board" />;
}
