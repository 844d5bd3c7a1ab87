// Storage trouble as the player sees it. In a match: one warning per session (dismissible) that
// play goes on and offers to export the match (the match screen loads it when saving fails). On
// the saves screen: a note when matches live only in this tab.
import { useLang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { troubleKind, useStorageNotice } from '../../store/storageTrouble';
import { exportOpenMatch } from './ExportMatchButton';
import { warnWords as sv } from './warnStrings';
import './saves.css';

export function StorageWarning() {
  const lang = useLang();
  const warning = useMatch((m) => m.storageWarning);
  const hasRecord = useMatch((m) => m.record !== null);
  const dismissed = useStorageNotice((s) => s.dismissed);
  const kind = troubleKind(warning);
  if (!kind || dismissed) return null;
  const detail = (warning ?? '').match(/could not be saved \((.*)\)\./)?.[1] ?? warning ?? '';
  return (
    <div className="floating-banner storage-warning" role="alert">
      <div className="storage-warning-body">
        <strong>{sv(lang, 'warn.title')}</strong>
        <p>{kind === 'unavailable' ? sv(lang, 'warn.unavailable') : sv(lang, 'warn.saveFailed', { detail })}</p>
      </div>
      {hasRecord && (
        <button type="button" className="btn btn-primary" onClick={() => exportOpenMatch(lang)}>
          {sv(lang, 'warn.export')}
        </button>
      )}
      <button type="button" className="btn btn-icon" aria-label={sv(lang, 'warn.dismiss')} onClick={() => useStorageNotice.getState().dismiss()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function StorageNote({ lang }: { lang: 'en' | 'ru' }) {
  return <p className="storage-note" role="note">{sv(lang, 'memoryOnly')}</p>;
}
