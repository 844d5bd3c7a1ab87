// How many random games the property tests play and how long each may run, from the environment:
//   PROPERTY_RUNS     games per game system (default 1000)
//   PROPERTY_ACTIONS  the longest game, in actions (default 80 for Old West, 200 for Firepower)
//   PROPERTY_PROBE    other legal actions tried on each state besides the one taken (default 2)
//   PROPERTY_SEED, PROPERTY_PATH  replay a failure exactly as fast-check printed it
//   PROPERTY_SHRINK=0 report the first failing game as found, without shrinking it
//   PROPERTY_SHRINK_SECONDS  time spent shrinking a failing game (default 60)
//   PROPERTY_GAME     one game to play alone: the counterexample record a failure printed
import fc from 'fast-check';

function whole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not '${raw}'.`);
  return n;
}

export const RUNS = whole('PROPERTY_RUNS', 1000);

/** The one game PROPERTY_GAME asks for (fast-check prints records with a `__proto__:null` key). */
function oneGame(): unknown {
  const raw = process.env.PROPERTY_GAME;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw.replace(/__proto__:null,?/g, '').replace(/^\[(.*)\]$/s, '$1'));
  } catch (e) {
    throw new Error(`PROPERTY_GAME is not a game record: ${e instanceof Error ? e.message : String(e)}`);
  }
}
const GAME = oneGame();

/** Whether this system's property runs: always, except when PROPERTY_GAME names another system's scenario. */
export function runsFor(scenarioIds: readonly string[]): boolean {
  const id = (GAME as { scenario?: unknown } | undefined)?.scenario;
  return GAME === undefined || (typeof id === 'string' && scenarioIds.includes(id));
}

/** Whether the run is a full one, whose games should reach every part of the rules. */
export const FULL_RUN = RUNS >= 1000 && GAME === undefined;
export const PROBE = whole('PROPERTY_PROBE', 2);
export const actionsFor = (fallback: number): number => whole('PROPERTY_ACTIONS', fallback);

/**
 * Time allowed for one system's games (a run that has not finished by then fails): a generous
 * figure per action, never under 20 minutes. The limit is there to stop a run that has gone wrong,
 * not a slow machine: the property files run side by side (one per core), and on a 2-core machine
 * shared with other work the Old West run has taken close to 10 minutes.
 */
export function timeoutFor(maxActions: number, msPerAction: number): number {
  return Math.max(1_200_000, RUNS * maxActions * msPerAction);
}

const SHRINK_MS = whole('PROPERTY_SHRINK_SECONDS', 60) * 1000;

/**
 * The property's predicate, shrinking for at most SHRINK_MS after the first failure: past that,
 * every further candidate counts as passing, so fast-check stops and reports the smallest failing
 * game found so far (CI then stays within its time).
 */
export function shrinkBudget<T>(predicate: (value: T) => void): (value: T) => void {
  let failedAt: number | null = null;
  return (value) => {
    if (failedAt !== null && performance.now() - failedAt > SHRINK_MS) return;
    try {
      predicate(value);
    } catch (e) {
      failedAt ??= performance.now();
      throw e;
    }
  };
}

/** fast-check parameters: the run count, a replayed failure if asked, and a time limit that fails loudly. */
export function fcParams<T>(timeoutMs: number): fc.Parameters<T> {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return {
    numRuns: GAME === undefined ? RUNS : 1,
    ...(GAME === undefined ? {} : { examples: [[GAME]] as unknown as T[] }),
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
    ...(process.env.PROPERTY_SHRINK === '0' ? { endOnFailure: true } : {}),
    plugins: [fc.interruptAfterTimeLimit(timeoutMs - 30_000, { failOnInterrupt: true }) as fc.Plugin<T>],
  };
}
