// What it costs `apply` to check an action: a zod parse of typical actions against the guard that
// vouches for them instead (src/core/actionGuard.ts), 100,000 times each after a warm-up.
// Usage: npx tsx bench/actionCheck.bench.ts
import { englishErrorMap } from '../src/core/schema';
import { fpActionSchema, wellFormedFPAction } from '../src/rules/firepower/schema';
import { owActionSchema, wellFormedOWAction } from '../src/rules/oldwest/schema';

const RUNS = 100_000;

const CASES: [string, (a: unknown) => unknown, (a: unknown) => unknown, unknown][] = [
  ['Old West move', (a) => owActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedOWAction, { type: 'move', fighterId: '0:kid', to: { x: 10.5, y: 12.25 } }],
  ['Old West endPhase', (a) => owActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedOWAction, { type: 'endPhase' }],
  ['Old West declareHeroics', (a) => owActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedOWAction, { type: 'declareHeroics', heroIds: ['0:cole', '0:kid'] }],
  ['Firepower turn', (a) => fpActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedFPAction, { type: 'turn', soldierId: 'blue-lmg', facing: 3 }],
  ['Firepower fire', (a) => fpActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedFPAction, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: 3, r: 4 }, mode: 'auto', shots: [{ targetId: 'red-lmg', count: 1 }, { targetId: 'red-rifle-1', count: 1 }] }],
  ['Firepower melee', (a) => fpActionSchema.safeParse(a, { error: englishErrorMap }), wellFormedFPAction, { type: 'melee', soldierIds: ['blue-rifle-1', 'blue-rifle-2'], targetHex: { q: 3, r: 4 } }],
];

/** Nanoseconds per call, the best of three rounds. */
function perCall(f: (a: unknown) => unknown, a: unknown): number {
  let sink = 0;
  for (let i = 0; i < RUNS / 5; i++) if (f(a)) sink++;
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    for (let i = 0; i < RUNS; i++) if (f(a)) sink++;
    best = Math.min(best, ((performance.now() - t) * 1e6) / RUNS);
  }
  if (sink < 0) console.log(sink);
  return best;
}

const rows = CASES.map(([name, parse, guard, action]) => {
  if (!guard(action)) throw new Error(`the guard refuses the ${name} action`);
  return { name, zodNs: Math.round(perCall(parse, action)), guardNs: Math.round(perCall(guard, action)) };
});
for (const r of rows) console.log(`${r.name.padEnd(24)} zod parse ${(r.zodNs / 1000).toFixed(2).padStart(6)} µs   guard ${String(r.guardNs).padStart(4)} ns`);
console.log(JSON.stringify({ rows }));
