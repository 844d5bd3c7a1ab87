// "Deleted: …  [Undo]" for the few seconds a deleted match can be brought back. The Undo button
// takes the focus (the deleted row's buttons are gone); when the toast goes, the focus returns to
// the screen's heading.
import { useEffect, useRef } from 'react';

export interface UndoToastProps {
  text: string;
  /** The button's visible word, and its full accessible name. */
  label: string;
  name: string;
  onUndo(): void;
}

export function UndoToast({ text, label, name, onUndo }: UndoToastProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const b = button.current;
    b?.focus();
    return () => {
      if (b && document.activeElement === b) document.querySelector<HTMLElement>('.saves-title')?.focus();
    };
  }, []);
  return (
    <div className="toast undo-toast" role="status">
      <p className="toast-text">{text}</p>
      <button ref={button} type="button" className="btn btn-primary" aria-label={name} onClick={onUndo}>
        {label}
      </button>
    </div>
  );
}
