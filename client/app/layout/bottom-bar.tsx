import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged } from '../../entities/session/index.ts';
import './bottom-bar.css';
import { MenuButton } from '../../features/main-menu/index.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';

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
      <AppLink nav to="/" end className="bottom-bar-item">
        <span className="icon icon-home" aria-hidden="true" />
        <Trans>Home</Trans>
      </AppLink>
      <MenuButton
        className="bottom-bar-item"
        icon={<span className="icon icon-menu" aria-hidden="true" />}
        onOpen={onOpenMenu}
      />
      {contactPath && (
        <AppLink nav to={contactPath} className="bottom-bar-item">
          <span className="icon icon-mail" aria-hidden="true" />
          <Trans>Contact</Trans>
        </AppLink>
      )}
      <AppLink nav to={logged ? ROUTES.account : ROUTES.auth} className="bottom-bar-item">
        <span className="icon icon-user" aria-hidden="true" />
        {logged ? <Trans>My account</Trans> : <Trans>Log in</Trans>}
      </AppLink>
    </nav>
  );
}
