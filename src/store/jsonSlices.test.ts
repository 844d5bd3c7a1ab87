// Parsing a match file in slices gives what JSON.parse gives, or hands the text back to be parsed
// whole (for the engine's words about a mistake); nesting is refused at the same character.
import { describe, expect, it } from 'vitest';
import { tooDeepAt } from './jsonDepth';
import { parseInSlices } from './jsonSlices';
import { Slicer } from './slices';

let pauses = 0;
/** Yields at every check, so every resumable step is taken. */
const eager = () => new Slicer(0, async () => void pauses++);

async function parsed(text: string): Promise<unknown> {
  const r = await parseInSlices(text, eager());
  if (r.kind !== 'parsed') return r.kind;
  const items = await r.items();
  return items === null ? 'whole' : { ...r.value, actions: items };
}

describe('a match file parsed in slices', () => {
  it('gives what JSON.parse gives for a long list of actions, yielding on the way', async () => {
    const record = { format: 2, name: 'a, "quoted" [name]', actions: Array.from({ length: 5001 }, (_, i) => ({ type: 'move', to: { x: i, y: [i, 'a,b]'] } })), bookmarks: [] };
    const text = JSON.stringify(record, null, 1);
    pauses = 0;
    expect(await parsed(text)).toEqual(JSON.parse(text));
    expect(pauses).toBeGreaterThan(0);
    const r = await parseInSlices(JSON.stringify(record), eager());
    expect(r).toMatchObject({ kind: 'parsed', count: 5001, value: { actions: [], name: record.name } });
  });

  it('an empty list, a list of one, and the last "actions" key winning, as in JSON.parse', async () => {
    for (const text of ['{"actions":[]}', '{"actions":[ ]}', '{"actions":[{"type":"x"}]}', '{"actions":[1],"b":{"actions":[2]},"actions":[3,4]}']) {
      expect(await parsed(text)).toEqual(JSON.parse(text));
    }
  });

  it('hands back what is not plain JSON to be parsed whole', async () => {
    for (const text of ['{"actions":[1,,2]}', '{"actions":[1,]}', '{"actions":[,1]}', '{"actions":[1}', '{"actions":[1]', '{"\\u0061ctions":[1]}', '[{"actions":[1]}]', '{"a":1}', 'nonsense']) {
      expect(await parsed(text), text).toBe('whole');
    }
  });

  it('refuses nesting deeper than the limit at the same character as the one-pass check', async () => {
    const deep = `{"format":2,"actions":[${'['.repeat(100)}${']'.repeat(100)}]}`;
    expect(await parseInSlices(deep, eager())).toEqual({ kind: 'tooDeep', at: tooDeepAt(deep) });
    expect(tooDeepAt(deep)).toBeGreaterThan(0);
  });
});
