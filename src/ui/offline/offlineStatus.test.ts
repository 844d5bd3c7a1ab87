import { describe, expect, it, vi } from 'vitest';
import { getOfflineStatus, setOfflineStatus, setUpdateHandler, subscribeOfflineStatus, updateNow } from './offlineStatus';

describe('offline status', () => {
  it('tells listeners when the app is cached and when an update waits, and applies the update once asked', async () => {
    const seen: boolean[][] = [];
    const stop = subscribeOfflineStatus(() => {
      const s = getOfflineStatus();
      seen.push([s.offlineReady, s.updateReady]);
    });
    expect(getOfflineStatus()).toEqual({ offlineReady: false, updateReady: false });
    setOfflineStatus({ offlineReady: true });
    setOfflineStatus({ updateReady: true });
    const apply = vi.fn(() => Promise.resolve());
    setUpdateHandler(apply);
    await updateNow();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([[true, false], [true, true], [true, false]]);
    stop();
    setOfflineStatus({ updateReady: true });
    expect(seen).toHaveLength(3);
  });
});
