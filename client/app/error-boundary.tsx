import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, ErrorPageFailure, ErrorPageGuard } from '../shared/ui/error-page.tsx';

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A page failed: the layout stays, the page area shows the error page. */
export function PageErrorBoundary() {
  const error = useRouteError();
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
