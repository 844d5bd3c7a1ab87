// Where a range band's label goes: at the top of its outline, as before, unless that is off the
// map (a soldier near the top edge); then at the bottom, and failing both, held inside the map
// at the side nearest the band. Pure geometry in screen pixels (the map's box is 0..w, 0..h).

export interface BandLabelInput {
  /** Centre of the band's hex, pixels from the map's top-left. */
  cx: number;
  cy: number;
  /** Distance from the centre to the band's top (and bottom) edge, pixels. */
  reach: number;
  /** Label size, pixels. */
  w: number;
  h: number;
  /** The map's size, pixels. */
  mapW: number;
  mapH: number;
}

/** The label's centre, always with the whole label on the map (when the map is bigger than it). */
export function bandLabelAt(b: BandLabelInput): { x: number; y: number } {
  const halfW = b.w / 2;
  const halfH = b.h / 2;
  const fits = (y: number) => y - halfH >= 0 && y + halfH <= b.mapH;
  const above = b.cy - b.reach - halfH - 2;
  const below = b.cy + b.reach + halfH + 2;
  let y = fits(above) ? above : fits(below) ? below : Math.min(b.mapH - halfH, Math.max(halfH, b.cy - b.reach < 0 ? halfH + 2 : b.mapH - halfH - 2));
  y = Math.min(Math.max(y, halfH), Math.max(halfH, b.mapH - halfH));
  const x = Math.min(Math.max(b.cx, halfW), Math.max(halfW, b.mapW - halfW));
  return { x, y };
}
