// The rules with the computer opponent's evaluation (./ai.ts): what the computer's worker and the
// strength bench load. A match between people loads ./runtime.ts alone, without the evaluation.
import { firepowerAi } from './ai';
import { firepowerRuntime } from './runtime';

export const firepowerComputer = { ...firepowerRuntime, ai: firepowerAi };
