// The two sides' colours as the player sees them. A scenario or posse gives each side its colour;
// with the colour-blind-safe setting on, side 1 is blue and side 2 orange (Okabe and Ito's palette,
// told apart under protanopia, deuteranopia and tritanopia, and by lightness alone), and side 2's
// pieces carry a striped pattern on the board, so the sides differ by more than hue.
import { settingsStore } from '../../store/settingsStore';

/** Okabe-Ito blue (0, 114, 178) and orange (230, 159, 0). */
export const SAFE_SIDE_COLOURS: readonly [number, number] = [0x0072b2, 0xe69f00];

/** The colour a side is shown in: its own, or the safe one when the setting is on. */
export function sideColour(side: 0 | 1, own: number, safe = settingsStore.getState().safeSides): number {
  return safe ? SAFE_SIDE_COLOURS[side] : own;
}

/** The same as a CSS colour ('#0072b2'). */
export function sideCss(side: 0 | 1, own: number, safe = settingsStore.getState().safeSides): string {
  return `#${sideColour(side, own, safe).toString(16).padStart(6, '0')}`;
}

/** Side 2's pieces are striped when the safe sides are on (a second cue besides colour). */
export function sidePattern(side: 0 | 1, safe = settingsStore.getState().safeSides): 'stripes' | undefined {
  return safe && side === 1 ? 'stripes' : undefined;
}
