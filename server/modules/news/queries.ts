import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { News, NewsDetail } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { msg } from '#shared/lib/messages.ts';
import { news } from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { findListing } from '../pages/listing.ts';

export const NEWS_COLUMNS: ColumnMap = {
  title: { column: news.title, kind: 'text' },
  slug: { column: news.slug, kind: 'text' },
  promoted: { column: news.isPromoted, kind: 'boolean' },
  publishedAt: { column: news.publishedAt, kind: 'date' },
  id: { column: news.id, kind: 'number' },
};

export const NEWS_RULES = { filters: Object.keys(NEWS_COLUMNS), orderBy: ['title', 'publishedAt'] };

const toDto = (n: typeof news.$inferSelect): News => ({
  id: n.id,
  title: n.title,
  slug: n.slug,
  summary: n.summary,
  body: n.body,
  image: n.image,
  isPromoted: n.isPromoted,
  publishedAt: n.publishedAt.toISOString(),
});

const published = (ctx: RequestContext) =>
  and(
    eq(news.siteId, ctx.site.id),
    eq(news.locale, ctx.locale),
    eq(news.isPublished, true),
    lte(news.publishedAt, ctx.clock.now()),
  )!;

/** Published news, newest first, filtered by the list query of SPEC §7 (`promoted=true`…). */
export async function listNews(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<ListResult<News>> {
  const query = parseListQuery(input, { ...NEWS_RULES, defaultNbItem: PAGE_SIZES.news });
  const where: SQL = and(published(ctx), ...filterConditions(query.filters, NEWS_COLUMNS))!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(news)
      .where(where)
      .orderBy(...orderClause(query, NEWS_COLUMNS, [desc(news.publishedAt), desc(news.id)]))
      .limit(query.nbItem)
      .offset((query.page - 1) * query.nbItem),
    ctx.db.select({ n: count() }).from(news).where(where),
  ]);
  return { items: rows.map(toDto), total: total?.n ?? 0, page: query.page, nbItem: query.nbItem };
}

/** One published news item, with the date of its last change (NewsArticle's dateModified) and
 * the breadcrumbs of the page that lists the news. */
export async function getNewsDetail(ctx: RequestContext, id: number): Promise<NewsDetail> {
  const [row] = await ctx.db
    .select()
    .from(news)
    .where(and(published(ctx), eq(news.id, id)))
    .limit(1);
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.news.notFound', message: 'This news item does not exist.' }),
    );
  return {
    ...toDto(row),
    updatedAt: row.updatedAt.toISOString(),
    listing: await findListing(ctx, { type: 'newsList' }),
  };
}
