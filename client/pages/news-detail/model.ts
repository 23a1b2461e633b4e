// A news item's page: /actualites/:slug?/:id (SPEC §2). Opening it validates the id first.
import { createEvent, createStore, sample } from 'effector';
import { newsPath } from '#shared/config/sections.ts';
import type { NewsDetail } from '#shared/contracts/content.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';
import type { JsonLd } from '#shared/lib/json-ld.ts';
import { $parameters, $siteInfo } from '../../entities/site/index.ts';
import { organisationRef } from '../../entities/site/json-ld.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const newsPageOpened = createEvent<{ id: string | undefined }>();

const fetchNewsFx = createApiEffect<number, NewsDetail>((id) => ({ path: `/news/${id}` }));

export const $news = createStore<NewsDetail | null>(null);
export const $newsStatus = createStore(200);

sample({
  clock: newsPageOpened,
  filter: ({ id }) => parseRouteId(id) !== null,
  fn: ({ id }) => parseRouteId(id)!,
  target: fetchNewsFx,
});
sample({
  clock: newsPageOpened,
  filter: ({ id }) => parseRouteId(id) === null,
  fn: () => 404,
  target: $newsStatus,
});
sample({
  clock: newsPageOpened,
  filter: ({ id }) => parseRouteId(id) === null,
  fn: () => null,
  target: $news,
});
sample({
  clock: fetchNewsFx.doneData,
  fn: ({ status, body }) => (body.success ? 200 : status >= 400 && status < 500 ? 404 : 500),
  target: $newsStatus,
});
sample({ clock: fetchNewsFx.fail, fn: () => 500, target: $newsStatus });
sample({ clock: fetchNewsFx.doneData, fn: ({ body }) => (body.success ? body.data : null), target: $news });

export const canonicalNewsPath = (item: Pick<NewsDetail, 'slug' | 'id'>) => newsPath(item.slug, item.id);

/** schema.org NewsArticle. */
export function newsArticleJsonLd(item: NewsDetail, publisher: JsonLd): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    ...(item.image ? { image: [item.image.url] } : {}),
    description: item.summary ?? cropText(htmlToText(item.body), 300),
    author: publisher,
    publisher,
    mainEntityOfPage: canonicalNewsPath(item),
  };
}

sample({
  clock: fetchNewsFx.doneData,
  source: { site: $siteInfo, params: $parameters },
  filter: (_, r) => r.body.success,
  fn: ({ site, params }, { body }) => ({
    title: body.data.title,
    description: body.data.summary ?? cropText(htmlToText(body.data.body), 160),
    canonicalPath: canonicalNewsPath(body.data),
    ogType: 'article' as const,
    image: body.data.image?.url ?? null,
    jsonLd: site ? [newsArticleJsonLd(body.data, organisationRef(site, params))] : [],
  }),
  target: documentMetaSet,
});
