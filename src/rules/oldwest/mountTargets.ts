// A strike or shot may aim at a rider's mount: its target id is the rider's id with '~mount'.
import type { OWState } from './types';

export const mountTarget = (riderId: string) => `${riderId}~mount`;
export const isMountTarget = (id: string) => id.endsWith('~mount');
export const riderOf = (id: string) => id.slice(0, -'~mount'.length);

/** The targets among these fighters: each rider that is still up, and his mount. */
export function withMounts(s: OWState, ids: string[]): string[] {
  return ids.flatMap((id) => (s.fighters[id]!.mount && s.fighters[id]!.status === 'ok' ? [id, mountTarget(id)] : [id]));
}
