// Counts React commits of the match screen, so the benchmark can check that one store update
// renders once and that dragging a fighter renders nothing.
interface Stats { commits: number }

const stats: Stats = { commits: 0 };
(globalThis as unknown as { __wartableRenders?: Stats }).__wartableRenders = stats;

export function countCommit(): void {
  stats.commits++;
}
