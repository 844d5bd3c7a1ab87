// Bitmap fonts of the hex board: every label, chip, badge and cost shares two glyph atlases, so
// text adds no textures (and no texture binds) per label. White glyphs, tinted per use.
import { BitmapFont, BitmapText } from 'pixi.js';
import { hexPalette } from './hexPalette';

/** White with a dark outline (reads on any ground); tint it for colour. */
export const FONT_STROKED = 'WartableHexStroked';
/** White, no outline (on chips and badges). */
export const FONT_PLAIN = 'WartableHexPlain';
/** Size the fonts are drawn at; a BitmapText of fontSize n is scaled by n / FONT_SIZE. */
export const FONT_SIZE = 16;

let installed = false;

export function installHexFonts(): void {
  if (installed) return;
  installed = true;
  // No kerning table: the board's labels are short (costs, ranges, weapon letters) and measuring
  // every pair of 95 glyphs costs about half a second when a match opens.
  const common = { chars: [[' ', '~']] as string[][], resolution: 2, padding: 4, skipKerning: true };
  BitmapFont.install({
    ...common,
    name: FONT_STROKED,
    style: { fontFamily: hexPalette.font, fontSize: FONT_SIZE, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x111111, width: 4, join: 'round' } },
  });
  BitmapFont.install({
    ...common,
    name: FONT_PLAIN,
    style: { fontFamily: hexPalette.font, fontSize: FONT_SIZE, fontWeight: '800', fill: 0xffffff },
  });
}

/** A centred bitmap text of `size` pixels in one of the board's fonts, tinted `color`. */
export function hexText(text: string, font: string, size: number, color = 0xffffff): BitmapText {
  installHexFonts();
  const t = new BitmapText({ text, style: { fontFamily: font, fontSize: size }, anchor: 0.5 });
  t.tint = color;
  return t;
}
