// A blog article: /blog/:id/:slug? (SPEC §2 "{id}/{slug}; an empty slug falls back to a URL
// derived from the title"). The article and its breadcrumbs (/blog/ariane/{id}) load together;
// the blog exists only where BLOG_ENABLED is true (else 404 without asking the API).
import { createEvent, createStore, sample } from 'effector';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import { blogPath } from '#shared/config/sections.ts';
import type { PageCrumb } from '#shared/contracts/page.ts';
import type { Ariane, Blog } from '#shared/contracts/town.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';
import type { JsonLd } from '#shared/lib/json-ld.ts';
import { slugify } from '#shared/lib/slug.ts';
import { blogCrumbs } from '../../entities/blog/index.ts';
import { $parameters, $siteInfo } from '../../entities/site/index.ts';
import { organisationRef } from '../../entities/site/json-ld.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { answerStatus, parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const blogArticleOpened = createEvent<{ id: string | undefined }>();

const fetchArticleFx = createApiEffect<number, Blog>((id) => ({ path: `/blog/${id}` }));
const fetchArianeFx = createApiEffect<number, Ariane>((id) => ({ path: `/blog/ariane/${id}` }));

export const $article = createStore<Blog | null>(null);
/** The folders down to the article, then the article. */
export const $articleCrumbs = createStore<PageCrumb[]>([]);
export const $articleStatus = createStore(200);

const opened = sample({
  clock: blogArticleOpened,
  source: $parameters,
  fn: (params, { id }) => ({ enabled: parameterFlag(params, 'BLOG_ENABLED'), id: parseRouteId(id) }),
});
const accepted = sample({ clock: opened, filter: (o) => o.enabled && o.id !== null, fn: (o) => o.id! });

sample({ clock: blogArticleOpened, fn: () => null, target: $article });
sample({ clock: blogArticleOpened, fn: () => [], target: $articleCrumbs });
sample({ clock: opened, filter: (o) => !o.enabled || o.id === null, fn: () => 404, target: $articleStatus });
sample({ clock: accepted, target: [fetchArticleFx, fetchArianeFx] });
sample({ clock: fetchArticleFx.doneData, fn: answerStatus, target: $articleStatus });
sample({ clock: fetchArticleFx.fail, fn: () => 500, target: $articleStatus });
sample({
  clock: fetchArticleFx.doneData,
  fn: ({ body }) => (body.success ? body.data : null),
  target: $article,
});
sample({
  clock: fetchArianeFx.doneData,
  fn: ({ body }) => (body.success ? blogCrumbs(body.data) : []),
  target: $articleCrumbs,
});

export const canonicalArticlePath = (article: Pick<Blog, 'id' | 'slug' | 'title'>) =>
  blogPath(article.id, article.slug, article.title, slugify);

/** schema.org BlogPosting of an article. */
export function blogPostingJsonLd(article: Blog, publisher: JsonLd): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    datePublished: article.publishedAt,
    ...(article.image ? { image: [article.image.url] } : {}),
    description: article.summary ?? cropText(htmlToText(article.body), 300),
    author: publisher,
    publisher,
    mainEntityOfPage: canonicalArticlePath(article),
    url: canonicalArticlePath(article),
  };
}

sample({
  clock: fetchArticleFx.doneData,
  source: { site: $siteInfo, params: $parameters },
  filter: (_, r) => r.body.success,
  fn: ({ site, params }, { body }) => ({
    title: body.data.title,
    description: body.data.summary ?? cropText(htmlToText(body.data.body), 160),
    canonicalPath: canonicalArticlePath(body.data),
    ogType: 'article' as const,
    image: body.data.image?.url ?? null,
    jsonLd: site ? [blogPostingJsonLd(body.data, organisationRef(site, params))] : [],
  }),
  target: documentMetaSet,
});
