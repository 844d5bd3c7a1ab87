// Arithmetic that gives the same bits in every browser. A match is its seed plus its actions, so a
// record made in Chrome must replay to the same state in Firefox or Safari. IEEE 754 fixes the
// result of + - * / and Math.sqrt (correctly rounded), but not of Math.sin, cos, atan2, hypot,
// exp, log or pow: each engine has its own approximations, a last bit apart. The rules and core
// use these helpers instead (a test scans for the others: tests/unit/determinism.test.ts):
//
// - distances with Math.sqrt of a sum of squares (or squared distances against squared limits);
// - sines and cosines from a fixed polynomial evaluated with + - * / alone, so deterministic;
// - integer powers by repeated multiplication, in a fixed order;
// - a position the board makes from a pointer (a dragged spot) rounded to 1/1024 inch before it
//   enters an action, so a record holds short, exact numbers.
import type { Vec } from './table/types';

/** Positions the board sends are multiples of 1/GRID inch (about 0.025 mm). */
export const GRID = 1024;

/** `v` on the 1/1024-inch grid (halves go up; never -0, so JSON round trips keep the value). */
export const onGrid = (v: number): number => Math.round(v * GRID) / GRID + 0;

/** A point on the 1/1024-inch grid. */
export const gridPoint = (p: Vec): Vec => ({ x: onGrid(p.x), y: onGrid(p.y) });

/** Length of (dx, dy): the square root of the sum of squares, the same in every engine (Math.hypot is not). */
export const norm = (dx: number, dy: number): number => Math.sqrt(dx * dx + dy * dy);

/** x to a whole power n >= 0, by repeated multiplication (the ** operator may round differently per engine). */
export function powInt(x: number, n: number): number {
  let out = 1;
  for (let i = 0; i < n; i++) out *= x;
  return out;
}

// fdlibm's kernels (|r| <= pi/4) and its two-part pi/2 for the reduction: with k below 2^20,
// k * PIO2_HI is exact, so the reduced angle is as good as the polynomial.
const PIO2_HI = 1.57079632673412561417e0;
const PIO2_LO = 6.07710050650619224932e-11;
const S = [-1.66666666666666324348e-1, 8.33333333332248946124e-3, -1.98412698298579493134e-4,
  2.75573137070700676789e-6, -2.50507602534068634195e-8, 1.58969099521155010221e-10] as const;
const C = [4.16666666666666019037e-2, -1.38888888888741095749e-3, 2.48015872894767294178e-5,
  -2.75573143513906633035e-7, 2.08757232129817482790e-9, -1.13596475577881948265e-11] as const;

const kSin = (r: number): number => {
  const z = r * r;
  return r + r * z * (S[0] + z * (S[1] + z * (S[2] + z * (S[3] + z * (S[4] + z * S[5])))));
};
const kCos = (r: number): number => {
  const z = r * r;
  return 1 - 0.5 * z + z * z * (C[0] + z * (C[1] + z * (C[2] + z * (C[3] + z * (C[4] + z * C[5])))));
};

/** [cos a, sin a] for an angle in radians (|a| < 10^5), within 2e-16 of the true values, the same bits everywhere. */
export function cosSin(a: number): [number, number] {
  const k = Math.round(a / PIO2_HI);
  const r = a - k * PIO2_HI - k * PIO2_LO;
  const c = kCos(r);
  const s = kSin(r);
  switch (((k % 4) + 4) % 4) {
    case 0: return [c + 0, s + 0];
    case 1: return [-s + 0, c + 0];
    case 2: return [-c + 0, -s + 0];
    default: return [s + 0, -c + 0];
  }
}

/** The unit vector along (dx, dy), or null for the zero vector. */
export function unit(dx: number, dy: number): Vec | null {
  const l = norm(dx, dy);
  return l > 0 ? { x: dx / l, y: dy / l } : null;
}

/** `u` turned by `a` radians (clockwise on the table, where y runs down). */
export function turned(u: Vec, a: number): Vec {
  const [c, s] = cosSin(a);
  return { x: u.x * c - u.y * s, y: u.x * s + u.y * c };
}
