// A small notice in a corner, outside matches: "Ready to play offline" once the app is cached
// (it hides itself after a few seconds), or "A new version is ready" with a button to reload into
// it. During a match it waits for the lobby, so it never covers the board.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { useApp } from '../../store/appStore';
import { getOfflineStatus, subscribeOfflineStatus, updateNow } from './offlineStatus';
import './offline.css';

const READY_SHOWN_MS = 6000;

export function OfflineNotice() {
  const t = useT();
  const inMatch = useApp((s) => s.screen === 'match');
  const { offlineReady, updateReady } = useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getOfflineStatus);
  const [readySeen, setReadySeen] = useState(false);
  const [updateHidden, setUpdateHidden] = useState(false);
  const showReady = offlineReady && !readySeen && !inMatch;

  useEffect(() => {
    if (!showReady) return;
    const timer = setTimeout(() => setReadySeen(true), READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [showReady]);

  if (inMatch) return null;
  if (updateReady && !updateHidden) {
    return (
      <div className="offline-notice" role="status" data-testid="offline-notice">
        <span className="offline-notice-text">{t('offline.updateReady')}</span>
        <button type="button" className="btn btn-primary" onClick={() => void updateNow()}>
          {t('offline.update')}
        </button>
        <button type="button" className="btn btn-icon" aria-label={t('offline.hide')} onClick={() => setUpdateHidden(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  if (!showReady) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <span className="offline-notice-text">{t('offline.ready')}</span>
      <button type="button" className="btn btn-icon" aria-label={t('offline.hide')} onClick={() => setReadySeen(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
