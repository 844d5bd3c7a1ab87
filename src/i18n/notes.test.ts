import { describe, expect, it } from 'vitest';
import { undoRefusedNote } from '../store/matchStore';
import { narrateFP } from '../ui/firepower/narration';
import { narrate } from '../ui/oldwest/narration';

describe('the store’s notes in a match log', () => {
  it('an undo refused after a roll is worded in both systems, in both languages (never the raw key)', () => {
    const note = undoRefusedNote(3);
    for (const say of [narrate, narrateFP]) {
      expect(say(note, 'en')).toBe('Undo stops here: dice were rolled, and rolls are not taken back.');
      expect(say(note, 'ru')).toBe('Дальше отменить нельзя: были брошены кубики.');
    }
  });
});
