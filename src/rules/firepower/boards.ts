// Firepower's two geomorphic map boards (FP-GAP-4 terrain: clear, hill, depression, trees,
// scrub, rough; fences and hedges on hexsides), 20 columns x 30 rows each, drawn as text rows
// for hexMapFromRows ('.' clear, H hill, D depression, T trees, S scrub, R rough; odd rows are
// indented to show the odd-r stagger). They join east-west into one 40 x 30 map: both seam
// columns are clear except the sunken road on row 20, which runs on across the seam, and the
// fenced field (rows 1-5) and the hedged field (rows 23-28) that straddle it, whose fence and
// hedge lines run on from one board to the other.
import { axialToOffset, hexsideKey, neighbor, offsetToAxial } from '../../core/hex/hexMath';
import { hexMapFromRows, joinBoards } from '../../core/hex/hexMap';
import type { HexCoord, HexMapSpec, HexSide, HexsideFeature, HexsideSpec } from '../../core/hex/types';

export const BOARD_COLS = 20;
export const BOARD_ROWS = 30;

/**
 * A fenced or hedged field: a rectangle of hexes in offset coordinates (inclusive) whose
 * boundary carries `feature` on the edges named in `edges` (N, E, S, W). `gaps` are hexes
 * (col, row) left open in the boundary: gates and gaps in the hedge.
 */
interface Field {
  feature: HexsideFeature;
  cols: [number, number];
  rows: [number, number];
  edges: string;
  gaps?: [number, number][];
}

/**
 * The hexsides around a field. A side into a hex off the board's top or bottom is dropped, and
 * so is an E or W side into the next board; a N or S side into the next board is kept, so that
 * a field line crossing the seam of joined boards has no hole where it zigzags over it.
 */
function fieldSides(f: Field): HexsideSpec[] {
  const out: HexsideSpec[] = [];
  const inside = (col: number, row: number) => col >= f.cols[0] && col <= f.cols[1] && row >= f.rows[0] && row <= f.rows[1];
  const gap = (col: number, row: number) => (f.gaps ?? []).some(([c, r]) => c === col && r === row);
  for (let row = f.rows[0]; row <= f.rows[1]; row++) {
    for (let col = f.cols[0]; col <= f.cols[1]; col++) {
      if (gap(col, row)) continue;
      const h = offsetToAxial(col, row);
      for (const side of [0, 1, 2, 3, 4, 5] as HexSide[]) {
        const n = axialToOffset(neighbor(h, side));
        if (inside(n.col, n.row) || n.row < 0 || n.row >= BOARD_ROWS) continue;
        const edge = n.row < f.rows[0] ? 'N' : n.row > f.rows[1] ? 'S' : n.col < f.cols[0] ? 'W' : 'E';
        if (!f.edges.includes(edge)) continue;
        if ((edge === 'E' || edge === 'W') && (n.col < 0 || n.col >= BOARD_COLS)) continue;
        out.push({ q: h.q, r: h.r, side, feature: f.feature });
      }
    }
  }
  return out;
}

/** A board from its rows and fields; a hexside claimed as both fence and hedge is an error. */
function board(name: string, rows: readonly string[], fields: readonly Field[]): HexMapSpec {
  const sides = new Map<string, HexsideSpec>();
  for (const s of fields.flatMap(fieldSides)) {
    const had = sides.get(hexsideKey(s));
    if (had && had.feature !== s.feature) throw new Error(`board ${name}: hexside ${hexsideKey(s)} is both ${had.feature} and ${s.feature}`);
    if (!had) sides.set(hexsideKey(s), s);
  }
  const map = hexMapFromRows(rows, [...sides.values()], name);
  if (map.cols !== BOARD_COLS || map.rows !== BOARD_ROWS) throw new Error(`board ${name}: ${map.cols} x ${map.rows}`);
  return map;
}

// Board A (west): a wood in the north-west corner, a low hill in the middle with scrub on its
// flanks, a fenced paddock west of it, the sunken road bending across the south half with a
// hedge along it, a copse and rough ground in the south, and two fields open to the east seam.
const ROWS_A = [
  'TTTTTT...SS.........', // 0
  ' TTTTTTS...S.........',
  'TTTTT.S..RR.........',
  ' TTTT....RRR.........',
  '.TT.S....R..........',
  ' ..SS................', // 5
  '.........HHH........',
  ' ........HHHHHS......',
  '.......HHHHHHH......',
  ' ......SHHHHHHH......',
  '.......HHHHHHHS.....', // 10
  ' ........HHHHH.......',
  '.........HHH........',
  ' ..........S.....SS..',
  '...S...........SSS..',
  ' ................S...', // 15
  '.......RR...........',
  ' ......RRR...........',
  '....................',
  ' DDDDDD..............',
  '......DDDDDDDDDDDDDD', // 20
  ' ....................',
  '..TTT...............',
  ' .TTTTS.....RR.......',
  '.TTTT.....RRR.......',
  ' ..TT......RR........', // 25
  '....................',
  ' .......SS...........',
  '......SSS...........',
  ' ....................',
];

const FIELDS_A: Field[] = [
  // North field, open to the east: it runs on onto board B.
  { feature: 'fence', cols: [14, 19], rows: [1, 5], edges: 'NWS', gaps: [[14, 3]] },
  // Paddock west of the hill, with gates north and east.
  { feature: 'fence', cols: [1, 5], rows: [12, 17], edges: 'NESW', gaps: [[3, 12], [5, 15]] },
  // Hedges along the straight of the sunken road: north side to the seam, south side by the bend.
  { feature: 'hedge', cols: [10, 19], rows: [20, 20], edges: 'N' },
  { feature: 'hedge', cols: [6, 12], rows: [20, 20], edges: 'S' },
  // Bocage field in the south-east, open to the east: it runs on onto board B.
  { feature: 'hedge', cols: [14, 19], rows: [23, 28], edges: 'NWS', gaps: [[16, 28]] },
];

// Board B (east): a wood in the north with scrub at its edges, rough ground and a small knoll
// in the west, a gully (depression) running south from the wood into the sunken road, which
// crosses the whole board, a fenced field against the east edge, a spinney and scrub in the
// south, and the east halves of the two fields that straddle the seam.
const ROWS_B = [
  '....SS..............', // 0
  ' .....S.......TTTT...',
  '............TTTTTTT.',
  ' ...........TTTTTTTTS',
  '.....RR....STTTTTTT.',
  ' ....RRR.....TTTTTS..', // 5
  '.....R.......TTT....',
  ' ...............S....',
  '.......HHH..........',
  ' ......HHHH......SS..',
  '......HHH.......S...', // 10
  ' ...............D....',
  '..S...........DD....',
  ' .SS...........D.....',
  '..............DD....',
  ' ...TT.........D.....', // 15
  '..TTTS.......DD.....',
  ' ...TT.........D.....',
  '.............DD.....',
  ' .............D......',
  'DDDDDDDDDDDDDDDDDDDD', // 20
  ' ....................',
  '.........RR....SSS..',
  ' ........RRR....S....',
  '.........R..........',
  ' ..............TT....', // 25
  '.............TTTT...',
  ' ......SS.....TTT....',
  '.....SSS............',
  ' ....................',
];

const FIELDS_B: Field[] = [
  // The east half of board A's north field.
  { feature: 'fence', cols: [0, 3], rows: [1, 5], edges: 'NES', gaps: [[3, 3]] },
  // Field against the east edge, beside the gully, gate on the north side.
  { feature: 'fence', cols: [16, 19], rows: [12, 17], edges: 'NWS', gaps: [[18, 12]] },
  // Hedges along the sunken road: north side up to the gully's mouth, south side beyond it.
  { feature: 'hedge', cols: [0, 12], rows: [20, 20], edges: 'N' },
  { feature: 'hedge', cols: [14, 19], rows: [20, 20], edges: 'S' },
  // The east half of board A's bocage field.
  { feature: 'hedge', cols: [0, 4], rows: [23, 28], edges: 'NES', gaps: [[4, 25]] },
];

export const BOARD_A: HexMapSpec = board('A', ROWS_A, FIELDS_A);
export const BOARD_B: HexMapSpec = board('B', ROWS_B, FIELDS_B);

/** Boards A and B side by side, A to the west: a 40 x 30 map. */
export function joinedMap(): HexMapSpec {
  return joinBoards(BOARD_A, BOARD_B, 'east');
}

/** The crest of board A's hill: its three top hexes on row 9 (axial, same on the joined map). */
export const HILL_CREST: HexCoord[] = [offsetToAxial(9, 9), offsetToAxial(10, 9), offsetToAxial(11, 9)];
