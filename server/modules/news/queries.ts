import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { News } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { ParsedListQuery } from '#shared/lib/list-query.ts';
import type { Db } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';

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

const published = (siteId: number, locale: string, now: Date) =>
  and(
    eq(news.siteId, siteId),
    eq(news.locale, locale),
    eq(news.isPublished, true),
    lte(news.publishedAt, now),
  )!;

export async function listNews(
  db: Db,
  siteId: number,
  locale: string,
  query: ParsedListQuery,
  now = new Date(),
): Promise<ListResult<News>> {
  const where: SQL = and(published(siteId, locale, now), ...filterConditions(query.filters, NEWS_COLUMNS))!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...orderClause(query, NEWS_COLUMNS, [desc(news.publishedAt), desc(news.id)]))
      .limit(query.nbItem)
      .offset((query.page - 1) * query.nbItem),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { items: rows.map(toDto), total: total?.n ?? 0, page: query.page, nbItem: query.nbItem };
}

/** One published news item, with the date of its last change (NewsArticle's dateModified). */
export async function getNews(
  db: Db,
  siteId: number,
  locale: string,
  id: number,
  now = new Date(),
): Promise<(News & { updatedAt: string }) | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(published(siteId, locale, now), eq(news.id, id)))
    .limit(1);
  return row ? { ...toDto(row), updatedAt: row.updatedAt.toISOString() } : null;
}
