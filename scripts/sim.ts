// Plays a recorded match file of any playable system under Node (no browser, no DOM) and prints
// its log. Usage: npm run sim -- <match.json> [--lang ru]
import { readFileSync } from 'node:fs';
import { replay, stateHash } from '../src/core/match';
import { parseMatchRecord } from '../src/store/recordSchema';
import { loadRuntime, systemById } from '../src/systems/registry';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const lang = args.includes('--lang') && args[args.indexOf('--lang') + 1] === 'ru' ? 'ru' : 'en';
if (!file) {
  console.error('Usage: npm run sim -- <match.json> [--lang ru]');
  process.exit(2);
}

function fail(message: string, code = 1): never {
  console.error(`${file}: ${message}`);
  process.exit(code);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  console.error(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
let raw: unknown;
try {
  raw = JSON.parse(text.replace(/^\uFEFF/, ''));
} catch (e) {
  fail(`not a match record: the text is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
}
const systemId = raw && typeof raw === 'object' && typeof (raw as { system?: unknown }).system === 'string' ? (raw as { system: string }).system : '';
const manifest = systemById(systemId);
const runtime = manifest ? await loadRuntime(systemId) : null;
const parsed = parseMatchRecord(raw, (system) => (runtime && system === systemId ? runtime.actionSchema : null));
if (!parsed.ok) fail(parsed.error);
const record = parsed.record;
const scenario = runtime!.scenario(record.scenarioId);
const info = manifest!.scenarios.find((s) => s.id === record.scenarioId);
if (!scenario || !info) fail(`unknown scenario '${record.scenarioId}'`);
const narrate = manifest!.loadNarration ? await manifest!.loadNarration() : (e: { type: string }) => e.type;
try {
  const run = replay(runtime!.rules, scenario, record);
  console.log(`${manifest!.name[lang]}: ${info.name[lang]} — ${record.players.join(' vs ')}, seed ${record.seed}, ${record.actions.length} actions`);
  run.events.forEach((events, i) => {
    for (const e of events) console.log(`${String(i + 1).padStart(4)}  ${e.rule ? `[${e.rule}] ` : ''}${narrate(e, lang, run.states[i + 1])}`);
  });
  const last = run.states.at(-1);
  const winner = runtime!.rules.winner(last);
  console.log(runtime!.rules.isOver(last)
    ? winner === null ? 'Result: a draw.' : `Result: ${record.players[winner]} wins.`
    : `Not finished after ${record.actions.length} actions.`);
  console.log(`State hash: ${stateHash(last)}`);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
