// One question to the computer opponent and its answer: a side's move from that side's view only
// (the rules' playerView, never the whole state), with the unit it is about. The worker
// (./aiWorker.ts) asks it; so does the page where there are no workers (the unit tests' Node).
// It loads the rules with the computer's evaluation alone (each system's src/rules/<id>/computer.ts,
// found by its folder), never the registry, whose manifests would bring every screen's code into
// the worker's build. A match between people loads the rules without the evaluation.
import { chooseAction, type AiLevel } from '../../core/ai/choose';
import type { Side } from '../../core/ruleset';
import type { AnyRuntime } from '../../core/system';

/** Each system's rules module, by its folder (the system's id), loaded on first use. */
const RULES = import.meta.glob<Record<string, unknown>>('../../rules/*/computer.ts');

/** The runtime a system's rules module exports (the one whose rules carry the system's id), or null. */
export async function loadRules(system: string): Promise<AnyRuntime | null> {
  const key = `../../rules/${system}/computer.ts`;
  const load = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
  if (!load) return null;
  const mod = await load();
  const found = Object.values(mod).find((v) => (v as Partial<AnyRuntime> | null)?.rules?.id === system);
  return (found as AnyRuntime | undefined) ?? null;
}

export interface AiRequest { id: number; system: string; view: unknown; side: Side; level: AiLevel; seed: number }
export type AiAnswer =
  | { id: number; ok: true; action: unknown; focus: string | null; considered: number; ms: number }
  | { id: number; ok: false; error: string };

const runtimes = new Map<string, Promise<AnyRuntime | null>>();

/** The answer to one request. `now` is the search's clock (ms). */
export async function answer(req: AiRequest, now: () => number): Promise<AiAnswer> {
  const { id, system, view, side, level, seed } = req;
  try {
    let loading = runtimes.get(system);
    if (!loading) runtimes.set(system, (loading = loadRules(system)));
    const runtime = await loading;
    if (!runtime) return { id, ok: false, error: `the game system '${system}' is not playable` };
    const start = now();
    const choice = chooseAction(runtime, view, side, level, seed, { now });
    return { id, ok: true, action: choice.action, focus: choice.focus, considered: choice.considered, ms: Math.round(now() - start) };
  } catch (e) {
    return { id, ok: false, error: e instanceof Error ? e.message || e.name : String(e) };
  }
}
