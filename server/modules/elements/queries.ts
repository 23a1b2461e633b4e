import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Element } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { ParsedListQuery } from '#shared/lib/list-query.ts';
import type { Db } from '../../db/client.ts';
import { elements } from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';

export const ELEMENT_COLUMNS: ColumnMap = {
  title: { column: elements.title, kind: 'text' },
  slug: { column: elements.slug, kind: 'text' },
  tags: { column: elements.tags, kind: 'tags' },
  startAt: { column: elements.startAt, kind: 'date' },
  endAt: { column: elements.endAt, kind: 'date' },
  publishedAt: { column: elements.publishedAt, kind: 'date' },
  order: { column: elements.order, kind: 'number' },
};

export const ELEMENT_RULES = {
  filters: ['title', 'slug', 'tags', 'startAt', 'endAt', 'publishedAt'],
  orderBy: Object.keys(ELEMENT_COLUMNS),
};

const toDto = (e: typeof elements.$inferSelect): Element => ({
  id: e.id,
  route: e.route,
  title: e.title,
  slug: e.slug,
  summary: e.summary,
  body: e.body,
  images: e.images,
  startAt: e.startAt?.toISOString() ?? null,
  endAt: e.endAt?.toISOString() ?? null,
  tags: e.tags,
  data: e.data,
  order: e.order,
  publishedAt: e.publishedAt.toISOString(),
});

const visible = (siteId: number, route: string, locale: string, now: Date) =>
  and(
    eq(elements.siteId, siteId),
    eq(elements.route, route),
    eq(elements.locale, locale),
    eq(elements.isPublished, true),
    lte(elements.publishedAt, now),
  )!;

export async function listElements(
  db: Db,
  siteId: number,
  route: string,
  locale: string,
  query: ParsedListQuery,
  now = new Date(),
): Promise<ListResult<Element>> {
  const where: SQL = and(
    visible(siteId, route, locale, now),
    ...filterConditions(query.filters, ELEMENT_COLUMNS),
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(elements)
      .where(where)
      .orderBy(
        ...orderClause(query, ELEMENT_COLUMNS, [
          asc(elements.order),
          desc(elements.publishedAt),
          asc(elements.id),
        ]),
      )
      .limit(query.nbItem)
      .offset((query.page - 1) * query.nbItem),
    db.select({ n: count() }).from(elements).where(where),
  ]);
  return { items: rows.map(toDto), total: total?.n ?? 0, page: query.page, nbItem: query.nbItem };
}

export async function getElement(
  db: Db,
  siteId: number,
  route: string,
  locale: string,
  id: number,
  now = new Date(),
): Promise<Element | null> {
  const [row] = await db
    .select()
    .from(elements)
    .where(and(visible(siteId, route, locale, now), eq(elements.id, id)))
    .limit(1);
  return row ? toDto(row) : null;
}
