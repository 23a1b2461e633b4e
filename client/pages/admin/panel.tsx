// The frame of every page of the admin panel (ADR 013): its own bar (the site, who is signed in,
// the logout) and navigation, or the refusal when the panel is not for this visitor.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import type { AdminMe } from '#shared/contracts/admin.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { PROBLEMS } from '../../shared/ui/form-messages.ts';
import {
  $adminMe,
  $panelLogoutFailed,
  $panelLogoutPending,
  $panelStatus,
  panelLogoutClicked,
} from './panel-model.ts';
import { ADMIN_PATHS } from './paths.ts';
import './admin.css';

/** A 403 in French words, or the panel that could not load. */
function PanelRefused({ status }: { status: number }) {
  const { t } = useLingui();
  return status === 403 ? (
    <ErrorPage status={403} message={t`This page is reserved for the administrators of the site.`} />
  ) : (
    <ErrorPage status={status} message={t`The administration could not be loaded. Try again in a moment.`} />
  );
}

function PanelBar({ me }: { me: AdminMe }) {
  const { i18n } = useLingui();
  const { email } = me;
  const [site, logout, pending, failed] = useUnit([
    $siteInfo,
    panelLogoutClicked,
    $panelLogoutPending,
    $panelLogoutFailed,
  ]);
  return (
    <div className="admin-bar">
      <p className="admin-brand">
        <Trans>Administration</Trans>
        {site && <span className="admin-brand-site">{site.name}</span>}
      </p>
      <div className="admin-who">
        <p className="admin-who-text">
          <Trans>
            Signed in as <strong className="admin-email">{email}</strong>
          </Trans>{' '}
          <span className="admin-role">
            {me.role === 'SUPER_ADMIN' ? <Trans>Operator</Trans> : <Trans>Administrator</Trans>}
          </span>
        </p>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={pending || undefined}
          onClick={() => logout()}
        >
          <Trans>Log out</Trans>
        </button>
      </div>
      {failed && (
        <p className="form-summary form-summary-title admin-bar-problem" role="alert">
          {i18n._(PROBLEMS.unavailable)}
        </p>
      )}
    </div>
  );
}

function PanelNav({ operator }: { operator: boolean }) {
  const { t } = useLingui();
  // the payment keys matter to a site that sells only (ADR 012 "Payment")
  const sells = useUnit($siteInfo)?.isECommerce === true;
  return (
    <nav className="admin-nav" aria-label={t`Administration`}>
      <ul>
        <li>
          <AppLink to={ROUTES.admin} nav end>
            <Trans>Dashboard</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.pages} nav>
            <Trans>Site pages</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.redirects} nav>
            <Trans>Redirects</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.trash} nav>
            <Trans>Trash</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.settings} nav>
            <Trans>Settings</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.appearance} nav>
            <Trans>Appearance</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.addresses} nav>
            <Trans>Addresses</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.media} nav>
            <Trans>Media</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ADMIN_PATHS.accounts} nav>
            <Trans>Accounts</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ROUTES.adminAudit} nav>
            <Trans>Journal</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to={ROUTES.adminSecurity} nav>
            <Trans>Security</Trans>
          </AppLink>
        </li>
        {operator && (
          <li>
            <AppLink to={ROUTES.adminSites} nav>
              <Trans>Sites</Trans>
            </AppLink>
          </li>
        )}
        {operator && sells && (
          <li>
            <AppLink to={ADMIN_PATHS.payments} nav>
              <Trans>Payment</Trans>
            </AppLink>
          </li>
        )}
        <li className="admin-nav-out">
          <AppLink to="/">
            <Trans>View the site</Trans>
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}

/** A page of the panel: its title and content inside the panel's frame; `wide`: the navigation
 * above the content at every width, for a screen that needs the room (the block editor). */
export function PanelPage({
  title,
  children,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const [status, me] = useUnit([$panelStatus, $adminMe]);
  if (status !== 200) return <PanelRefused status={status} />;
  if (!me) return null;
  return (
    <div className={wide ? 'admin admin-wide' : 'admin'}>
      <PanelBar me={me} />
      <div className="admin-body">
        <PanelNav operator={me.role === 'SUPER_ADMIN'} />
        <div className="admin-content">
          <h1 className="admin-title">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/** A page of the site that is not there (a wrong number, or one deleted since): its screens say so
 * the same way, with their way back. */
export function MissingPage({ back }: { back: ReactNode }) {
  return (
    <PanelPage title={<Trans>Page not found</Trans>}>
      <p className="empty-state">
        <Trans>This page does not exist, or no longer: a deleted page waits in the trash for 30 days.</Trans>
      </p>
      {back}
    </PanelPage>
  );
}
