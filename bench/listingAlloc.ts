// Bytes one Old West legal-action listing allocates, dead or alive: V8's sampling heap profiler
// over ten warmed listings, counting the objects collected since (a heap reading before and after
// also counts pages and lazily freed space: several times the truth, and noisy). Positions: Red
// Gulch tiled with 5, 20 and 50 fighters a side (src/rules/oldwest/crowd.ts), move and shoot
// phases, three seeds each; the most of the three is reported.
//
// It runs as the app ships: bench/run.mjs bundles it with esbuild (no kept function names; tsx
// keeps them, so every closure made costs a property write, about 40% more bytes) into a
// temporary folder, runs it and removes it. Prints JSON on its last line.
import { Session } from 'node:inspector/promises';
import { crowdPosition } from '../src/rules/oldwest/crowd';
import { oldwest } from '../src/rules/oldwest/index';

interface SampleNode { selfSize: number; children: SampleNode[] }
const total = (n: SampleNode): number => n.children.reduce((sum, c) => sum + total(c), n.selfSize);

const session = new Session();
session.connect();

async function allocated(f: () => unknown, calls = 10): Promise<number> {
  await session.post('HeapProfiler.startSampling', { samplingInterval: 128, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  for (let i = 0; i < calls; i++) f();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampleNode } };
  return total(profile.head) / calls;
}

/** Listings before measuring: as warm as a match some turns in (the code optimised). */
const WARM: Record<number, number> = { 5: 200, 20: 60, 50: 15 };

const rows: { perSide: number; phase: string; bytes: number }[] = [];
for (const perSide of [5, 20, 50]) {
  for (const phase of ['move', 'shoot'] as const) {
    let bytes = 0;
    for (const seed of [1, 2, 3]) {
      const s = crowdPosition(perSide, phase, seed);
      for (let i = 0; i < WARM[perSide]!; i++) oldwest.legalActions(s);
      bytes = Math.max(bytes, await allocated(() => oldwest.legalActions(s)));
    }
    rows.push({ perSide, phase, bytes });
    console.log(`${String(perSide).padStart(2)} a side ${phase.padEnd(5)} ${(bytes / 1024).toFixed(0).padStart(6)} KB per listing`);
  }
}
session.disconnect();
console.log(JSON.stringify({ rows }));
