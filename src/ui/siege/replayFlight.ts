// A replay shows each shot as it was played: when the replay steps forward onto a shot, the ball
// flies again along the same flight, the rules' own from the state before it and the shot's event
// (the flight is fixed by the seed and the aim, so it is the very flight of the match).
import type { SgState } from '../../rules/siege/types';
import { matchStore } from '../../store/matchStore';
import { replayStore, stepState } from '../../store/replayStore';
import { shotMotion } from './CannonPanel';
import { flyShot } from './controller';

/** Watches the replay for forward steps onto a shot; returns the unsubscriber. */
export function watchReplayShots(): () => void {
  return replayStore.subscribe((r) => [r.on, r.step] as const, ([on, step], [wasOn, before]) => {
    if (!on || !wasOn || step !== before + 1 || !shotMotion()) return;
    const m = matchStore.getState();
    const shot = m.log.find((e) => e.action === step - 1 && (e.event as { type?: string }).type === 'shot');
    const state = stepState(m, step - 1) as SgState | null;
    if (shot && state?.system === 'siege') flyShot(state, shot.event);
  }, { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] });
}
