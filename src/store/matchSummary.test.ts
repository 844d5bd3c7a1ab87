import { describe, expect, it } from 'vitest';
import type { AnyRuntime } from '../core/system';
import { summarize } from './matchSummary';

const runtime = (over: boolean) => ({ rules: { isOver: () => over, winner: () => (over ? 1 : null) } }) as unknown as AnyRuntime;

describe('what the saved-matches list says of a match', () => {
  it('a match that ended after its sixth and last turn is on turn 6, not the turn after it', () => {
    expect(summarize(runtime(true), { turn: 7, result: { turn: 6, winner: 1 } })).toEqual({ turn: 6, over: true, winner: 1 });
  });
  it('a match in play is on its current turn', () => {
    expect(summarize(runtime(false), { turn: 3, result: null })).toEqual({ turn: 3, over: false, winner: null });
  });
});
