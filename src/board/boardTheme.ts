// The boards' colours follow the game system's theme: the design tokens `--board-*`
// (src/ui/theme/tokens.css, set per system in src/ui/<system>/theme.css) are read from the
// `[data-system]` element the board is mounted in, and the palettes take them before anything is
// drawn. Without a theme (the tests, the benchmark pages) the palettes keep their own defaults.
import { hexPalette } from './hex/hexPalette';
import { palette } from './palette';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Each token and the table palette's and hex palette's entries it sets. */
export const BOARD_TOKENS = {
  '--board-surround': { table: 'background', hex: 'background' },
  '--board-table': { table: 'surface' },
  '--board-grid': { table: 'gridMajor', hex: 'grid' },
  '--board-edge': { table: 'tableEdge', hex: 'mapEdge' },
  '--board-roof': { table: 'roof' },
  '--board-label': { table: 'buildingName' },
  '--board-name': { table: 'nameText', hex: 'counterText' },
  '--board-name-edge': { table: 'textStroke' },
  '--board-selected': { table: 'selected', hex: 'selected' },
} as const satisfies Record<string, { table?: keyof typeof palette; hex?: keyof typeof hexPalette }>;

export type BoardToken = keyof typeof BOARD_TOKENS;

const TABLE_DEFAULTS = { ...palette };
const HEX_DEFAULTS = { ...hexPalette };

/** A CSS colour as 0xRRGGBB: '#rgb', '#rrggbb' or 'rgb(r, g, b)'; null for anything else. */
export function cssColour(value: string): number | null {
  const v = value.trim().toLowerCase();
  let m = /^#([0-9a-f]{6})$/.exec(v);
  if (m) return parseInt(m[1]!, 16);
  m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (m) return parseInt(`${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`, 16);
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(v);
  if (m) return (Number(m[1]) << 16) | (Number(m[2]) << 8) | Number(m[3]);
  return null;
}

/** The board colours a theme sets, from a token reader (pure: the tests pass a map). */
export function boardColours(read: (token: BoardToken) => string): Partial<Record<BoardToken, number>> {
  const out: Partial<Record<BoardToken, number>> = {};
  for (const token of Object.keys(BOARD_TOKENS) as BoardToken[]) {
    const c = cssColour(read(token) ?? '');
    if (c !== null) out[token] = c;
  }
  return out;
}

/** Sets both palettes: their defaults, then what the theme's tokens say. */
export function applyBoardColours(colours: Partial<Record<BoardToken, number>>): void {
  const table = palette as unknown as Mutable<Record<string, unknown>>;
  const hex = hexPalette as unknown as Mutable<Record<string, unknown>>;
  Object.assign(table, TABLE_DEFAULTS);
  Object.assign(hex, HEX_DEFAULTS);
  for (const [token, colour] of Object.entries(colours) as [BoardToken, number][]) {
    const to: { table?: string; hex?: string } = BOARD_TOKENS[token];
    if (to.table) table[to.table] = colour;
    if (to.hex) hex[to.hex] = colour;
  }
}

/** Reads the theme of the `[data-system]` element around `el` into the palettes (call before drawing). */
export function themeBoard(el: HTMLElement): void {
  const themed = el.closest('[data-system]') ?? el;
  const style = getComputedStyle(themed);
  applyBoardColours(boardColours((token) => style.getPropertyValue(token)));
}
