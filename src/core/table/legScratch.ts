// The one leg the route search is asking about, passed without boxing (see LEG).
/**
 * A leg's ends for MoveChecker.checkLeg and TerrainLists.legDifficult (ax, ay, bx,
 * by in slots 0-3), and their answer after (slot 4). The route search asks thousands of legs a
 * listing: a call not inlined boxes every double it is passed or returns (16 bytes each), so
 * these pass them here instead. Read the answer before asking another leg.
 */
export const LEG = new Float64Array(5);
