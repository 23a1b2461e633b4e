import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { dataRefreshFailed } from '../features/loading-bar/index.ts';
import { isRouteErrorResponse } from '../shared/router/answers.ts';
import { useRouteError } from '../shared/router/view.tsx';
import { ErrorPage, ErrorPageFailure, ErrorPageGuard } from '../shared/ui/error-page.tsx';
import './layout/root-layout.css';

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** SPEC §8: a page whose data could not load during a navigation marks the loading bar failed
 * (the model ignores it outside a navigation, e.g. on a first load that already failed). */
function useFailureSignal(status: number) {
  const failed = useUnit(dataRefreshFailed);
  useEffect(() => {
    if (status >= 500) failed();
  }, [status, failed]);
}

/** A page failed: the layout stays, the page area shows the error page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  useFailureSignal(statusOf(error));
  return (
    <ErrorPageGuard>
      <ErrorPage status={statusOf(error)} />
    </ErrorPageGuard>
  );
}

/** The layout itself failed: a bare error page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="main">
      <ErrorPageGuard>
        {statusOf(error) ? <ErrorPage status={statusOf(error)} /> : <ErrorPageFailure />}
      </ErrorPageGuard>
    </main>
  );
}
