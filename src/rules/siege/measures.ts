// The siege's numbers, in steps (1 step = 7 cm = one wall section). docs/rules/siege.md lists them.

/** A warrior's round base (radius) and a cannon's. */
export const WARRIOR_R = 0.25;
export const CANNON_R = 0.3;
/** A warrior stands this tall above the floor it is on; the ball's radius. */
export const WARRIOR_HEIGHT = 0.8;
export const BALL_R = 0.1;
/** Half the thickness of a wall, for the ball; a wall is one floor high. */
export const WALL_HALF = 0.1;
/** One floor, in steps of height. */
export const FLOOR = 1;

/** SG-6: a maneuver is up to 2 steps; SG-2 (magic 2): the Defender's warriors go twice as far. */
export const MOVE = 2;
/** SG-7: crossing a first-floor wall. Climbing onto (or off) a tower costs its floor in steps. */
export const WALL_CROSS = 2;
/** SG-8: a melee may start with an enemy warrior less than this far (centre to centre). */
export const MELEE_REACH = 1;
/** The gate: the gap between the walls, and this far either side of it (SG-9, SG-10, SG-GAP-3). */
export const GATE_DEPTH = 0.5;
/** SG-GAP-3: an enemy warrior this near (centre to centre) keeps the gate from being held. */
export const HOLD_REACH = 1;

/** SG-GAP-2: warriors a side, by default and at the least and most. */
export const WARRIORS = 5;
export const MIN_WARRIORS = 3;
export const MAX_WARRIORS = 8;
/** SG-GAP-3: the last round. */
export const ROUNDS = 12;
/** SG-11: two fortresses need a deeper table: this many steps more. */
export const TWO_CASTLE_EXTRA = 5;

/** SG-GAP-1, the flight: the ball leaves the muzzle this high, rising 1 step for every 2 across. */
export const MUZZLE = 0.25;
export const SLOPE = 0.5;
/** The flight's length on flat ground (from muzzle height 0) per point of power. */
export const RANGE_PER_POWER = 1.2;
/** The flight is followed in samples this far apart (across the table). */
export const SAMPLE = 1 / 16;
export const MIN_POWER = 1;
export const MAX_POWER = 10;
/**
 * The wobble: two d6 read through WOBBLE_FACES (1: -2, 2: -1, 3 and 4: 0, 5: +1, 6: +2 notches).
 * A notch of power is POWER_WOBBLE; a notch sideways turns the aim by SIDE_WOBBLE step across for
 * every step flown.
 */
export const WOBBLE_FACES = [-2, -1, 0, 0, 1, 2] as const;
export const POWER_WOBBLE = 0.1;
export const SIDE_WOBBLE = 0.04;
