// Game systems' rules load when a match opens, not with the lobby.
import type { SystemId } from '../core/ruleset';
import type { AnyRuntime } from '../store/matchStore';

export async function loadRuntime(system: SystemId): Promise<AnyRuntime | null> {
  if (system === 'oldwest') {
    const { oldwestRuntime } = await import('../rules/oldwest/runtime');
    return oldwestRuntime as unknown as AnyRuntime;
  }
  if (system === 'firepower') {
    const { firepowerRuntime } = await import('../rules/firepower/runtime');
    return firepowerRuntime as unknown as AnyRuntime;
  }
  return null;
}
