// Plays a recorded match file under Node (no browser, no DOM) and prints its log.
// Usage: npm run sim -- <match.json> [--lang ru]
import { readFileSync } from 'node:fs';
import { replay, stateHash } from '../src/core/match';
import { oldwestRuntime } from '../src/rules/oldwest/runtime';
import type { OWState } from '../src/rules/oldwest/types';
import { parseMatchRecord } from '../src/store/recordSchema';
import { narrate } from '../src/ui/oldwest/narration';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const lang = args.includes('--lang') && args[args.indexOf('--lang') + 1] === 'ru' ? 'ru' : 'en';
if (!file) {
  console.error('Usage: npm run sim -- <match.json> [--lang ru]');
  process.exit(2);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  console.error(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const parsed = parseMatchRecord(text, (system) => (system === 'oldwest' ? oldwestRuntime.actionSchema : null));
if (!parsed.ok) {
  console.error(`${file}: ${parsed.error}`);
  process.exit(1);
}
const record = parsed.record;
const scenario = oldwestRuntime.scenario(record.scenarioId);
if (!scenario) {
  console.error(`${file}: unknown scenario '${record.scenarioId}'`);
  process.exit(1);
}
try {
  const run = replay(oldwestRuntime.rules, scenario, record);
  console.log(`${scenario.name[lang]} — ${record.players.join(' vs ')}, seed ${record.seed}, ${record.actions.length} actions`);
  run.events.forEach((events, i) => {
    for (const e of events) console.log(`${String(i + 1).padStart(4)}  ${e.rule ? `[${e.rule}] ` : ''}${narrate(e, lang)}`);
  });
  const last = run.states.at(-1) as OWState;
  console.log(last.result
    ? `Result: ${last.players[last.result.winner]} wins on turn ${last.result.turn} (${last.result.reason}).`
    : `Not finished: turn ${last.turn}, phase ${last.phase}.`);
  console.log(`State hash: ${stateHash(last)}`);
} catch (e) {
  console.error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
