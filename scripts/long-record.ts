// Prints a legal Old West match file of N actions (default 150,000): `npx tsx scripts/long-record.ts 150000 > long.wartable.json`.
import { longOldWestRecord } from './longRecord';

const target = Number(process.argv[2] ?? 150_000);
const record = await longOldWestRecord(target);
process.stdout.write(JSON.stringify(record));
process.stderr.write(`${record.actions.length} actions\n`);
