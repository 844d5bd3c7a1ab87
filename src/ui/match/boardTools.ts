// The board's tools as the page sees them: the open board's handle (zoom, tape, focus, minimap),
// whether a press-drag measures, the last tape's reading, the unit under the pointer and the
// shortcut help. Shared by both boards; each system's board host feeds the tape and the hover.
import { create } from 'zustand';
import type { BoardTools, TapeReading } from '../../board/types';

export interface BoardToolsState {
  board: BoardTools | null;
  measuring: boolean;
  tape: TapeReading | null;
  /** The unit under the mouse (or long-pressed), whose card is shown. */
  hoverId: string | null;
  helpOpen: boolean;
  attach(board: BoardTools | null): void;
  setMeasuring(on: boolean): void;
  setTape(tape: TapeReading | null): void;
  clearTape(): void;
  setHover(id: string | null): void;
  setHelp(open: boolean): void;
}

export const useBoardTools = create<BoardToolsState>()((set, get) => ({
  board: null,
  measuring: false,
  tape: null,
  hoverId: null,
  helpOpen: false,
  attach: (board) => {
    board?.setMeasuring(false);
    set({ board, measuring: false, tape: null, hoverId: null });
  },
  setMeasuring: (measuring) => {
    get().board?.setMeasuring(measuring);
    set({ measuring });
  },
  setTape: (tape) => set({ tape }),
  clearTape: () => {
    get().board?.clearTape();
    set({ tape: null });
  },
  setHover: (hoverId) => { if (get().hoverId !== hoverId) set({ hoverId }); },
  setHelp: (helpOpen) => set({ helpOpen }),
}));
