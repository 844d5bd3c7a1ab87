// The Firepower screen's own choices while a player plans: the hex under the pointer or last
// tapped, the stack opened into a list, the fire orders being written, the grenade's side on a
// vertex line. Nothing here is part of the match.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { HexCoord } from '../../core/hex/types';

export interface FireOrders {
  mode: 'auto' | 'semi';
  /** Bursts (automatic) or shots (semi-automatic) per target id. */
  counts: Record<string, number>;
  /** MF declared for after the fire (FP-30), 0..2. */
  after: number;
}

export interface FpUiState {
  hover: HexCoord | null;
  /** The hex last tapped (shown in the hex panel, with the line of sight to it). */
  inspect: HexCoord | null;
  /** The hex whose stack is opened into a list. */
  stack: HexCoord | null;
  /** A hex chosen to throw a grenade at (its spread diagram is drawn). */
  grenadeAt: HexCoord | null;
  vertex: 'left' | 'right';
  orders: FireOrders | null;
  setHover(h: HexCoord | null): void;
  setInspect(h: HexCoord | null): void;
  openStack(h: HexCoord | null): void;
  aimGrenade(h: HexCoord | null): void;
  setVertex(v: 'left' | 'right'): void;
  setOrders(o: FireOrders | null): void;
  reset(): void;
}

const EMPTY = { hover: null, inspect: null, stack: null, grenadeAt: null, vertex: 'right' as const, orders: null };
const same = (a: HexCoord | null, b: HexCoord | null) => a === b || (!!a && !!b && a.q === b.q && a.r === b.r);

export const useFpUi = create<FpUiState>()(
  subscribeWithSelector((set, get) => ({
    ...EMPTY,
    setHover: (hover) => { if (!same(hover, get().hover)) set({ hover }); },
    setInspect: (inspect) => set({ inspect }),
    openStack: (stack) => set({ stack }),
    aimGrenade: (grenadeAt) => set({ grenadeAt, vertex: 'right' }),
    setVertex: (vertex) => set({ vertex }),
    setOrders: (orders) => set({ orders }),
    reset: () => set(EMPTY),
  })),
);
