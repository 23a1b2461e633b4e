// While the browser is offline a notice says so; the status region is always there so that the
// change is announced (politely).
import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $online, browserWentOffline, browserWentOnline, networkStatusRead } from './model.ts';
import './offline-notice.css';

export function OfflineNotice() {
  const [online, read, wentOnline, wentOffline] = useUnit([
    $online,
    networkStatusRead,
    browserWentOnline,
    browserWentOffline,
  ]);
  useEffect(() => {
    read(navigator.onLine);
    const onOnline = () => wentOnline();
    const onOffline = () => wentOffline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [read, wentOnline, wentOffline]);
  return (
    <div className="offline-region" aria-live="polite">
      {!online && (
        <p className="offline-notice">
          <span className="icon icon-offline" aria-hidden="true" />
          <Trans>
            You are offline. The pages already open stay readable; the rest will work again once the
            connection is back.
          </Trans>
        </p>
      )}
    </div>
  );
}
