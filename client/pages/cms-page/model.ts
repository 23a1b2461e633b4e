import { createEvent, createStore, sample } from 'effector';
import { parameterValue } from '#shared/config/parameter-map.ts';
import { pageHref } from '#shared/config/routes.ts';
import type { PageDetail } from '#shared/contracts/page.ts';
import { $parameters } from '../../entities/site/index.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import type { PageChrome } from '../../shared/lib/page-route.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { blocksLoaded, blocksOpened } from '../../widgets/page-blocks/index.ts';

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** `path`: the page's whole path without leading slash, e.g. `vivre-a-vallon-sur-lys/enfance-jeunesse`;
 * `search`: the URL's query, read by the page's blocks (pagination, filters). */
export const cmsPageOpened = createEvent<{ path: string; search?: string }>();

const fetchPageFx = createApiEffect<{ path: string; search?: string }, PageDetail>(({ path }) => ({
  path: `/page/${path}`,
}));

/** The page on screen and its HTTP status: 200, 404 (no such page) or 500 (the API failed).
 * Both change together, when the page is complete (its blocks' data loaded), never before: the
 * view on screen during a client-side navigation reads them (see ui.tsx). */
export const $cmsPage = createStore<PageDetail | null>(null);
export const $cmsPageStatus = createStore(200);
const pageCommitted = createEvent<{ page: PageDetail | null; status: number }>();
$cmsPage.on(pageCommitted, (_, { page }) => page);
$cmsPageStatus.on(pageCommitted, (_, { status }) => status);
/** The page whose blocks are loading. */
const $loadingPage = createStore<PageDetail | null>(null, { serialize: 'ignore' });

const isValidPath = (path: string) => {
  const segments = path.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
};

sample({ clock: cmsPageOpened, filter: ({ path }) => isValidPath(path), target: fetchPageFx });
sample({
  clock: cmsPageOpened,
  filter: ({ path }) => !isValidPath(path),
  fn: () => ({ page: null, status: 404 }),
  target: pageCommitted,
});
sample({
  clock: fetchPageFx.doneData,
  filter: ({ body }) => !body.success,
  fn: ({ status }) => ({ page: null, status: status >= 400 && status < 500 ? 404 : 500 }),
  target: pageCommitted,
});
sample({ clock: fetchPageFx.fail, fn: () => ({ page: null, status: 500 }), target: pageCommitted });

const pageFetched = successData(fetchPageFx).map((r) => r.data);
$loadingPage.on(pageFetched, (_, page) => page);
sample({
  clock: fetchPageFx.done,
  filter: ({ result }) => result.body.success,
  fn: ({ params, result }) => ({
    blocks: (result.body.data as PageDetail).layout?.blocks ?? [],
    search: params.search ?? '',
  }),
  target: blocksOpened,
});
const pageLoaded = sample({
  clock: blocksLoaded,
  source: $loadingPage,
  filter: (page): page is PageDetail => page !== null,
});
sample({ clock: pageLoaded, fn: (page) => ({ page, status: 200 }), target: pageCommitted });
$loadingPage.reset(pageCommitted);

/** SPEC §3 page flags: a page with its own header or footer (its layout supplies it) hides the
 * site's (docs/decisions/006-town-hall-site.md, "A page's own header or footer"). */
export const chromeOfPage = (page: PageDetail | null): PageChrome => ({
  ownHeader: page?.isCustomHeader ?? false,
  ownFooter: page?.isCustomFooter ?? false,
});

/** SPEC §3 meta descriptions of the home, contact and news pages are site parameters; a page is
 * the contact or the news page by what it holds (the contact form, a news list that is not a teaser). */
export function metaDescriptionParameter(page: PageDetail): string | null {
  if (pageHref(page.path) === '/') return 'META_DESCRIPTION_HOME';
  const blocks = page.layout?.blocks ?? [];
  if (blocks.some((b) => b.type === 'contactForm')) return 'META_DESCRIPTION_CONTACT';
  if (blocks.some((b) => b.type === 'newsList' && b.paginate !== false)) return 'META_DESCRIPTION_NEWS';
  return null;
}

sample({
  clock: pageLoaded,
  source: $parameters,
  fn: (params, page) => {
    const parameter = metaDescriptionParameter(page);
    const description = (parameter && parameterValue(params, parameter)) ?? page.metaDescription;
    const canonicalPath = pageHref(page.path);
    // the home page (`/`): the site name as title; a page kept out of search engines (ADR 014)
    return {
      title: canonicalPath === '/' ? null : page.title,
      description,
      canonicalPath,
      noindex: page.noindex,
    };
  },
  target: documentMetaSet,
});
