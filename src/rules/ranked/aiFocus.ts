// How near a regiment is to being destroyed, for the computer's view of a rank-and-flank battle
// (docs/ai.md). RK-GAP-7 scores a regiment destroyed (or fleeing at the end) whole, one at half
// strength half and one reduced less not at all, so casualties spread over the enemy's army score
// little, while the same casualties on one regiment may destroy it: its last models are worth more
// than its first.

/** How many models left make a regiment counted half lost. */
const HALF = 3;

/**
 * The points a regiment standing is already counted lost for, by how few models it has left: a
 * share of what the enemy scores by destroying it (0.1 a point of its cost, as the evaluation counts
 * the victory points), HALF / (models + HALF): 1 model left 3/4, 3 left 1/2, 20 left about 1/8.
 */
export function nearDestroyed(r: { cost: number; models: number; destroyed: boolean }): number {
  return r.destroyed ? 0 : 0.1 * r.cost * (HALF / (Math.max(0, r.models) + HALF));
}
