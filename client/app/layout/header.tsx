import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { use } from 'react';
import { LOGO_HEIGHTS } from '#shared/config/constants.ts';
import { parameterFlag, parameterValue } from '#shared/config/parameter-map.ts';
import { ROUTES } from '#shared/config/routes.ts';
import { telHref } from '#shared/lib/phone.ts';
import { $menu, visibleMenu } from '../../entities/menu/index.ts';
import { $logged } from '../../entities/session/index.ts';
import { $parameters, $siteInfo, logoPosition } from '../../entities/site/index.ts';
import { DesktopMenu, FullscreenMenu, MenuButton } from '../../features/main-menu/index.ts';
import { SearchForm } from '../../features/site-search/index.ts';
import './header.css';
import { LayoutPartsContext } from '../../shared/lib/layout-parts.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';

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
              <a href={telHref(phone)}>{phone}</a>
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

/** SPEC §2 layout options: fixed menu, fullscreen menu, mobile menu at the bottom, search bar. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const [site, menu, logged, params] = useUnit([$siteInfo, $menu, $logged, $parameters]);
  const logo = site?.logos.find((l) => l.type === 'LOGO');
  const pages = visibleMenu(menu?.pages ?? []);
  const fixed = parameterFlag(params, 'MENU_FIXED');
  const fullscreen = parameterFlag(params, 'MENU_FULLSCREEN');
  // with the bottom bar, its Menu button is the way in on small screens
  const burger = !parameterFlag(params, 'MOBILE_MENU_BOTTOM');
  const search = parameterFlag(params, 'SEARCH_BAR_ENABLED');
  const extras = use(LayoutPartsContext);
  return (
    <header className={`site-header logo-${logoPosition(params)}${fixed ? ' site-header-fixed' : ''}`}>
      <TopBar />
      <div className="app-bar">
        <div className="container app-bar-inner">
          {/* the link's name is its content: the logo's configured text alternative, then the
              name; an alternative that only repeats the name beside it is left empty (WCAG H2) */}
          <AppLink to="/" className="brand">
            {logo?.onlineImage?.url && (
              <img
                className="brand-logo"
                src={logo.onlineImage.url}
                alt={logo.alt.trim() === site?.name.trim() ? '' : logo.alt}
                height={LOGO_HEIGHTS.desktop}
                width={LOGO_HEIGHTS.desktop}
              />
            )}
            <span className="brand-name">{site?.name}</span>
          </AppLink>
          {fullscreen ? <FullscreenMenu pages={pages} /> : <DesktopMenu pages={pages} />}
          {search && <SearchForm variant="header" />}
          {/* on small screens the bottom bar carries the account link; without it, the app bar does */}
          <AppLink
            to={logged ? ROUTES.account : ROUTES.auth}
            className={`account-link${burger ? ' account-link-compact' : ' desktop-only'}`}
          >
            <span className="icon icon-user" aria-hidden="true" />
            <span className="account-link-text">
              {logged ? <Trans>My account</Trans> : <Trans>Log in</Trans>}
            </span>
          </AppLink>
          {extras && <extras.HeaderLink />}
          {burger && (
            <MenuButton
              className="menu-toggle mobile-only"
              icon={<span className="burger" aria-hidden="true" />}
              onOpen={onOpenMenu}
            />
          )}
        </div>
      </div>
    </header>
  );
}
