// The legal actions listed stay exactly the same while the listing is made cheaper: listings
// recorded before the route search was changed (tests/fixtures/oldwest-listings.json), compared
// as JSON (every coordinate to the last bit). OW_LISTINGS_RECORD=1 rewrites the fixture, for a
// deliberate change of the rules only.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crowdPosition } from './crowd';
import { oldwest } from './index';
import { randomGame } from './randomGame';
import { SCENARIOS } from './scenarios';
import type { OWState } from './types';

const FILE = new URL('../../../tests/fixtures/oldwest-listings.json', import.meta.url);
const recording = !!process.env.OW_LISTINGS_RECORD;

/** The benchmark's positions (bench/listingAlloc.ts): 5, 20 and 50 a side, Move and Shoot, seeds 1-3. */
function benchPositions(): [string, OWState][] {
  const out: [string, OWState][] = [];
  for (const perSide of [5, 20, 50]) {
    for (const phase of ['move', 'shoot'] as const) {
      for (const seed of [1, 2, 3]) out.push([`bench:${perSide}:${phase}:${seed}`, crowdPosition(perSide, phase, seed)]);
    }
  }
  return out;
}

/** Worn positions (moves part spent, fighters down or out) and the Move phases of seeded random games. */
function gamePositions(): [string, OWState][] {
  const out: [string, OWState][] = [];
  for (let seed = 4; seed <= 9; seed++) out.push([`worn:5:move:${seed}`, crowdPosition(5, 'move', seed, { scuff: true })]);
  out.push(['worn:20:move:4', crowdPosition(20, 'move', 4, { scuff: true })]);
  for (const id of Object.keys(SCENARIOS)) {
    const game = randomGame(SCENARIOS[id]!, 7, 3, 200);
    const moves = game.states.map((s, i) => [i, s] as const).filter(([, s]) => s.phase === 'move' && !s.pending);
    moves.filter((_, k) => k % 4 === 0).slice(0, 12).forEach(([i, s]) => out.push([`game:${id}:7:3:${i}`, s]));
  }
  return out;
}

const listing = (s: OWState): string => JSON.stringify(oldwest.legalActions(s));

function compare(positions: [string, OWState][], pinned: Record<string, unknown>): void {
  expect(positions.length).toBeGreaterThan(5);
  for (const [key, s] of positions) {
    const found = listing(s);
    if (recording) pinned[key] = JSON.parse(found);
    else expect({ key, listing: found }).toEqual({ key, listing: JSON.stringify(pinned[key]) });
  }
}

describe('the listing of legal actions is unchanged', () => {
  const pinned = recording ? {} as Record<string, unknown> : JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  it('OW-GAP-2 OW-1 the benchmark positions (5, 20 and 50 a side) list the same moves, charges and shots in the same order', () => {
    compare(benchPositions(), pinned);
  });
  it('OW-GAP-2 OW-1 worn positions and seeded games list the same moves and charges in the same order', () => {
    compare(gamePositions(), pinned);
    if (recording) writeFileSync(FILE, `{\n${Object.entries(pinned).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n}\n`);
  });
});
