import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $me } from '../../entities/session/index.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { PROBLEMS } from '../../shared/ui/form-messages.ts';
import { DataSection } from './data-section.tsx';
import { DeleteSection } from './delete-section.tsx';
import { $logoutFailed, $logoutPending, logoutClicked } from './model.ts';
import { NewsletterSection } from './newsletter-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import './account.css';

/** The shop's orders: only where the site sells, loaded in the browser (ADR 012). */
const MyOrders = lazy(() => import('../../features/checkout/my-orders.tsx'));

function LoggedInAs({ email }: { email: string }) {
  return (
    <p className="account-intro">
      <Trans>
        You are logged in as <strong>{email}</strong>.
      </Trans>
    </p>
  );
}

export function Component() {
  const { i18n } = useLingui();
  const [me, logout, logoutPending, logoutFailed, site] = useUnit([
    $me,
    logoutClicked,
    $logoutPending,
    $logoutFailed,
    $siteInfo,
  ]);
  const hydrated = useHydrated();
  return (
    <article className="page account-page">
      <div className="account-head">
        <h1 className="page-title">
          <Trans>My account</Trans>
        </h1>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={logoutPending || undefined}
          onClick={() => logout()}
        >
          <Trans>Log out</Trans>
        </button>
      </div>
      {logoutFailed && (
        <p className="form-summary form-summary-title" role="alert">
          {i18n._(PROBLEMS.unavailable)}
        </p>
      )}
      {me && (
        <>
          <LoggedInAs email={me.email} />
          {hydrated && site?.isECommerce && (
            <Suspense fallback={null}>
              <MyOrders />
            </Suspense>
          )}
          <div className="account-grid">
            <ProfileSection me={me} />
            <div className="account-column">
              <PasswordSection />
              <NewsletterSection />
              <DataSection />
            </div>
          </div>
          <DeleteSection />
        </>
      )}
    </article>
  );
}
