// The game systems, one line each: the only place in the app that names them. The lobby, the
// saved-matches list, the import checks, the store, `npm run sim` and the property tests all read
// this list. Adding a system: its folders under src/rules/<id> and src/ui/<id>, and a line here
// (docs/adding-a-system.md).
import type { AnyRuntime } from '../core/system';
import { firepowerManifest } from '../ui/firepower/manifest';
import { oldwestManifest } from '../ui/oldwest/manifest';
import { rankedManifest } from '../ui/ranked/manifest';
import { roninManifest } from '../ui/ronin/manifest';
import { siegeManifest } from '../ui/siege/manifest';
import type { SystemManifest } from './manifest';

export const SYSTEMS: readonly SystemManifest[] = [
  oldwestManifest,
  firepowerManifest,
  roninManifest,
  rankedManifest,
  siegeManifest,
];

export function isSystemId(value: unknown): value is string {
  return typeof value === 'string' && SYSTEMS.some((s) => s.id === value);
}

export function systemById(id: string): SystemManifest | null {
  return SYSTEMS.find((s) => s.id === id) ?? null;
}

/** The system's rules, loaded on first use (null for a system that is only listed as coming). */
export async function loadRuntime(id: string): Promise<AnyRuntime | null> {
  const m = systemById(id);
  return m?.load ? m.load() : null;
}

/** Every playable system's rules, for the simulator and the tests. */
export async function loadAllRuntimes(): Promise<{ manifest: SystemManifest; runtime: AnyRuntime }[]> {
  const out: { manifest: SystemManifest; runtime: AnyRuntime }[] = [];
  for (const manifest of SYSTEMS) if (manifest.load) out.push({ manifest, runtime: await manifest.load() });
  return out;
}
