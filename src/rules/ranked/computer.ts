// The rules with the computer opponent's evaluation (./ai.ts): what the computer's worker and the
// strength bench load. A match between people loads ./runtime.ts alone, without the evaluation.
import { rankedAi } from './ai';
import { rankedRuntime } from './runtime';

export const rankedComputer = { ...rankedRuntime, ai: rankedAi };
