// A small modal question with two answers (leaving the match from Menu). Escape or a click on
// the backdrop is the cautious answer; focus starts on it.
import { useId, useRef } from 'react';
import { useModalDialog } from './useModalDialog';
import './RulesNotes.css';

export interface ConfirmDialogProps {
  title: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className="dialog confirm-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}
      onClick={(e) => { if (e.target === e.currentTarget) onCancel(); }}
    >
      <h2 id={`${id}-title`} className="dialog-title confirm-title">{title}</h2>
      <div className="confirm-buttons">
        <button type="button" className="btn" onClick={onCancel} autoFocus>{cancel}</button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>{confirm}</button>
      </div>
    </dialog>
  );
}
