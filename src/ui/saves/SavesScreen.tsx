// The saved-matches screen: every match saved in this browser, to continue, watch, rename,
// duplicate, export or delete (with undo), and importing match files by the button or by dropping
// them anywhere on the page. A refused file is named with its problem; nothing saved changes.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { loadLang, useLang } from '../../i18n';
import { appStorage, matchStore } from '../../store/matchStore';
import { FILE_EXTENSION, type ImportProgress as Progress } from '../../store/saveFile';
import { systemById } from '../../systems/registry';
import { ImportProgress } from './ImportProgress';
import { StorageNote } from './StorageWarning';
import { SavedMatchRow } from './SavedMatchRow';
import { displayName, downloadEntry, openSaved, savesStore, useSaves } from './savesApp';
import { problemText, sv } from './strings';
import { UndoToast } from './UndoToast';
import './saves.css';

export interface SavesScreenProps {
  onBack(): void;
}

interface Notice {
  id: number;
  ok: boolean;
  text: string;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const hasFiles = (ev: DragEvent) => Array.from(ev.dataTransfer?.types ?? []).includes('Files');

export default function SavesScreen({ onBack }: SavesScreenProps) {
  const lang = useLang();
  const entries = useSaves((s) => s.entries);
  const loading = useSaves((s) => s.loading);
  const listError = useSaves((s) => s.error);
  const undo = useSaves((s) => s.undo);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dragging, setDragging] = useState(false);
  const [importing, setImporting] = useState<{ file: string; progress: Progress | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const counter = useRef(0);

  useEffect(() => {
    heading.current?.focus();
    // Saves of the match just left finish first, so the list shows its last action.
    void matchStore.getState().flush().then(() => savesStore.getState().load());
    return () => savesStore.getState().dropUndo();
  }, []);

  const notify = (ok: boolean, text: string) => setNotices((n) => [...n.slice(-3), { id: ++counter.current, ok, text }]);
  const report = (r: { ok: true } | { ok: false; error: string }) => {
    if (!r.ok) notify(false, sv(lang, 'failed', { message: r.error }));
  };

  const importFiles = async (files: readonly File[]) => {
    setNotices([]);
    for (const file of files) {
      const name = file.name || FILE_EXTENSION;
      setImporting({ file: name, progress: null });
      const r = await savesStore.getState().importFile(file, (progress) => setImporting({ file: name, progress }));
      setImporting(null);
      if (r.ok) notify(true, sv(lang, r.newId ? 'importedNewId' : 'imported', { name: displayName(lang, { name: r.record.name ?? null, system: r.record.system, scenarioId: r.record.scenarioId }) }));
      else {
        // A refused action is worded by its system's own refusal words (loaded only for this).
        // Their Russian, if any, loads on demand too (a word table made as they load: loadLang).
        const words = r.refusal ? await systemById(r.refusal.system)?.loadRefusals?.().catch(() => undefined) : undefined;
        if (words) await loadLang(lang).catch(() => undefined);
        notify(false, sv(lang, 'importFailed', { file: file.name || FILE_EXTENSION, message: problemText(lang, r, words) }));
      }
    }
  };

  const open = (id: string, watch: boolean) => {
    openSaved(id, watch).catch((e: unknown) => notify(false, sv(lang, 'openFailed', { message: errorText(e) })));
  };

  const onDragOver = (ev: DragEvent) => {
    if (!hasFiles(ev)) return;
    ev.preventDefault();
    ev.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const onDragLeave = (ev: DragEvent) => {
    if (ev.currentTarget === ev.target || !ev.currentTarget.contains(ev.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (ev: DragEvent) => {
    ev.preventDefault();
    setDragging(false);
    const files = Array.from(ev.dataTransfer?.files ?? []);
    if (files.length) void importFiles(files);
  };

  const memory = !loading && appStorage.kind === 'memory';
  return (
    <div className="saves" data-dragging={dragging ? 'true' : undefined} onDragOver={onDragOver} onDragEnter={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      <header className="saves-header">
        <button type="button" className="btn" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {sv(lang, 'back')}
        </button>
        <h1 className="saves-title" ref={heading} tabIndex={-1}>{sv(lang, 'title')}</h1>
      </header>
      <main className="saves-main">
        <section className="saves-import panel">
          <button type="button" className="btn btn-primary btn-large" onClick={() => fileInput.current?.click()}>
            {sv(lang, 'import')}
          </button>
          <input
            ref={fileInput} type="file" className="visually-hidden" tabIndex={-1} aria-label={sv(lang, 'import')} multiple
            accept={`${FILE_EXTENSION},.json,application/json`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) void importFiles(files);
            }}
          />
          <p className="muted">{sv(lang, 'importHint')}</p>
        </section>
        {importing && <ImportProgress lang={lang} file={importing.file} progress={importing.progress} />}
        <div className="saves-notices" aria-live="polite">
          {notices.map((n) => (
            <p key={n.id} className={n.ok ? 'save-notice save-notice-ok' : 'save-notice save-notice-error'} role={n.ok ? 'status' : 'alert'}>
              {n.text}
            </p>
          ))}
        </div>
        {memory && <StorageNote lang={lang} />}
        {listError && <p className="field-error" role="alert">{sv(lang, 'listFailed', { message: listError })}</p>}
        {loading && entries.length === 0 && <p className="muted" role="status">{sv(lang, 'loading')}</p>}
        {!loading && !listError && entries.length === 0 && <p className="saves-empty">{sv(lang, 'empty')}</p>}
        <ul className="saves-list" aria-label={sv(lang, 'title')}>
          {entries.map((e) => (
            <SavedMatchRow
              key={e.id} entry={e} lang={lang}
              onOpen={() => open(e.id, false)}
              onWatch={() => open(e.id, true)}
              onRename={(name) => savesStore.getState().rename(e.id, name)}
              onDuplicate={() => void savesStore.getState().duplicate(e.id, sv(lang, 'copyName', { name: displayName(lang, e) })).then(report)}
              onDelete={() => void savesStore.getState().remove(e.id).then(report)}
              onExport={() => void downloadEntry(e.id).then(report)}
            />
          ))}
        </ul>
      </main>
      {undo && (
        <UndoToast
          text={sv(lang, 'deleted', { name: displayName(lang, undo.entry) })}
          label={sv(lang, 'undo')}
          name={sv(lang, 'undoName', { name: displayName(lang, undo.entry) })}
          onUndo={() => void savesStore.getState().undoRemove().then(report)}
        />
      )}
      {dragging && (
        <div className="saves-drop" aria-hidden="true">
          <p>{sv(lang, 'dropHere')}</p>
        </div>
      )}
    </div>
  );
}
