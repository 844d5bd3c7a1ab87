// The match screen's Export button: downloads the open match as a .wartable.json file (the
// file-writing code loads on the first export). The storage warning offers the same export.
import { useLang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { exportWords as ew } from './exportWords';

/** Downloads the open match; the file-writing code loads on the first export (not with the match). */
export function exportOpenMatch(lang: 'en' | 'ru') {
  const record = useMatch.getState().record;
  if (!record) return;
  import('./savesApp').then(
    (m) => m.downloadRecord(record),
    (e: unknown) => useUi.getState().setToast(ew(lang, 'match.exportFailed', { detail: e instanceof Error ? e.message : String(e) })),
  );
}

/** The match screen's Export button: downloads the open match as a .wartable.json file. */
export function ExportMatchButton() {
  const lang = useLang();
  return (
    <button type="button" className="btn" aria-label={ew(lang, 'match.exportName')} title={ew(lang, 'match.exportName')} onClick={() => exportOpenMatch(lang)}>
      <span aria-hidden="true">⇩ </span>
      <span className="hud-label">{ew(lang, 'match.export')}</span>
    </button>
  );
}
