// Hot-seat hand-off: an opaque full-screen curtain over everything until the next player
// taps the big button. Focus stays on the button; Enter or Space reveals the table.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { useModalDialog } from './useModalDialog';
import './HandoffCurtain.css';

export interface HandoffCurtainProps {
  /** The player who acts next. */
  name: string;
  /** Their posse colour (CSS), for the accent stripe. */
  color?: string;
  onReady(): void;
}

export function HandoffCurtain({ name, color, onReady }: HandoffCurtainProps) {
  const t = useT();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef);

  useEffect(() => {
    buttonRef.current?.focus();
  }, []);

  const trapFocus = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      e.preventDefault();
      buttonRef.current?.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="curtain"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-tap`}
      onCancel={(e) => e.preventDefault()}
      onKeyDown={trapFocus}
      style={color ? { borderTopColor: color } : undefined}
    >
      <div className="curtain-inner">
        <p className="curtain-kicker">{t('handoff.title')}</p>
        <h2 id={`${id}-title`} className="curtain-title">
          {t('handoff.pass', { name })}
        </h2>
        <p id={`${id}-tap`} className="curtain-text">
          {t('handoff.tap')}
        </p>
        <button ref={buttonRef} type="button" className="btn btn-primary curtain-button" onClick={onReady}>
          {t('handoff.ready')}
        </button>
      </div>
    </dialog>
  );
}
