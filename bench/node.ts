// The benchmarks that run in Node (through tsx): the odds panel's latency, table and hex line of sight, long records. Prints a human line per benchmark, then the
// results as JSON on the last line of stdout, which bench/run.mjs reads.
import { existsSync } from 'node:fs';
import { runPreviewBench } from './preview.bench';
import { runHexLosBench } from './hexlos.bench';
import { runFpLosBench } from './fplos.bench';
import { runRecordsBench } from './records.bench';
import { runEngineBench } from './engine.bench';

type Outcome = Record<string, unknown> | { error: string } | null;

function errorOf(e: unknown): { error: string } {
  return { error: e instanceof Error ? e.message : String(e) };
}

async function runLos(): Promise<Outcome> {
  // Written separately; skipped while it does not exist yet.
  const url = new URL('./los.bench.ts', import.meta.url);
  if (!existsSync(url)) return null;
  try {
    const mod = (await import(url.href)) as { runLosBench?: () => unknown };
    if (typeof mod.runLosBench !== 'function') return { error: 'los.bench.ts does not export runLosBench()' };
    return (await mod.runLosBench()) as Record<string, unknown>;
  } catch (e) {
    return errorOf(e);
  }
}

function runHexLos(): Outcome {
  try {
    return { ...runHexLosBench() };
  } catch (e) {
    return errorOf(e);
  }
}

async function main(): Promise<void> {
  let preview: Outcome;
  try {
    preview = { rows: runPreviewBench() };
    console.log(`preview: ${JSON.stringify(preview)}`);
  } catch (e) {
    preview = errorOf(e);
  }
  const los = await runLos();
  if (los) console.log(`los: ${JSON.stringify(los)}`);
  const hexLos = runHexLos();
  console.log(`hexLos: ${JSON.stringify(hexLos)}`);
  let fpLos: Outcome;
  try {
    fpLos = { ...runFpLosBench() };
  } catch (e) {
    fpLos = errorOf(e);
  }
  console.log(`fpLos: ${JSON.stringify(fpLos)}`);
  let records: Outcome;
  try {
    records = { ...(await runRecordsBench()) };
    console.log(`records: ${JSON.stringify(records)}`);
  } catch (e) {
    records = errorOf(e);
  }
  let engine: Outcome;
  try {
    engine = { ...runEngineBench() };
    console.log(`engine: ${JSON.stringify(engine)}`);
  } catch (e) {
    engine = errorOf(e);
  }
  console.log(JSON.stringify({ preview, los, hexLos, fpLos, records, engine }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
