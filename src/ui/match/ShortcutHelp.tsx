// The keyboard shortcuts' list, opened with ? or the toolbar's button; Escape or Close shuts it.
// Loaded when first opened (MatchShell's lazy parts).
import { useId, useRef } from 'react';
import { useLang } from '../../i18n';
import { useModalDialog } from '../panels/useModalDialog';
import { useBoardTools } from './boardTools';
import { SHORTCUTS, type Shortcut } from './shortcuts';
import { tw } from './toolWords';
import '../panels/RulesNotes.css';
import './boardTools.css';

function Rows({ list }: { list: readonly Shortcut[] }) {
  const lang = useLang();
  return (
    <dl className="shortcut-list">
      {list.map((s) => (
        <div key={s.words} className="shortcut-row">
          <dt>{s.keys.map((k, i) => <span key={k}>{i > 0 && ` ${tw(lang, 'key.or')} `}<kbd>{k}</kbd></span>)}</dt>
          <dd>{tw(lang, s.words)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HelpDialog() {
  const lang = useLang();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => useBoardTools.getState().setHelp(false);
  useModalDialog(ref);
  return (
    <dialog
      ref={ref} className="dialog shortcut-help" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}
      onCancel={(e) => { e.preventDefault(); close(); }}
      onClick={(e) => { if (e.target === e.currentTarget) close(); }}
    >
      <h2 id={`${id}-t`} className="dialog-title">{tw(lang, 'help.title')}</h2>
      <p id={`${id}-d`} className="muted">{tw(lang, 'help.anywhere')}</p>
      <Rows list={SHORTCUTS.filter((s) => !s.replay)} />
      <h3 className="panel-subtitle">{tw(lang, 'help.replay')}</h3>
      <Rows list={SHORTCUTS.filter((s) => s.replay)} />
      <button type="button" className="btn btn-primary" onClick={close} autoFocus>{tw(lang, 'help.close')}</button>
    </dialog>
  );
}

