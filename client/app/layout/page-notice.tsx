// One-off messages of shared/model/notice.ts, at the top of the page they were meant for.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $notice, type NoticeKind, noticeDismissed } from '../../shared/model/notice.ts';
import './page-notice.css';
import { useLocation } from '../../shared/router/view.tsx';

const TEXTS: Record<NoticeKind, ReturnType<typeof msg>> = {
  accountDeleted: msg`Your account has been deleted, and your personal data with it.`,
  loggedOut: msg`You are logged out.`,
};

export function PageNotice() {
  const { i18n } = useLingui();
  const [notice, dismiss] = useUnit([$notice, noticeDismissed]);
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = notice !== null && notice.path === pathname;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="page-notice" role="status" tabIndex={-1} ref={ref}>
      <p>{i18n._(TEXTS[notice.kind])}</p>
      <button type="button" className="page-notice-close" onClick={() => dismiss()}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
