// A dismissible alert for refused actions and load errors. Renders nothing without a message.
import { useT } from '../../i18n';

export interface ErrorToastProps {
  message: string | null;
  onDismiss(): void;
  /** Short heading; defaults to the translated "Problem". */
  title?: string;
}

export function ErrorToast({ message, onDismiss, title }: ErrorToastProps) {
  const t = useT();
  if (!message) return null;
  return (
    <div className="toast" role="alert">
      <div className="toast-body">
        <strong className="toast-title">{title ?? t('toast.label')}</strong>
        <p className="toast-text">{message}</p>
      </div>
      <button type="button" className="btn btn-icon" aria-label={t('common.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
