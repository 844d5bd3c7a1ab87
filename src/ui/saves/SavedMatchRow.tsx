// One saved match in the list: its name (renamed in place), system and scenario, players, turn and
// when it was last played, and its buttons. Names come from players and files: shown as text only.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MATCH_NAME_MAX } from '../../store/recordSchema';
import type { SavedEntry, SavesResult } from '../../store/savesStore';
import { displayName, scenarioName, systemName } from './savesApp';
import { sv } from './strings';

type Lang = 'en' | 'ru';

export interface SavedMatchRowProps {
  entry: SavedEntry;
  lang: Lang;
  onOpen(): void;
  onWatch(): void;
  onRename(name: string): Promise<SavesResult>;
  onDuplicate(): void;
  onDelete(): void;
  onExport(): void;
}

function turnText(lang: Lang, e: SavedEntry): string {
  const s = e.summary;
  if (!s) return sv(lang, 'turnPending');
  const turn = s.turn ?? '?';
  if (!s.over) return sv(lang, 'turnN', { n: turn });
  const winner = s.winner === null || !e.players ? '' : `; ${sv(lang, 'won', { name: e.players[s.winner] })}`;
  return `${sv(lang, 'finished', { n: turn })}${winner}`;
}

export function SavedMatchRow({ entry, lang, onOpen, onWatch, onRename, onDuplicate, onDelete, onExport }: SavedMatchRowProps) {
  const name = displayName(lang, entry);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const startRename = () => {
    setDraft(entry.name ?? '');
    setError(null);
    setEditing(true);
  };
  const stopRename = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (draft.trim().length > MATCH_NAME_MAX) return setError(sv(lang, 'renameTooLong', { max: MATCH_NAME_MAX }));
    const r = await onRename(draft);
    if (r.ok) stopRename();
    else setError(sv(lang, 'failed', { message: r.error }));
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      stopRename();
    }
  };

  // Readable once its summary is known (stored, or worked out by a replay) and nothing is wrong with it.
  const readable = entry.summary !== null && entry.problem === null;
  const when = entry.updatedAt ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(entry.updatedAt) : '—';
  return (
    <li className="save-row" aria-labelledby={titleId} data-id={entry.id}>
      <div className="save-main">
        {editing ? (
          <form className="save-rename" onSubmit={submit} onKeyDown={onKey}>
            <label className="visually-hidden" htmlFor={`${titleId}-name`}>
              {sv(lang, 'renameLabel', { name })}
            </label>
            <input
              id={`${titleId}-name`} ref={input} className="save-rename-input" value={draft} maxLength={MATCH_NAME_MAX + 20}
              placeholder={scenarioName(lang, entry.system, entry.scenarioId)} autoComplete="off"
              aria-invalid={error ? true : undefined} aria-describedby={error ? `${titleId}-err` : undefined}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="btn btn-primary">{sv(lang, 'renameSave')}</button>
            <button type="button" className="btn" onClick={stopRename}>{sv(lang, 'renameCancel')}</button>
            {error && <p id={`${titleId}-err`} className="field-error" role="alert">{error}</p>}
          </form>
        ) : (
          <h3 id={titleId} className="save-name">{name}</h3>
        )}
        <p className="save-meta">
          <span>{systemName(lang, entry.system)}</span>
          <span aria-hidden="true"> · </span>
          <span>{scenarioName(lang, entry.system, entry.scenarioId)}</span>
        </p>
        <dl className="save-facts">
          <div><dt>{sv(lang, 'players')}</dt><dd>{entry.players ? `${entry.players[0]} – ${entry.players[1]}` : '—'}</dd></div>
          <div><dt>{sv(lang, 'turn')}</dt><dd className="save-turn">{turnText(lang, entry)} <span className="muted">({entry.actions === 1 ? sv(lang, 'action') : sv(lang, 'actions', { n: entry.actions })})</span></dd></div>
          <div><dt>{sv(lang, 'lastPlayed')}</dt><dd><time dateTime={entry.updatedAt ? new Date(entry.updatedAt).toISOString() : undefined}>{when}</time></dd></div>
        </dl>
        {entry.problem && <p className="field-error save-problem">{sv(lang, 'damaged', { message: entry.problem })}</p>}
      </div>
      <div className="save-buttons" role="group" aria-label={name}>
        <button type="button" className="btn btn-primary" disabled={!readable || !!entry.problem} aria-label={sv(lang, 'openName', { name })} onClick={onOpen}>{sv(lang, 'open')}</button>
        <button type="button" className="btn" disabled={!readable || !!entry.problem} aria-label={sv(lang, 'watchName', { name })} onClick={onWatch}>{sv(lang, 'watch')}</button>
        <button type="button" className="btn" ref={renameButton} disabled={!readable || editing} aria-label={sv(lang, 'renameName', { name })} onClick={startRename}>{sv(lang, 'rename')}</button>
        <button type="button" className="btn" disabled={!readable} aria-label={sv(lang, 'duplicateName', { name })} onClick={onDuplicate}>{sv(lang, 'duplicate')}</button>
        <button type="button" className="btn" aria-label={sv(lang, 'exportName', { name })} onClick={onExport}>{sv(lang, 'export')}</button>
        <button type="button" className="btn btn-danger" aria-label={sv(lang, 'deleteName', { name })} onClick={onDelete}>{sv(lang, 'delete')}</button>
      </div>
    </li>
  );
}
