import { describe, expect, it } from 'vitest';
import { owActionSchema } from '../rules/oldwest/schema';
import { rkActionSchema } from '../rules/ranked/schema';
import { parseMatchRecord } from './recordSchema';

const good = {
  format: 5,
  id: 'm1',
  system: 'oldwest',
  scenarioId: 'main-street',
  options: {},
  players: ['Ann', 'Bob'],
  seed: 12345,
  actions: [{ type: 'rollDrop' }, { type: 'move', fighterId: 'sheriff', to: { x: 10, y: 12.5 } }, { type: 'endPhase' }],
  createdAt: 1700000000000,
  updatedAt: 1700000000500,
  bookmarks: [{ action: 2, label: 'the Drop' }],
  name: 'Friday game',
};

const schemaFor = (system: string) => (system === 'oldwest' ? owActionSchema : null);
const errorOf = (raw: unknown) => {
  const r = parseMatchRecord(raw, schemaFor);
  return r.ok ? 'ok' : r.error;
};

describe('parseMatchRecord', () => {
  it('accepts a good record, from an object or JSON text', () => {
    expect(parseMatchRecord(good, schemaFor)).toEqual({ ok: true, record: good });
    expect(parseMatchRecord(JSON.stringify(good), schemaFor)).toEqual({ ok: true, record: good });
    const { name: _name, ...unnamed } = good;
    expect(parseMatchRecord(unnamed, schemaFor)).toEqual({ ok: true, record: unnamed });
  });

  it('migrates version 2 to 4 records: a system whose rules\' data changed since gets its legacy options for that version under the record\'s own', () => {
    expect(parseMatchRecord({ ...good, format: 2 }, schemaFor)).toEqual({ ok: true, record: good });
    expect(parseMatchRecord({ ...good, format: 3 }, schemaFor)).toEqual({ ok: true, record: good });
    expect(parseMatchRecord({ ...good, format: 4 }, schemaFor)).toEqual({ ok: true, record: good });
    const ranked = { ...good, format: 2, system: 'ranked', scenarioId: 'bridge', actions: [{ type: 'endPhase' }], bookmarks: [] };
    const withRanked = (system: string) => (system === 'ranked' ? rkActionSchema : null);
    // Rank and Flank's first armies (RK-GAP-1): the record replays as it was played.
    expect(parseMatchRecord(ranked, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5, options: { edition: 1 } } });
    expect(parseMatchRecord({ ...ranked, options: { budget: 900 } }, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5, options: { edition: 1, budget: 900 } } });
    // Version 3: the balanced armies, the bridge's first set-up spots.
    expect(parseMatchRecord({ ...ranked, format: 3 }, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5, options: { edition: 2 } } });
    expect(parseMatchRecord({ ...ranked, format: 3, options: { edition: 1 } }, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5, options: { edition: 1 } } });
    // Version 4: no points for a regiment at half strength (RK-GAP-7).
    expect(parseMatchRecord({ ...ranked, format: 4 }, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5, options: { edition: 3 } } });
    // A record of today names no edition: the newest.
    expect(parseMatchRecord({ ...ranked, format: 5 }, withRanked)).toEqual({ ok: true, record: { ...ranked, format: 5 } });
  });

  it('migrates a version 1 record (no bookmarks) to the current version', () => {
    const { bookmarks: _b, ...v1 } = { ...good, format: 1 };
    expect(parseMatchRecord(v1, schemaFor)).toEqual({ ok: true, record: { ...good, bookmarks: [] } });
  });

  it('keeps who the computer played, and reads a record without it as two people', () => {
    const vsComputer = { ...good, computer: [null, 'normal'] };
    expect(parseMatchRecord(vsComputer, schemaFor)).toEqual({ ok: true, record: vsComputer });
    expect(parseMatchRecord({ ...good, computer: ['easy', 'hard'] }, schemaFor).ok).toBe(true);
    const r = parseMatchRecord(good, schemaFor);
    expect(r.ok && 'computer' in r.record).toBe(false);
  });

  it('refuses a computer level it does not know, naming the side', () => {
    expect(errorOf({ ...good, computer: [null, 'expert'] })).toBe("computer[1]: expected one of 'easy', 'normal', 'hard', got 'expert'");
    expect(errorOf({ ...good, computer: 'hard' })).toBe("computer: expected a list, got the text 'hard'");
    expect(errorOf({ ...good, computer: ['easy'] })).toBe('computer: must have at least 2 items');
  });

  it('names what is wrong', () => {
    expect(errorOf({ ...good, bookmarks: [{ action: 9, label: 'x' }] })).toBe('bookmark 1 points past the last action');
    expect(errorOf(null)).toBe('not a match record: expected an object, got null');
    expect(errorOf('[1')).toMatch(/^not a match record: the text is not valid JSON/);
    expect(errorOf({ ...good, format: 7 })).toBe('unknown format version 7');
    expect(errorOf({ ...good, format: '1' })).toBe("unknown format version '1'");
    expect(errorOf({ ...good, system: 'chess' })).toBe("unknown game system 'chess'");
    expect(errorOf({ ...good, system: undefined })).toBe('not a match record: it names no game system');
    expect(errorOf({ ...good, system: 'siege' })).toBe("game system 'siege' cannot be loaded here");
    expect(errorOf({ ...good, players: ['Ann', 'B'.repeat(41)] })).toBe('players[1]: must be at most 40 characters long');
    expect(errorOf({ ...good, seed: '12' })).toBe("seed: expected a number, got the text '12'");
    expect(errorOf({ ...good, createdAt: undefined })).toBe('createdAt: missing, expected a number');
    expect(errorOf({ ...good, actions: 'none' })).toBe("actions: expected a list, got the text 'none'");
    expect(errorOf({ ...good, actions: [{ type: 'rollDrop' }, { type: 'endPhase' }, { type: 'teleport' }] })).toBe(
      "action 3: type 'teleport' is not an action",
    );
    expect(errorOf({ ...good, actions: [{ type: 'move', fighterId: 'a', to: { x: 'east', y: 1 } }] })).toBe(
      "action 1, to.x: expected a number, got the text 'east'",
    );
  });
});
