// /admin/apparence: the site's look (ADR 016) — its colours with a preview and contrast warnings,
// its logos, its banner, its fonts and font files; each part saved by its own button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ColoursSection } from './appearance-colours.tsx';
import { FontFilesSection, FontsSection } from './appearance-fonts.tsx';
import { BannerSection, LogosSection } from './appearance-images.tsx';
import { $appearanceStatus, $theme, $themeGroup } from './appearance-model.ts';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS } from './paths.ts';
import './settings.css';

export function Component() {
  const { t } = useLingui();
  const [status, group, theme] = useUnit([$appearanceStatus, $themeGroup, $theme]);
  const parts = [
    ['appearance-colours-title', t`Colours`],
    ['appearance-logos-title', t`Logos`],
    ['appearance-banner-title', t`Banner`],
    ['appearance-fonts-title', t`Fonts`],
    ['appearance-font-files-title', t`Font files`],
  ] as const;
  return (
    <PanelPage title={<Trans>Appearance</Trans>}>
      <p className="admin-intro">
        <Trans>
          The site’s look: each part is saved by its own button, and the public site shows it on its next
          page. The other settings are on the <AppLink to={ADMIN_PATHS.settings}>Settings</AppLink> page.
        </Trans>
      </p>
      {status !== 200 || !group || !theme ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The site’s look could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          <nav className="settings-toc" aria-label={t`Parts of the appearance`}>
            <ul>
              {parts.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="settings-groups">
            <ColoursSection group={group} />
            <LogosSection theme={theme} />
            <BannerSection theme={theme} />
            <FontsSection theme={theme} />
            <FontFilesSection theme={theme} />
          </div>
        </>
      )}
    </PanelPage>
  );
}
