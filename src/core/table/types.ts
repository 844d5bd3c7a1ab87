// Plain data for a miniatures table measured in inches. x grows to the right, y grows down
// (screen convention); the origin is the table's top-left corner.

export interface Vec {
  x: number;
  y: number;
}

/** Impassable, blocks sight. `poly` is a simple polygon (clockwise or not). */
export interface Building {
  id: string;
  kind: 'building';
  name?: string;
  poly: Vec[];
  /** Height in inches (walls a fighter could climb in the full rules). */
  height: number;
}

/** A linear obstacle: fences, walls, hedges. Crossed by a jump when 1/2" to 2" high. */
export interface Barrier {
  id: string;
  kind: 'fence' | 'wall';
  a: Vec;
  b: Vec;
  /** Height in inches. */
  height: number;
}

/** Ground that costs double to cross (rocks, a creek, scrub). Does not block sight. */
export interface DifficultGround {
  id: string;
  kind: 'difficult';
  name?: string;
  poly: Vec[];
}

/**
 * A raised floor (a loading dock, a boardwalk, a balcony): fighters on it stand `height` above the
 * ground. Its edges are drops, except the ones listed in `stairs` (edge i runs from poly[i] to
 * poly[i + 1], the last back to poly[0]), which are walked up and down freely.
 */
export interface Platform {
  id: string;
  kind: 'platform';
  name?: string;
  poly: Vec[];
  height: number;
  stairs?: number[];
}

export type Terrain = Building | Barrier | DifficultGround | Platform;

export interface TableSpec {
  /** Width and height in inches. */
  width: number;
  height: number;
  terrain: Terrain[];
}

/** Base radius of a 25 mm round base, in inches (25 mm = 0.98"; the game treats it as 1"). */
export const BASE_RADIUS = 0.5;
