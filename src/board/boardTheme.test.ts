import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBoardColours, BOARD_TOKENS, boardColours, cssColour, type BoardToken } from './boardTheme';
import { hexPalette } from './hex/hexPalette';
import { palette } from './palette';

/** The `--board-*` tokens a CSS file sets (tokens.css's defaults, or a system's theme). */
function tokensIn(file: string): Record<string, string> {
  const css = readFileSync(file, 'utf8');
  return Object.fromEntries([...css.matchAll(/(--board-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** The board colours of a system: the defaults from tokens.css, then its theme's. */
function themeColours(system: string): Partial<Record<BoardToken, number>> {
  const tokens = { ...tokensIn('src/ui/theme/tokens.css'), ...tokensIn(`src/ui/${system}/theme.css`) };
  return boardColours((t) => tokens[t] ?? '');
}

afterEach(() => applyBoardColours({}));

describe('the boards take their colours from the system theme', () => {
  it('reads CSS colours as numbers and ignores what is not a colour', () => {
    expect(cssColour('#5cf2ff')).toBe(0x5cf2ff);
    expect(cssColour(' #abc ')).toBe(0xaabbcc);
    expect(cssColour('rgb(1, 2, 3)')).toBe(0x010203);
    expect(cssColour('var(--x)')).toBeNull();
    expect(boardColours(() => '')).toEqual({});
  });

  it('declares every board token in tokens.css with the Old West board as it was drawn before', () => {
    const defaults = tokensIn('src/ui/theme/tokens.css');
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(BOARD_TOKENS).sort());
    const before = { ...palette };
    applyBoardColours(themeColours('oldwest'));
    expect({ ...palette }).toEqual(before);
  });

  it('gives the Firepower map room, the siege and the other themes boards of their own', () => {
    const looks = ['oldwest', 'firepower', 'siege', 'ronin', 'ranked'].map((id) => JSON.stringify(themeColours(id)));
    expect(new Set(looks).size).toBe(looks.length);
    applyBoardColours(themeColours('firepower'));
    expect(hexPalette.background).toBe(0x161a10);
    expect(hexPalette.grid).toBe(0x3d4226);
    applyBoardColours(themeColours('siege'));
    expect(palette.surface).toBe(0x6cc24a);
    expect(palette.nameText).toBe(0x1a1a1a);
    // A board mounted later in another system starts again from the defaults.
    applyBoardColours({});
    expect(palette.surface).toBe(0x7f7a52);
    expect(hexPalette.background).toBe(0x1f1a14);
  });
});
