// Head for the Hills is asked once: its two answers sit in the question over the board, and the
// top bar does not repeat them.
import { describe, expect, it } from 'vitest';
import { oldwest } from '../../rules/oldwest';
import { SCENARIOS } from '../../rules/oldwest/scenarios';
import type { OWState } from '../../rules/oldwest/types';
import { actionBar } from './actionBar';
import { hudActions } from './controller';

describe('Head for the Hills on the match screen', () => {
  it('OW-23 the test and the rout are offered once, in the question, not in the top bar', () => {
    const start = oldwest.setup(SCENARIOS['red-gulch']!, {}, 3, ['Anna', 'Boris']) as OWState;
    const tester = Object.values(start.fighters).find((f) => f.side === 0)!;
    const s: OWState = { ...start, pending: { kind: 'hills', side: 0, testerId: tester.id } };
    for (const lang of ['en', 'ru'] as const) {
      const bar = actionBar(s, lang, null, null, null);
      expect(bar.question).toBe(true);
      expect(bar.prompt).toContain(tester.name);
      expect(bar.actions.map((a) => a.id)).toEqual(['hillsTest', 'rout']);
      expect(hudActions(s, lang)).toEqual([]);
    }
  });
});
