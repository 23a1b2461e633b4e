// The react-router route objects of one locale, built from the shared route table.
import { msg } from '@lingui/core/macro';
import { allSettled } from 'effector';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { type LocaleDefinition, localizePath } from '#shared/config/locales.ts';
import { HOME_SLUG, LEGAL_PAGES, ROUTES, routeId } from '#shared/config/routes.ts';
import { DETAIL_SECTIONS, type DetailSection } from '#shared/config/sections.ts';
import { $logged } from '../entities/session/index.ts';
import { accountPageOpened, loadAccountView } from '../pages/account/index.ts';
import {
  $album,
  $albumStatus,
  albumPageOpened,
  canonicalAlbumPath,
  loadAlbumDetailView,
} from '../pages/album-detail/index.ts';
import { $albumsStatus, albumsPageOpened, loadAlbumListView } from '../pages/album-list/index.ts';
import { authPageOpened, loadAuthView, safeRedirect } from '../pages/auth/index.ts';
import {
  $blogListing,
  $blogStatus,
  blogPageOpened,
  canonicalBlogPath,
  loadBlogView,
} from '../pages/blog/index.ts';
import {
  $article,
  $articleStatus,
  blogArticleOpened,
  canonicalArticlePath,
  loadBlogArticleView,
} from '../pages/blog-article/index.ts';
import { $cmsPageStatus, cmsPageOpened, loadCmsPageView } from '../pages/cms-page/index.ts';
import {
  $element,
  $elementStatus,
  canonicalPathOf,
  elementPageOpened,
  loadElementDetailView,
} from '../pages/element-detail/index.ts';
import { emailConfirmOpened, loadEmailConfirmView } from '../pages/email-confirm/index.ts';
import { homeOpened, loadHomeView } from '../pages/home/index.ts';
import { $legalPageStatus, legalPageOpened, loadLegalView } from '../pages/legal/index.ts';
import {
  $news,
  $newsStatus,
  canonicalNewsPath,
  loadNewsDetailView,
  newsPageOpened,
} from '../pages/news-detail/index.ts';
import { loadNewsletterConfirmView, newsletterConfirmOpened } from '../pages/newsletter-confirm/index.ts';
import { loadPasswordResetView, passwordResetOpened } from '../pages/password-reset/index.ts';
import { loadPasswordResetAskView, passwordResetAskOpened } from '../pages/password-reset-ask/index.ts';
import { $searchPageStatus, loadSearchView, searchPageOpened, searchQueryOf } from '../pages/search/index.ts';
import {
  $service,
  $serviceStatus,
  canonicalServicePath,
  loadServiceDetailView,
  servicePageOpened,
} from '../pages/service-detail/index.ts';
import { guardedImport } from '../shared/lib/lazy-chunk.ts';
import { i18nContext, scopeContext } from '../shared/lib/router-context.ts';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundary.tsx';
import { RootLayout } from './layout/root-layout.tsx';

const LEGAL_TITLES = {
  LEGAL_NOTICE: msg`Legal notice`,
  PRIVACY_POLICY: msg`Privacy policy`,
  COOKIE_POLICY: msg`Cookie policy`,
  SALE_TERMS: msg`Terms of sale`,
  USE_TERMS: msg`Terms of use`,
  ACCESSIBILITY_STATEMENT: msg`Accessibility statement`,
} as const;

const CONTENT_TITLES = {
  albums: msg`Photo albums`,
  blog: msg`Blog`,
} as const;

const ACCOUNT_TITLES = {
  auth: msg`Log in or create an account`,
  passwordResetAsk: msg`Forgot your password?`,
  passwordReset: msg`Choose a new password`,
  account: msg`My account`,
  emailConfirm: msg`E-mail address confirmation`,
  newsletterConfirm: msg`Newsletter subscription`,
} as const;

/** Source modules of the lazily loaded pages: the server preloads their chunks. */
export const PAGE_MODULES = {
  home: 'client/pages/home/ui.tsx',
  cmsPage: 'client/pages/cms-page/ui.tsx',
  legal: 'client/pages/legal/ui.tsx',
  auth: 'client/pages/auth/ui.tsx',
  passwordResetAsk: 'client/pages/password-reset-ask/ui.tsx',
  passwordReset: 'client/pages/password-reset/ui.tsx',
  account: 'client/pages/account/ui.tsx',
  emailConfirm: 'client/pages/email-confirm/ui.tsx',
  elementDetail: 'client/pages/element-detail/ui.tsx',
  newsDetail: 'client/pages/news-detail/ui.tsx',
  newsletterConfirm: 'client/pages/newsletter-confirm/ui.tsx',
  search: 'client/pages/search/ui.tsx',
  albumList: 'client/pages/album-list/ui.tsx',
  albumDetail: 'client/pages/album-detail/ui.tsx',
  blog: 'client/pages/blog/ui.tsx',
  blogArticle: 'client/pages/blog-article/ui.tsx',
  serviceDetail: 'client/pages/service-detail/ui.tsx',
} as const;

const statusOf = (status: number) => (status === 200 ? null : data(null, { status }));

/** A detail page answers on its canonical URL only: another slug (or none) is sent there. */
function toCanonical(request: Request, locale: LocaleDefinition, canonical: string) {
  const url = new URL(request.url);
  if (url.pathname !== localizePath(locale, canonical)) throw redirect(canonical + url.search, 301);
}

// SPEC §2 detail pages: the loader is the page's validation step (a bad id, another route's or
// another site's element → 404) and sends other spellings of the URL to the canonical one.
const sectionLoader =
  (section: DetailSection, locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    if (section === 'actualites') {
      await allSettled(newsPageOpened, { scope, params: { id: params.id } });
      const item = scope.getState($news);
      if (item) toCanonical(request, locale, canonicalNewsPath(item));
      return statusOf(scope.getState($newsStatus));
    }
    await allSettled(elementPageOpened, { scope, params: { route: section, id: params.id } });
    const element = scope.getState($element);
    if (element) toCanonical(request, locale, canonicalPathOf(element));
    return statusOf(scope.getState($elementStatus));
  };

/** /element/:slug?/:name?/:id — with one segment before the id, that segment is the route. */
const genericElementLoader =
  (locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    const route = params.name ?? params.slug ?? '';
    await allSettled(elementPageOpened, { scope, params: { route, id: params.id } });
    const element = scope.getState($element);
    if (element) toCanonical(request, locale, canonicalPathOf(element));
    return statusOf(scope.getState($elementStatus));
  };

// Albums, the blog and services (issue 3): the same validation step and canonical URLs.
async function albumsLoader({ request, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  const title = context.get(i18nContext)._(CONTENT_TITLES.albums);
  await allSettled(albumsPageOpened, { scope, params: { search: new URL(request.url).search, title } });
  return statusOf(scope.getState($albumsStatus));
}

const albumLoader =
  (locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    await allSettled(albumPageOpened, { scope, params: { id: params.id } });
    const album = scope.getState($album);
    if (album) toCanonical(request, locale, canonicalAlbumPath(album));
    return statusOf(scope.getState($albumStatus));
  };

/** /blog and /blog/dossier/:id/:slug? — 404 where the site's blog is off (BLOG_ENABLED). */
const blogLoader =
  (locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    const title = context.get(i18nContext)._(CONTENT_TITLES.blog);
    const search = new URL(request.url).search;
    await allSettled(blogPageOpened, { scope, params: { folderId: params.id, search, title } });
    const listing = scope.getState($blogListing);
    if (listing?.folder) toCanonical(request, locale, canonicalBlogPath(listing));
    return statusOf(scope.getState($blogStatus));
  };

const blogArticleLoader =
  (locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    await allSettled(blogArticleOpened, { scope, params: { id: params.id } });
    const article = scope.getState($article);
    if (article) toCanonical(request, locale, canonicalArticlePath(article));
    return statusOf(scope.getState($articleStatus));
  };

const serviceLoader =
  (locale: LocaleDefinition) =>
  async ({ request, params, context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    await allSettled(servicePageOpened, { scope, params: { id: params.id } });
    const service = scope.getState($service);
    if (service) toCanonical(request, locale, canonicalServicePath(service));
    return statusOf(scope.getState($serviceStatus));
  };

export const sectionRouteId = (section: DetailSection, locale: Pick<LocaleDefinition, 'short'>) =>
  `section-${section}___${locale.short}`;

async function cmsLoader({ request, params, context }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  if (path === HOME_SLUG) throw redirect('/', 301);
  const scope = context.get(scopeContext);
  await allSettled(cmsPageOpened, { scope, params: { path, search: new URL(request.url).search } });
  return statusOf(scope.getState($cmsPageStatus));
}

async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  await allSettled(homeOpened, { scope, params: { search: new URL(request.url).search } });
  return statusOf(scope.getState($cmsPageStatus));
}

const legalLoader =
  (parameter: keyof typeof LEGAL_TITLES, path: string) =>
  async ({ context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    const title = context.get(i18nContext)._(LEGAL_TITLES[parameter]);
    await allSettled(legalPageOpened, { scope, params: { parameter, path, title } });
    return statusOf(scope.getState($legalPageStatus));
  };

async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  const i18n = context.get(i18nContext);
  const query = searchQueryOf(new URL(request.url).searchParams);
  const { q } = query;
  const title = q ? i18n._(msg`Search results for “${q}”`) : i18n._(msg`Search the site`);
  await allSettled(searchPageOpened, { scope, params: { query, title } });
  return statusOf(scope.getState($searchPageStatus));
}

// Account screens (issue 4). Their loaders answer null, never undefined: the browser must not
// run them again when it hydrates (the e-mail link is followed once, by the server).
async function authLoader({ request, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  const wanted = new URL(request.url).searchParams.get('redirect');
  if (scope.getState($logged)) throw redirect(safeRedirect(wanted) ?? ROUTES.account);
  const title = context.get(i18nContext)._(ACCOUNT_TITLES.auth);
  await allSettled(authPageOpened, { scope, params: { redirect: wanted, title } });
  return null;
}

async function accountLoader({ context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  if (!scope.getState($logged)) throw redirect(`${ROUTES.auth}?redirect=${ROUTES.account}`);
  const title = context.get(i18nContext)._(ACCOUNT_TITLES.account);
  await allSettled(accountPageOpened, { scope, params: { title } });
  return null;
}

async function emailConfirmLoader({ params, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  const title = context.get(i18nContext)._(ACCOUNT_TITLES.emailConfirm);
  await allSettled(emailConfirmOpened, { scope, params: { token: params.token ?? '', title } });
  return null;
}

async function newsletterConfirmLoader({ params, context }: LoaderFunctionArgs) {
  const scope = context.get(scopeContext);
  const title = context.get(i18nContext)._(ACCOUNT_TITLES.newsletterConfirm);
  await allSettled(newsletterConfirmOpened, { scope, params: { token: params.token ?? '', title } });
  return null;
}

const titledLoader =
  (name: 'passwordResetAsk' | 'passwordReset', opened: typeof passwordResetOpened) =>
  async ({ context }: LoaderFunctionArgs) => {
    const scope = context.get(scopeContext);
    const title = context.get(i18nContext)._(ACCOUNT_TITLES[name]);
    await allSettled(opened, { scope, params: { title } });
    return null;
  };

const ACCOUNT_PAGES = [
  { name: 'auth', loader: authLoader, view: loadAuthView },
  // before the optional-token route, though react-router ranks the static segment first anyway
  {
    name: 'passwordResetAsk',
    loader: titledLoader('passwordResetAsk', passwordResetAskOpened),
    view: loadPasswordResetAskView,
  },
  {
    name: 'passwordReset',
    loader: titledLoader('passwordReset', passwordResetOpened),
    view: loadPasswordResetView,
  },
  { name: 'account', loader: accountLoader, view: loadAccountView },
  { name: 'emailConfirm', loader: emailConfirmLoader, view: loadEmailConfirmView },
  { name: 'newsletterConfirm', loader: newsletterConfirmLoader, view: loadNewsletterConfirmView },
] as const;

export function createRoutes(locale: LocaleDefinition): RouteObject[] {
  return [
    {
      id: `root___${locale.short}`,
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: routeId('home', locale),
          index: true,
          loader: homeLoader,
          lazy: guardedImport(loadHomeView),
          ErrorBoundary: PageErrorBoundary,
        },
        ...LEGAL_PAGES.map(
          (legal): RouteObject => ({
            id: routeId(legal.route, locale),
            path: ROUTES[legal.route].slice(1),
            loader: legalLoader(legal.parameter, ROUTES[legal.route]),
            lazy: guardedImport(loadLegalView),
            ErrorBoundary: PageErrorBoundary,
          }),
        ),
        ...ACCOUNT_PAGES.map(
          (page): RouteObject => ({
            id: routeId(page.name, locale),
            path: ROUTES[page.name].slice(1),
            loader: page.loader,
            lazy: guardedImport(page.view),
            ErrorBoundary: PageErrorBoundary,
          }),
        ),
        ...DETAIL_SECTIONS.map(
          (section): RouteObject => ({
            id: sectionRouteId(section, locale),
            path: `${section}/:slug?/:id`,
            loader: sectionLoader(section, locale),
            lazy: guardedImport(section === 'actualites' ? loadNewsDetailView : loadElementDetailView),
            ErrorBoundary: PageErrorBoundary,
          }),
        ),
        {
          id: routeId('element', locale),
          path: ROUTES.element.slice(1),
          loader: genericElementLoader(locale),
          lazy: guardedImport(loadElementDetailView),
          ErrorBoundary: PageErrorBoundary,
        },
        ...(
          [
            ['albums', albumsLoader, loadAlbumListView],
            ['album', albumLoader(locale), loadAlbumDetailView],
            ['blog', blogLoader(locale), loadBlogView],
            ['blogFolder', blogLoader(locale), loadBlogView],
            ['blogArticle', blogArticleLoader(locale), loadBlogArticleView],
            ['service', serviceLoader(locale), loadServiceDetailView],
          ] as const
        ).map(
          ([name, loader, view]): RouteObject => ({
            id: routeId(name, locale),
            path: ROUTES[name].slice(1),
            loader,
            lazy: guardedImport(view),
            ErrorBoundary: PageErrorBoundary,
          }),
        ),
        {
          id: routeId('search', locale),
          path: ROUTES.search.slice(1),
          loader: searchLoader,
          lazy: guardedImport(loadSearchView),
          ErrorBoundary: PageErrorBoundary,
        },
        {
          id: routeId('cmsPage', locale),
          path: '*',
          loader: cmsLoader,
          lazy: guardedImport(loadCmsPageView),
          ErrorBoundary: PageErrorBoundary,
        },
      ],
    },
  ];
}

/** Which page module a route id renders, for chunk preloading. */
export function pageModuleOf(id: string): string | undefined {
  const name = id.split('___')[0];
  if (name === 'home') return PAGE_MODULES.home;
  if (name === 'cmsPage') return PAGE_MODULES.cmsPage;
  if (name === 'element') return PAGE_MODULES.elementDetail;
  if (name === 'section-actualites') return PAGE_MODULES.newsDetail;
  if (name?.startsWith('section-')) return PAGE_MODULES.elementDetail;
  if (name === 'search') return PAGE_MODULES.search;
  if (name === 'albums') return PAGE_MODULES.albumList;
  if (name === 'album') return PAGE_MODULES.albumDetail;
  if (name === 'blog' || name === 'blogFolder') return PAGE_MODULES.blog;
  if (name === 'blogArticle') return PAGE_MODULES.blogArticle;
  if (name === 'service') return PAGE_MODULES.serviceDetail;
  if (LEGAL_PAGES.some((l) => l.route === name)) return PAGE_MODULES.legal;
  const account = ACCOUNT_PAGES.find((p) => p.name === name);
  if (account) return PAGE_MODULES[account.name];
  return undefined;
}
