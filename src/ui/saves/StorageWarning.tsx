// Storage trouble as the player sees it. In a match: one warning per session (dismissible) that
// play goes on and offers to export the match; and the match screen's Export button. On the saves
// screen: a note when matches live only in this tab.
import { useLang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { troubleKind, useStorageNotice } from '../../store/storageTrouble';
import { useUi } from '../../store/uiStore';
import { warnWords as sv } from './warnStrings';
import './saves.css';

type Lang = 'en' | 'ru';

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

/** Downloads the open match; the file-writing code loads on the first export (not with the match). */
function exportOpenMatch(lang: Lang) {
  const record = useMatch.getState().record;
  if (!record) return;
  import('./savesApp').then(
    (m) => m.downloadRecord(record),
    (e: unknown) => useUi.getState().setToast(sv(lang, 'match.exportFailed', { detail: e instanceof Error ? e.message : String(e) })),
  );
}

/** The match screen's Export button: downloads the open match as a .wartable.json file. */
export function ExportMatchButton() {
  const lang = useLang();
  return (
    <button type="button" className="btn" aria-label={sv(lang, 'match.exportName')} title={sv(lang, 'match.exportName')} onClick={() => exportOpenMatch(lang)}>
      <span aria-hidden="true">⇩ </span>
      <span className="hud-label">{sv(lang, 'match.export')}</span>
    </button>
  );
}

export function StorageNote({ lang }: { lang: Lang }) {
  return <p className="storage-note" role="note">{sv(lang, 'memoryOnly')}</p>;
}
