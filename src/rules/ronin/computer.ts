// The rules with the computer opponent's evaluation (./ai.ts): what the computer's worker and the
// strength bench load. A match between people loads ./runtime.ts alone, without the evaluation.
import { roninAi } from './ai';
import { roninRuntime } from './runtime';

export const roninComputer = { ...roninRuntime, ai: roninAi };
