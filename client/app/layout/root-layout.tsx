import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import { $menu, visibleMenu } from '../../entities/menu/index.ts';
import { $parameters, $siteInfo } from '../../entities/site/index.ts';
import { $analyticsWanted, loadAnalyticsLoader } from '../../features/analytics/index.ts';
import { ConsentBanner } from '../../features/consent/index.ts';
import { GoToTop } from '../../features/go-to-top/index.ts';
import { LoadingBar } from '../../features/loading-bar/index.ts';
import { loadMobileDrawer } from '../../features/main-menu/index.ts';
import { OfflineNotice } from '../../features/network-status/index.ts';
import { $popupsWanted, loadPopupModal } from '../../features/popups/index.ts';
import { $slider, loadFullscreenSlider } from '../../features/slider/index.ts';
import { Toasts } from '../../features/toasts/index.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { onDemand } from '../../shared/lib/on-demand.tsx';
import { loaderChrome } from '../../shared/lib/page-route.ts';
import { documentTitle } from '../../shared/model/document-title.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { Outlet, usePageData } from '../../shared/router/view.tsx';
import { NotFoundWaysContext } from '../../shared/ui/error-page.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { FixedRightPages } from './fixed-right.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NotFoundWays } from './not-found-ways.tsx';
import { PageNotice } from './page-notice.tsx';
import { PendingNavigation } from './pending-navigation.tsx';
import { RouterBehaviours } from './router-behaviours.tsx';
import { SiteBanner } from './site-banner.tsx';
import './root-layout.css';

// the menu drawer, the slider and the popups load when one opens: most visits open none
const MobileDrawer = onDemand(loadMobileDrawer);
const FullscreenSlider = onDemand(loadFullscreenSlider);
const PopupModal = onDemand(loadPopupModal);
// the analytics' settings and loader come once the visitor has accepted them, after the hydration
const AnalyticsLoader = onDemand(loadAnalyticsLoader);

const CONTACT_SLUG = 'nous-contacter';
/** The skip link's target, where keyboard focus lands after "back to top". */
const MAIN_ID = 'main';

// Each part below reads its own stores: when they change, that part renders again, not the layout
// (a layout render reaches the page's blocks, and a form still waiting in the server's markup
// would be drawn anew: widgets/page-blocks/on-use.ts).

/** The slider and the popups, once one is asked for. */
function Overlays() {
  const [slider, popupsWanted] = useUnit([$slider, $popupsWanted]);
  return (
    <>
      {slider && <FullscreenSlider />}
      {popupsWanted && <PopupModal />}
    </>
  );
}

/** The analytics' loader, after the hydration, once the visitor has accepted them. */
function Analytics() {
  const hydrated = useHydrated();
  const wanted = useUnit($analyticsWanted);
  return hydrated && wanted ? <AnalyticsLoader /> : null;
}

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
  const [menu, params] = useUnit([$menu, $parameters]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openMenu = useCallback(() => setDrawerOpen(true), []);
  const closeMenu = useCallback(() => setDrawerOpen(false), []);
  useDocumentHead();
  // the page on screen may supply its own header or footer (SPEC §3 page flags)
  const chrome = loaderChrome(usePageData());

  const pages = visibleMenu(menu?.pages ?? []);
  const contact = [...(menu?.pages ?? []), ...(menu?.fixedRight ?? [])].find((p) => p.url === CONTACT_SLUG);

  return (
    <>
      <LoadingBar />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t`Skip to content`}
      </a>
      {!chrome.ownHeader && (
        <>
          <Header onOpenMenu={openMenu} />
          <SiteBanner />
        </>
      )}
      <main id={MAIN_ID} className="main container" tabIndex={-1}>
        <PageNotice />
        <NotFoundWaysContext value={NotFoundWays}>
          <Outlet />
        </NotFoundWaysContext>
      </main>
      {!chrome.ownNavigation && <FixedRightPages pages={visibleMenu(menu?.fixedRight ?? [])} />}
      <Footer legalOnly={chrome.ownFooter} />
      {/* SPEC §2 layout option: the bottom bar on small screens only when MOBILE_MENU_BOTTOM */}
      {!chrome.ownNavigation && parameterFlag(params, 'MOBILE_MENU_BOTTOM') && (
        <BottomBar onOpenMenu={openMenu} contactPath={contact?.path ?? null} />
      )}
      {drawerOpen && <MobileDrawer pages={pages} onClose={closeMenu} />}
      <GoToTop focusTargetId={MAIN_ID} />
      <div className="notifications">
        <OfflineNotice />
        <Toasts />
      </div>
      <Overlays />
      <RouterBehaviours />
      <ConsentBanner />
      <Analytics />
      <PendingNavigation />
    </>
  );
}
