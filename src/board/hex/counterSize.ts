// How big a counter is drawn on screen: never under a minimum, however far out the zoom.

/**
 * Counters are never drawn smaller than this on screen (pixels across): zoomed out to fit a big
 * map they grow past their hex, so a player can still see whose they are, which way they face and
 * (by the glyph) what they carry.
 */
export const MIN_COUNTER_PX = 22;
/** How much a counter of `px` pixels is blown up to reach the minimum. */
export const counterBoost = (px: number): number => (px > 0 && px < MIN_COUNTER_PX ? MIN_COUNTER_PX / px : 1);
