// The engine gives the same legal actions, in the same order, and the same states as it did
// before it was made faster: hashes recorded from the earlier engine (ENGINE_HASHES_RECORD=1
// rewrites them, for a deliberate change of the rules only).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crowdListings, firepowerGames, oldWestGames, type PinnedGroup } from './engineGames';

const FILE = new URL('../fixtures/engine-hashes.json', import.meta.url);
const pinned = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, PinnedGroup>;
const recording = !!process.env.ENGINE_HASHES_RECORD;
const seen: Record<string, PinnedGroup> = {};

function check(found: Record<string, PinnedGroup>): void {
  Object.assign(seen, found);
  if (recording) return;
  for (const [key, group] of Object.entries(found)) expect({ key, ...group }).toEqual({ key, ...pinned[key] });
  expect(Object.keys(found).length).toBeGreaterThan(3);
}

describe('the faster engine plays the same game', () => {
  it('OW-GAP-2 OW-GAP-3 Old West random games list the same legal actions in the same order and reach the same states', () => {
    check(oldWestGames());
  }, 300_000); // about 50 s alone; much longer on a busy machine
  it('OW-GAP-2 OW-GAP-3 positions of 8 and 20 fighters a side list the same moves, charges and shots in the same order', () => {
    check(crowdListings());
  });
  it('Firepower random games reach the same states', () => {
    check(firepowerGames());
    if (recording) writeFileSync(FILE, `${JSON.stringify(seen, null, 2)}\n`);
  });
});
