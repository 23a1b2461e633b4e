import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { $menu, visibleMenu } from '../../entities/menu/index.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { AnalyticsLoader } from '../../features/analytics/index.ts';
import { ConsentBanner } from '../../features/consent/index.ts';
import { MobileDrawer } from '../../features/main-menu/index.ts';
import { documentTitle } from '../../shared/model/document-title.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageNotice } from './page-notice.tsx';
import { PendingNavigation } from './pending-navigation.tsx';

const CONTACT_SLUG = 'nous-contacter';

/** Keeps the head in step after client-side navigation (the server wrote the first one). */
function useDocumentHead() {
  const [meta, site] = useUnit([$documentMeta, $siteInfo]);
  useEffect(() => {
    document.title = documentTitle(meta, site?.name);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description ?? '');
  }, [meta, site]);
}

export function RootLayout() {
  const { t } = useLingui();
  const [menu] = useUnit([$menu]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openMenu = useCallback(() => setDrawerOpen(true), []);
  const closeMenu = useCallback(() => setDrawerOpen(false), []);
  useDocumentHead();

  const pages = visibleMenu(menu?.pages ?? []);
  const contact = [...(menu?.pages ?? []), ...(menu?.fixedRight ?? [])].find((p) => p.url === CONTACT_SLUG);

  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Header onOpenMenu={openMenu} />
      <main id="main" className="main container" tabIndex={-1}>
        <PageNotice />
        <Outlet />
      </main>
      <Footer />
      <BottomBar onOpenMenu={openMenu} contactPath={contact?.path ?? null} />
      <MobileDrawer pages={pages} open={drawerOpen} onClose={closeMenu} />
      <ConsentBanner />
      <AnalyticsLoader />
      <PendingNavigation />
      <ScrollRestoration />
    </>
  );
}
