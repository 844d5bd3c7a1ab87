import { describe, expect, it } from 'vitest';
import { parseBlocks } from './markdownBlocks';
import { blockOfRule, searchBlocks, tableOfContents } from './notesIndex';

const notes = parseBlocks(`# Old West
## Shooting
- OW-8 a 6/4 needs a six, then a 4+.
- OW-80 is another rule.
## Fighting
A fight is decided by the highest die (OW-3).

### Ties
Ties go to the higher Fightin' value (OW-4).
`);

describe('rules notes: contents, search and rule links', () => {
  it('lists the two top heading levels in order', () => {
    expect(tableOfContents(notes).map((e) => e.text)).toEqual(['Old West', 'Shooting', 'Fighting']);
  });

  it('finds the block that names a rule, not one whose ID merely starts the same', () => {
    const at = blockOfRule(notes, 'OW-8')!;
    expect(notes[at]).toMatchObject({ kind: 'list' });
    expect(blockOfRule(notes, 'OW-4')).toBe(notes.findIndex((b) => b.kind === 'paragraph' && b.text.includes('OW-4')));
    expect(blockOfRule(notes, 'OW-99')).toBeNull();
  });

  it('keeps the blocks holding every word of the query and the headings above them', () => {
    const kept = searchBlocks(notes, 'fightin VALUE')!;
    const texts = [...kept].sort((a, b) => a - b).map((i) => notes[i]!);
    expect(texts.map((b) => b.kind)).toEqual(['heading', 'heading', 'heading', 'paragraph']);
    expect(texts.at(-1)).toMatchObject({ text: expect.stringContaining('OW-4') });
    expect(searchBlocks(notes, '   ')).toBeNull();
    expect(searchBlocks(notes, 'zeppelin')!.size).toBe(0);
  });
});
