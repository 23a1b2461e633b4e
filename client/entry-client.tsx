// Hydrates the server's document: the scope from the serialized state, the locale's catalog,
// and the router with the server's outcome for the URL (ADR 009). The page's route module is
// loaded before hydrating so that the markup matches; its loader is not run again.
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
// the global styles first: every slice's stylesheet comes after them (each view imports its own)
import './app/styles/global.css';
import './app/styles/utilities.css';
import { msg } from '@lingui/core/macro';
import { fork } from 'effector';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  localeByCode,
} from '#shared/config/locales.ts';
import { AppProviders } from './app/app.tsx';
import { type PageState, routeErrorOf, STATE_ELEMENT_ID } from './app/hydration.ts';
// the app's wiring between slices (consent → analytics…) must run in the browser too
import './app/model.ts';
import { basenameOf, isPanelPath, ROUTER_COMPONENTS, routesOf } from './app/routes.tsx';
import { $siteInfo } from './entities/site/index.ts';
import { ConsentCookieReader } from './features/consent/index.ts';
import { createI18n, loadCatalogArea, showPagesWith } from './shared/lib/i18n.ts';
import { whenIdle } from './shared/lib/idle.ts';
import {
  chunkFailed,
  guardedImport,
  loadingQuietly,
  loadQuietly,
  setChunkFailureTexts,
} from './shared/lib/lazy-chunk.ts';
import { createBrowserRouter } from './shared/router/browser.ts';
import { matchUnder } from './shared/router/match.ts';
import { loadRoute } from './shared/router/resolve.ts';
import { RouterProvider } from './shared/router/view.tsx';

// a chunk or its stylesheet did not load (SPEC §2): one reload a minute, else the message; a
// prefetch's failure goes unnoticed (a guarded load failing meanwhile still sees its own)
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  if (!loadingQuietly()) chunkFailed();
});

const CHUNK_FAILURE = {
  message: msg`Part of this page could not be loaded. Check your connection, then reload the page.`,
  reload: msg`Reload the page`,
};

/** Marks the document once React has hydrated it (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Lets the browser handle what waits (a tap, a frame) between two stages of the start, so that
 * none of them is a long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as PageState;
  // the answer to a form sent before the script had loaded stays as the server wrote it
  if (state.formAnswer) return;
  const locale = localeByCode(state.locale) ?? DEFAULT_LOCALE;
  // a page the cache shares sets no cookie (ADR 008): the browser keeps the locale cookie
  if (!document.cookie.split(/;\s*/).includes(`${LOCALE_COOKIE}=${locale.code}`))
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${LOCALE_COOKIE}=${locale.code}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  const catalogs = Promise.all([createI18n(locale.iso), locale.iso === 'fr-FR' ? null : createI18n('fr-FR')]);
  // the modules were evaluated in this task: the rest of the start in tasks of its own
  await nextTask();
  const scope = fork({ values: state.effector });
  let i18n: Awaited<ReturnType<typeof createI18n>>;
  let french: typeof i18n | null;
  try {
    [i18n, french] = await catalogs;
  } catch (error) {
    // without its messages the app cannot render: the server's page stays, complete and usable
    // without JavaScript (its links and forms work); nothing to show the visitor
    console.warn('The message catalog did not load; the page stays as the server sent it.', error);
    return;
  }
  showPagesWith(i18n, ...(french ? [french] : []));
  setChunkFailureTexts({ message: i18n._(CHUNK_FAILURE.message), reload: i18n._(CHUNK_FAILURE.reload) });

  const basename = basenameOf(locale);
  // a site that sells has the shop's routes (ADR 011), a table of their own: a town hall's pages
  // never load it
  const shop = scope.getState($siteInfo)?.isECommerce
    ? await guardedImport(() => import('./app/shop-routes.ts'))().then(
        // the header's cart link says its words from the shop's texts: there before it hydrates
        async (m) => {
          await loadCatalogArea('shop');
          return { pages: m.SHOP_PAGES, parts: m.SHOP_PARTS };
        },
        () => null,
      )
    : { pages: [], parts: null };
  if (shop === null) return; // its failure has shown its message (or reloaded)
  const { pathname, search, hash } = window.location;
  // the admin panel's route table comes with a page of the panel alone (ADR 013): from any other
  // page, a move into the panel is a whole page load
  const inPanel = isPanelPath(locale, pathname);
  const panel = inPanel
    ? await guardedImport(() => import('./app/panel-routes.ts'))().then(
        (m) => m.PANEL_PAGES,
        () => null,
      )
    : [];
  if (panel === null) return;
  const matcher = routesOf(locale, [...shop.pages, ...panel]);
  const { path, match } = matchUnder(matcher, pathname, basename);
  // a page chunk that fails has shown its message (or reloaded): the server's page stays below
  if (
    match &&
    !(await loadRoute(match.route).then(
      () => true,
      () => false,
    ))
  )
    return;
  await nextTask();

  const router = createBrowserRouter({
    matcher,
    basename,
    context: { scope, i18n },
    documentPaths: inPanel ? undefined : (path) => isPanelPath(locale, path),
    initial: {
      location: { pathname: path ?? pathname, search, hash, key: 'default' },
      route: match?.route ?? null,
      params: match?.params ?? {},
      data: state.router.data,
      status: state.router.status,
      error: routeErrorOf(state.router.error),
    },
  });

  // route prefetching (SPEC §9) is no part of the first load: its code comes in idle time, and
  // not while the browser is offline (once it is back)
  const prefetching = () =>
    whenIdle(() => {
      if (!navigator.onLine) return window.addEventListener('online', prefetching, { once: true });
      loadQuietly(() => import('./app/prefetch-routes.ts')).then((loaded) =>
        loaded?.prefetchRoutes(matcher, basename),
      );
    });
  prefetching();
  await nextTask();
  // a transition: React hydrates in slices of a few milliseconds and lets the browser answer in
  // between (one long task otherwise, the page's total blocking time); a click on a part not
  // hydrated yet hydrates that part first
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders scope={scope} i18n={i18n} french={french ?? i18n} extras={shop.parts}>
          <RouterProvider router={router} components={ROUTER_COMPONENTS} />
          <HydrationMarker />
          <ConsentCookieReader />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
