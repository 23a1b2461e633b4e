import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import { useParams } from '../router/view.tsx';

/** The panel of a page opened by a link of our e-mails (shared/lib/confirm-link.ts): what the
 * click does, and the button that sends the link's token (usable once the page is hydrated). */
export function ConfirmLinkPanel({
  children,
  label,
  pending,
  onConfirm,
}: {
  children: ReactNode;
  label: ReactNode;
  pending: boolean;
  onConfirm: (token: string) => void;
}) {
  const hydrated = useHydrated();
  const { token = '' } = useParams();
  return (
    <div className="panel">
      <p>{children}</p>
      <button
        type="button"
        className="button"
        onClick={() => onConfirm(token)}
        disabled={!hydrated}
        aria-disabled={pending || undefined}
      >
        {label}
      </button>
    </div>
  );
}
