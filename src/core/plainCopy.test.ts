import { describe, expect, it } from 'vitest';
import { plainCopy } from './plainCopy';

describe('plainCopy', () => {
  it('copies a state deeply: nothing nested is shared, undefined fields and the fields order are kept', () => {
    const state = { turn: 2, result: null, note: undefined, fighters: [{ id: 'a', pos: { x: 1, y: 2 }, tags: ['x'] }], bout: { at: [1, 2] } };
    const copy = plainCopy(state);
    expect(copy).toEqual(state);
    expect(Object.keys(copy)).toEqual(Object.keys(state));
    expect('note' in copy).toBe(true);
    copy.fighters[0]!.pos.x = 9;
    copy.fighters[0]!.tags.push('y');
    copy.bout.at[0] = 7;
    expect(state.fighters[0]!.pos.x).toBe(1);
    expect(state.fighters[0]!.tags).toEqual(['x']);
    expect(state.bout.at).toEqual([1, 2]);
    expect(copy.fighters).not.toBe(state.fighters);
  });
});
