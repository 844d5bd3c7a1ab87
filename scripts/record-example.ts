// Writes a sample match file of any playable system: a random legal game (for docs and the sim).
// Usage: npx tsx scripts/record-example.ts <system> <scenario> [seed] [max actions] > docs/examples/<name>.wartable.json
import { MATCH_FORMAT } from '../src/core/match';
import { randomPlay } from '../src/core/randomPlay';
import { defaultOptions } from '../src/systems/manifest';
import { loadRuntime, systemById } from '../src/systems/registry';

const [systemId = 'oldwest', scenarioId = 'livery-yard', seedText = '1881', maxText = '400'] = process.argv.slice(2);
const manifest = systemById(systemId);
const runtime = await loadRuntime(systemId);
const scenario = runtime?.scenario(scenarioId);
if (!manifest || !runtime || !scenario) {
  console.error(`Unknown system or scenario: ${systemId} ${scenarioId}`);
  process.exit(2);
}
const seed = Number(seedText);
const options = defaultOptions(manifest);
const isEnd = (a: unknown) => /^(end|rout|pass)/i.test(String((a as { type?: unknown }).type));
const game = randomPlay(runtime.rules, scenario, seed, 5, { options, maxActions: Number(maxText), prefer: (a) => !isEnd(a) });
const record = {
  format: MATCH_FORMAT, id: `example-${scenarioId}`, system: systemId, scenarioId, options,
  players: ['Anna', 'Boris'], seed, actions: game.actions, createdAt: 0, updatedAt: 0, bookmarks: [],
};
console.log(JSON.stringify(record, null, 1));
