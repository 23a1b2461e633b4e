import { createEvent, createStore, sample } from 'effector';
import { parameterValue } from '#shared/config/parameters.ts';
import { pageHref } from '#shared/config/routes.ts';
import type { PageDetail } from '#shared/contracts/page.ts';
import { $parameters } from '../../entities/site/index.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { blocksOpened } from '../../widgets/page-blocks/index.ts';

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** `path`: the page's whole path without leading slash, e.g. `vivre-a-vallon-sur-lys/enfance-jeunesse`;
 * `search`: the URL's query, read by the page's blocks (pagination, filters). */
export const cmsPageOpened = createEvent<{ path: string; search?: string }>();

const fetchPageFx = createApiEffect<{ path: string; search?: string }, PageDetail>(({ path }) => ({
  path: `/page/${path}`,
}));

export const $cmsPage = createStore<PageDetail | null>(null);
/** HTTP status of the page: 200, 404 (no such page) or 500 (the API failed). */
export const $cmsPageStatus = createStore(200);

const isValidPath = (path: string) => {
  const segments = path.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
};

sample({ clock: cmsPageOpened, filter: ({ path }) => isValidPath(path), target: fetchPageFx });
sample({
  clock: cmsPageOpened,
  filter: ({ path }) => !isValidPath(path),
  fn: () => 404,
  target: $cmsPageStatus,
});
sample({ clock: cmsPageOpened, filter: ({ path }) => !isValidPath(path), fn: () => null, target: $cmsPage });

sample({
  clock: fetchPageFx.doneData,
  fn: ({ status, body }) => (body.success ? 200 : status >= 400 && status < 500 ? 404 : 500),
  target: $cmsPageStatus,
});
sample({ clock: fetchPageFx.fail, fn: () => 500, target: $cmsPageStatus });
sample({ clock: fetchPageFx.doneData, filter: (r) => !r.body.success, fn: () => null, target: $cmsPage });

const pageLoaded = successData(fetchPageFx).map((r) => r.data);
sample({ clock: pageLoaded, target: $cmsPage });
sample({
  clock: fetchPageFx.done,
  filter: ({ result }) => result.body.success,
  fn: ({ params, result }) => ({
    blocks: (result.body.data as PageDetail).layout?.blocks ?? [],
    search: params.search ?? '',
  }),
  target: blocksOpened,
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
    return pageHref(page.path) === '/'
      ? // the home page: the site name as title
        { title: null, description, canonicalPath: '/' }
      : { title: page.title, description, canonicalPath: page.path };
  },
  target: documentMetaSet,
});
