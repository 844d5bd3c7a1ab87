// Counts React commits of the match screen, so the benchmark can check that one store update
// renders once and that dragging a fighter renders nothing. Components of the screen call
// useCommitCounter(); effects of one commit run in one synchronous flush and count once.
import { useEffect } from 'react';

interface Stats { commits: number }

const stats: Stats = { commits: 0 };
(globalThis as unknown as { __wartableRenders?: Stats }).__wartableRenders = stats;
let counted = false;

export function useCommitCounter(): void {
  useEffect(() => {
    if (counted) return;
    counted = true;
    stats.commits++;
    queueMicrotask(() => {
      counted = false;
    });
  });
}
