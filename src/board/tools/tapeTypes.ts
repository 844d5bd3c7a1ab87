// What a free tape measure shows, answered by the system's screens (the board knows no rules):
// the distance and the line of sight along the tape, with its reasons.
import type { Vec } from '../../core/table/types';

/** The sight along a tape: clear, something in the way (cover, hindrance), or blocked. */
export type TapeSight = 'clear' | 'cover' | 'blocked' | 'none';

export interface TapeProbe {
  /** Where the tape starts and ends when the system snaps it (a hex centre, a base); the pointer's points otherwise. */
  from?: Vec;
  to?: Vec;
  /** Points along the tape to mark, in world units: the hexes it passes, what is in the way, where it is blocked. */
  marks?: { at: Vec; kind: 'step' | 'cover' | 'blocked' }[];
  sight: TapeSight;
  /** The text drawn by the tape's end: the distance and the sight in a few words. */
  label: string;
  /** The full reading for the page (and screen readers): the distance, the sight and every reason. */
  lines: readonly string[];
}

/** What the page shows of the last tape laid (null when it is cleared). */
export interface TapeReading {
  sight: TapeSight;
  lines: readonly string[];
}
