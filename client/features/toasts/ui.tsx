// The toasts of SPEC §2, top right. Errors are announced at once (assertive), the others when
// the screen reader is free (polite); the live regions exist before any toast enters them.
// Plain aria-live regions, not role=status/alert: empty, they are no landmark or widget a page
// would have to tell apart from its own form messages.
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { $toasts, type Toast, toastDismissed } from './model.ts';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t, i18n } = useLingui();
  const dismiss = useUnit(toastDismissed);
  return (
    <div className={`toast toast-${toast.kind}`}>
      <p className="toast-text">{'text' in toast ? toast.text : i18n._(toast.message)}</p>
      <button
        type="button"
        className="toast-close"
        onClick={() => dismiss(toast.id)}
        aria-label={t`Close the notification`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toasts() {
  const toasts = useUnit($toasts);
  return (
    <>
      <div className="toast-region" aria-live="polite">
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className="toast-region" aria-live="assertive">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </>
  );
}
