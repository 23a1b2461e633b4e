import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { LOGO_HEIGHTS } from '#shared/config/constants.ts';
import { parameterValue } from '#shared/config/parameters.ts';
import { ROUTES } from '#shared/config/routes.ts';
import { $menu, visibleMenu } from '../../entities/menu/index.ts';
import { $logged } from '../../entities/session/index.ts';
import { $parameters, $siteInfo } from '../../entities/site/index.ts';
import { DesktopMenu } from '../../features/main-menu/index.ts';

function TopBar() {
  const { t } = useLingui();
  const params = useUnit($parameters);
  const phone = parameterValue(params, 'COMPANY_PHONE');
  const email = parameterValue(params, 'COMPANY_EMAIL');
  const info = parameterValue(params, 'TOP_INFO_BAR');
  if (!phone && !email && !info) return null;
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        {info && <p className="top-bar-info">{info}</p>}
        <ul className="top-bar-contact" aria-label={t`Contact`}>
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  const [site, menu, logged] = useUnit([$siteInfo, $menu, $logged]);
  const logo = site?.logos.find((l) => l.type === 'LOGO');
  const pages = visibleMenu(menu?.pages ?? []);
  return (
    <header className="site-header">
      <TopBar />
      <div className="app-bar">
        <div className="container app-bar-inner">
          <Link to="/" className="brand" aria-label={t`${site?.name ?? ''} — home page`}>
            {logo?.onlineImage?.url && (
              <img
                className="brand-logo"
                src={logo.onlineImage.url}
                alt=""
                height={LOGO_HEIGHTS.mobile}
                width={LOGO_HEIGHTS.mobile}
              />
            )}
            <span className="brand-name">{site?.name}</span>
          </Link>
          <DesktopMenu pages={pages} />
          <Link to={logged ? ROUTES.account : ROUTES.auth} className="account-link desktop-only">
            <span className="icon icon-user" aria-hidden="true" />
            {logged ? <Trans>My account</Trans> : <Trans>Log in</Trans>}
          </Link>
          <button
            type="button"
            className="menu-toggle mobile-only"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
          >
            <span className="burger" aria-hidden="true" />
            <Trans>Menu</Trans>
          </button>
        </div>
      </div>
    </header>
  );
}
