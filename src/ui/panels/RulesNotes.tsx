// A modal dialog showing the rules notes (Markdown passed in as text, e.g. via `?raw`).
import { useId, useRef } from 'react';
import { useT } from '../../i18n';
import { Markdown } from './Markdown';
import { useModalDialog } from './useModalDialog';
import './RulesNotes.css';

export interface RulesNotesProps {
  open: boolean;
  markdown: string;
  /** Dialog title; defaults to "Rules notes". */
  title?: string;
  onClose(): void;
}

export function RulesNotes({ open, markdown, title, onClose }: RulesNotesProps) {
  if (!open) return null;
  return <RulesNotesDialog markdown={markdown} title={title} onClose={onClose} />;
}

function RulesNotesDialog({ markdown, title, onClose }: Omit<RulesNotesProps, 'open'>) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className="dialog rules-notes"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      <div className="dialog-head">
        <h2 id={`${id}-title`} className="dialog-title">
          {title ?? t('rules.title')}
        </h2>
        <button type="button" className="btn btn-icon" aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body parchment" tabIndex={0}>
        <Markdown source={markdown} />
      </div>
    </dialog>
  );
}
