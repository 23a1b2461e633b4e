// What the sitemap of a site lists (GET /sitemap, rendered as /sitemap.xml by server/ssr): only
// that site's public URLs of the request's language, never another site's.
import { and, asc, eq, inArray, isNotNull, lte, ne, notInArray } from 'drizzle-orm';
import { pageHref, productPath } from '#shared/config/routes.ts';
import { albumPath, blogPath, elementPath, newsPath } from '#shared/config/sections.ts';
import type { SitemapEntry } from '#shared/contracts/routes/sitemap.ts';
import { slugify } from '#shared/lib/slug.ts';
import { albums, blogs, elements, news, pages, products, siteInfo, siteParameters } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';

/** Element routes that are parts of pages, not pages of their own. */
const NOT_PAGES = ['logo-footer', 'link-footer', 'numeros-utiles'];

const LEGAL = [
  ['LEGAL_NOTICE', '/legal-notice'],
  ['PRIVACY_POLICY', '/privacy-policy'],
  ['COOKIE_POLICY', '/cookie-policy'],
  ['SALE_TERMS', '/sale-terms'],
  ['USE_TERMS', '/use-terms'],
  ['ACCESSIBILITY_STATEMENT', '/accessibilite'],
] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function sitemapEntries(ctx: RequestContext): Promise<SitemapEntry[]> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  // a site « en construction » shows search engines nothing yet (ADR 019)
  const [info] = await db
    .select({ isBuilding: siteInfo.isBuilding })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, siteId));
  if (info?.isBuilding) return [];
  const [pageRows, parameterRows, newsRows, elementRows, blogRows, albumRows, productRows] =
    await Promise.all([
      db
        .select({ path: pages.path, updatedAt: pages.updatedAt })
        .from(pages)
        .where(
          and(
            eq(pages.siteId, siteId),
            eq(pages.locale, locale),
            eq(pages.isValid, true),
            eq(pages.linkType, 'NONE'),
            // a page kept out of search engines is no entry of the sitemap (ADR 014)
            eq(pages.noindex, false),
          ),
        )
        .orderBy(asc(pages.path)),
      db
        .select({
          type: siteParameters.type,
          value: siteParameters.value,
          updatedAt: siteParameters.updatedAt,
        })
        .from(siteParameters)
        .where(
          and(
            eq(siteParameters.siteId, siteId),
            inArray(siteParameters.type, [...LEGAL.map(([type]) => type), 'BLOG_ENABLED']),
            isNotNull(siteParameters.value),
            ne(siteParameters.value, ''),
          ),
        ),
      db
        .select({ id: news.id, slug: news.slug, updatedAt: news.updatedAt })
        .from(news)
        .where(
          and(
            eq(news.siteId, siteId),
            eq(news.locale, locale),
            eq(news.isPublished, true),
            lte(news.publishedAt, now),
          ),
        ),
      db
        .select({
          id: elements.id,
          route: elements.route,
          slug: elements.slug,
          updatedAt: elements.updatedAt,
        })
        .from(elements)
        .where(
          and(
            eq(elements.siteId, siteId),
            eq(elements.locale, locale),
            eq(elements.isPublished, true),
            lte(elements.publishedAt, now),
            notInArray(elements.route, NOT_PAGES),
          ),
        ),
      db
        .select({ id: blogs.id, slug: blogs.slug, title: blogs.title, publishedAt: blogs.publishedAt })
        .from(blogs)
        .where(
          and(
            eq(blogs.siteId, siteId),
            eq(blogs.locale, locale),
            eq(blogs.isPublished, true),
            lte(blogs.publishedAt, now),
          ),
        ),
      db
        .select({ id: albums.id, slug: albums.slug, publishedAt: albums.publishedAt })
        .from(albums)
        .where(and(eq(albums.siteId, siteId), eq(albums.isPublished, true), lte(albums.publishedAt, now))),
      // the shop's products, where the site sells (ADR 011)
      db
        .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .innerJoin(siteInfo, and(eq(siteInfo.siteId, products.siteId), eq(siteInfo.isEcommerce, true)))
        .where(and(eq(products.siteId, siteId), eq(products.isPublished, true)))
        .orderBy(asc(products.position), asc(products.id)),
    ]);
  const blogEnabled = parameterRows.find((r) => r.type === 'BLOG_ENABLED')?.value === 'true';
  return [
    ...pageRows.map((p) => ({ path: pageHref(`/${p.path}`), lastModified: iso(p.updatedAt) })),
    ...LEGAL.filter(([type]) => parameterRows.some((r) => r.type === type)).map(([type, path]) => ({
      path,
      lastModified: iso(parameterRows.find((r) => r.type === type)?.updatedAt ?? null),
    })),
    ...newsRows.map((n) => ({ path: newsPath(n.slug, n.id), lastModified: iso(n.updatedAt) })),
    ...productRows.map((p) => ({ path: productPath(p), lastModified: iso(p.updatedAt) })),
    ...elementRows.map((e) => ({
      path: elementPath(e.route, e.slug, e.id),
      lastModified: iso(e.updatedAt),
    })),
    // the blog's pages exist only where the site turned it on (BLOG_ENABLED)
    ...(blogEnabled
      ? [
          { path: '/blog', lastModified: null },
          ...blogRows.map((b) => ({
            path: blogPath(b.id, b.slug, b.title, slugify),
            lastModified: iso(b.publishedAt),
          })),
        ]
      : []),
    ...(albumRows.length ? [{ path: '/albums', lastModified: null }] : []),
    ...albumRows.map((a) => ({ path: albumPath(a.slug, a.id), lastModified: iso(a.publishedAt) })),
  ];
}
