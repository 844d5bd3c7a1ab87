// The rules with the computer opponent's evaluation of every playable system, for Node (the
// strength bench, the tests): each system's src/rules/<id>/computer.ts, found by its id as the
// computer's worker finds it (src/ui/ai/answer.ts). The app never imports this module, so no
// lobby or match carries these loaders.
import type { AnyRuntime } from '../core/system';
import type { SystemManifest } from './manifest';
import { SYSTEMS } from './registry';

/** The runtime a system's computer module exports (the one whose rules carry the system's id). */
async function computerOf(id: string): Promise<AnyRuntime> {
  const mod = (await import(`../rules/${id}/computer.ts`)) as Record<string, unknown>;
  const found = Object.values(mod).find((v) => (v as Partial<AnyRuntime> | null)?.rules?.id === id);
  if (!found) throw new Error(`src/rules/${id}/computer.ts exports no runtime for '${id}'`);
  return found as AnyRuntime;
}

/** Every playable system's rules with the computer's evaluation (`runtime.ai`). */
export async function loadComputerRuntimes(): Promise<{ manifest: SystemManifest; runtime: AnyRuntime }[]> {
  const out: { manifest: SystemManifest; runtime: AnyRuntime }[] = [];
  for (const manifest of SYSTEMS) if (manifest.load) out.push({ manifest, runtime: await computerOf(manifest.id) });
  return out;
}
