import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { NavLink } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged } from '../../entities/session/index.ts';
import './bottom-bar.css';

/** Small screens: the main actions within thumb's reach (SPEC §2 "bottom bar"). */
export function BottomBar({
  onOpenMenu,
  contactPath,
}: {
  onOpenMenu: () => void;
  contactPath: string | null;
}) {
  const { t } = useLingui();
  const logged = useUnit($logged);
  return (
    <nav className="bottom-bar mobile-only" aria-label={t`Shortcuts`}>
      <NavLink to="/" end className="bottom-bar-item">
        <span className="icon icon-home" aria-hidden="true" />
        <Trans>Home</Trans>
      </NavLink>
      <button type="button" className="bottom-bar-item" onClick={onOpenMenu} aria-haspopup="dialog">
        <span className="icon icon-menu" aria-hidden="true" />
        <Trans>Menu</Trans>
      </button>
      {contactPath && (
        <NavLink to={contactPath} className="bottom-bar-item">
          <span className="icon icon-mail" aria-hidden="true" />
          <Trans>Contact</Trans>
        </NavLink>
      )}
      <NavLink to={logged ? ROUTES.account : ROUTES.auth} className="bottom-bar-item">
        <span className="icon icon-user" aria-hidden="true" />
        {logged ? <Trans>My account</Trans> : <Trans>Log in</Trans>}
      </NavLink>
    </nav>
  );
}
