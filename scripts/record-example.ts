// Writes a sample match file: a random legal game of the Livery scenario (for docs and the sim).
// Usage: npx tsx scripts/record-example.ts > docs/examples/livery.wartable.json
import { MATCH_FORMAT } from '../src/core/match';
import { randomGame } from '../src/rules/oldwest/randomGame';
import { LIVERY_YARD } from '../src/rules/oldwest/scenarios';

const seed = 1881;
const game = randomGame(LIVERY_YARD, seed, 5, 400);
const record = {
  format: MATCH_FORMAT, id: 'example-livery', system: 'oldwest', scenarioId: LIVERY_YARD.id, options: {},
  players: ['Anna', 'Boris'], seed, actions: game.actions, createdAt: 0, updatedAt: 0, bookmarks: [],
};
console.log(JSON.stringify(record, null, 1));
