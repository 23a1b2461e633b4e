// SPEC §2/§8 error page: the message (default 'Error'), the status (default 500); a 404 says
// 'This page could not be found' and links back home. If the error page itself fails, a
// last-resort text with a 'Go back to home' link is shown instead. A 404 also offers the ways
// on that the app layer provides (the site search, the main sections): this layer cannot reach them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, type ComponentType, createContext, type ReactNode, useContext } from 'react';
import './error-page.css';
import { AppLink } from './app-link.tsx';

/** What a 404 offers besides the link home; the layout provides it. */
export const NotFoundWaysContext = createContext<ComponentType | null>(null);

export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useLingui();
  const text = status === 404 ? t`This page could not be found` : (message ?? t`Error`);
  const Ways = useContext(NotFoundWaysContext);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-status">{status}</p>
      <h1 id="error-title">{text}</h1>
      {status === 404 ? (
        <>
          <AppLink className="button" to="/">
            <Trans>Back to the home page</Trans>
          </AppLink>
          {Ways && <Ways />}
        </>
      ) : (
        <AppLink className="button" to="/">
          <Trans>Go back to home</Trans>
        </AppLink>
      )}
    </section>
  );
}

export function ErrorPageFailure() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">
        <Trans>An error occurred while showing the error page</Trans>
      </h1>
      <a className="button" href="/">
        <Trans>Go back to home</Trans>
      </a>
    </section>
  );
}

/** Guards the error page: if rendering it throws, the last-resort page is shown. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}
