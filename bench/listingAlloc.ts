// Bytes one Old West legal-action listing allocates, dead or alive: V8's sampling heap profiler
// over ten warmed listings, counting the objects collected since (a heap reading before and after
// also counts pages and lazily freed space: several times the truth, and noisy). Positions: Red
// Gulch tiled with 5, 20 and 50 fighters a side (src/rules/oldwest/crowd.ts), move and shoot
// phases, three seeds each; the most of the three is reported.
//
// It runs as the app ships: bench/run.mjs bundles it with esbuild (no kept function names; tsx
// keeps them, so every closure made costs a property write, about 40% more bytes) into a
// temporary folder, runs it and removes it. Prints JSON on its last line. By hand:
//   npx esbuild bench/listingAlloc.ts --bundle --platform=node --format=esm --outfile=<dir>/alloc.mjs && node <dir>/alloc.mjs [--sites N]
// `--sites N` also prints, for each position at 5 a side, the N functions that allocate most (their
// own bytes per listing, and their line in the bundle).
import { Session } from 'node:inspector/promises';
import { crowdPosition } from '../src/rules/oldwest/crowd';
import { oldwest } from '../src/rules/oldwest/index';

interface SampleNode { selfSize: number; children: SampleNode[]; callFrame: { functionName: string; lineNumber: number } }
const total = (n: SampleNode): number => n.children.reduce((sum, c) => sum + total(c), n.selfSize);

const sitesArg = process.argv.indexOf('--sites');
const SITES = sitesArg > 0 ? Number(process.argv[sitesArg + 1] ?? 15) : 0;

/** Own bytes by function (name and line in the bundle), most first. */
function sites(head: SampleNode, calls: number): string[] {
  const by = new Map<string, number>();
  const walk = (n: SampleNode) => {
    const key = `${n.callFrame.functionName || '(anonymous)'}:${n.callFrame.lineNumber + 1}`;
    by.set(key, (by.get(key) ?? 0) + n.selfSize);
    n.children.forEach(walk);
  };
  walk(head);
  return [...by].sort((a, b) => b[1] - a[1]).slice(0, SITES).map(([k, v]) => `    ${(v / calls / 1024).toFixed(1).padStart(7)} KB  ${k}`);
}

const session = new Session();
session.connect();

async function allocated(f: () => unknown, calls = 10, label = ''): Promise<number> {
  await session.post('HeapProfiler.startSampling', { samplingInterval: 128, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  for (let i = 0; i < calls; i++) f();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampleNode } };
  const bytes = total(profile.head) / calls;
  if (label) console.log([`  ${label}: ${(bytes / 1024).toFixed(0)} KB`, ...sites(profile.head, calls)].join('\n'));
  return bytes;
}

/** Listings before measuring: as warm as a match some turns in (the code optimised). */
const WARM: Record<number, number> = { 5: 200, 20: 60, 50: 15 };

const rows: { perSide: number; phase: string; bytes: number; each: number[] }[] = [];
for (const perSide of [5, 20, 50]) {
  for (const phase of ['move', 'shoot'] as const) {
    const each: number[] = [];
    for (const seed of [1, 2, 3]) {
      const s = crowdPosition(perSide, phase, seed);
      for (let i = 0; i < WARM[perSide]!; i++) oldwest.legalActions(s);
      each.push(await allocated(() => oldwest.legalActions(s), 10, SITES && perSide === 5 ? `${phase}, seed ${seed}` : ''));
    }
    const bytes = Math.max(...each);
    rows.push({ perSide, phase, bytes, each });
    console.log(`${String(perSide).padStart(2)} a side ${phase.padEnd(5)} ${(bytes / 1024).toFixed(0).padStart(6)} KB per listing (the three positions: ${each.map((b) => (b / 1024).toFixed(0)).join(' / ')} KB)`);
  }
}
session.disconnect();
console.log(JSON.stringify({ rows }));
