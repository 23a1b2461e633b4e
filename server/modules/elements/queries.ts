import { and, arrayContains, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Element } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { ParsedListQuery } from '#shared/lib/list-query.ts';
import type { Db } from '../../db/client.ts';
import { elements, eventRegistrations } from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';

export const ELEMENT_COLUMNS: ColumnMap = {
  title: { column: elements.title, kind: 'text' },
  slug: { column: elements.slug, kind: 'text' },
  tags: { column: elements.tags, kind: 'tags' },
  startAt: { column: elements.startAt, kind: 'date' },
  endAt: { column: elements.endAt, kind: 'date' },
  publishedAt: { column: elements.publishedAt, kind: 'date' },
  order: { column: elements.order, kind: 'number' },
  /** When an event is over: its end, or its start when it has no end (upcoming = endsAt ≥ today). */
  endsAt: { column: sql`coalesce(${elements.endAt}, ${elements.startAt})`, kind: 'date' },
};

export const ELEMENT_RULES = {
  filters: ['title', 'slug', 'tags', 'startAt', 'endAt', 'endsAt', 'publishedAt'],
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
  return {
    items: await withRegistrations(db, siteId, rows.map(toDto), now),
    total: total?.n ?? 0,
    page: query.page,
    nbItem: query.nbItem,
  };
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
  if (!row) return null;
  const [element] = await withRegistrations(db, siteId, [toDto(row)], now);
  return element!;
}

/** Events taking registrations (`data.registration`) say whether they still do and how many
 * places are left (`data.capacity` minus the confirmed seats), counted in one query. */
async function withRegistrations(db: Db, siteId: number, items: Element[], now: Date): Promise<Element[]> {
  const open = items.filter((e) => e.data.registration === true);
  if (!open.length) return items.map((e) => ({ ...e, registration: null }));
  const taken = await db
    .select({
      elementId: eventRegistrations.elementId,
      seats: sql<number>`coalesce(sum(${eventRegistrations.seats}), 0)::int`,
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.siteId, siteId),
        inArray(
          eventRegistrations.elementId,
          open.map((e) => e.id),
        ),
        eq(eventRegistrations.status, 'CONFIRMED'),
      ),
    )
    .groupBy(eventRegistrations.elementId);
  const used = new Map(taken.map((t) => [t.elementId, Number(t.seats)]));
  return items.map((e) => {
    if (e.data.registration !== true) return { ...e, registration: null };
    const capacity = typeof e.data.capacity === 'number' ? e.data.capacity : null;
    return {
      ...e,
      registration: {
        open: !e.startAt || new Date(e.startAt).getTime() > now.getTime(),
        capacity,
        remaining: capacity === null ? null : Math.max(0, capacity - (used.get(e.id) ?? 0)),
      },
    };
  });
}

/** The tags of a route's published elements, with how many carry each (the list's tag filter).
 * With `within`, only the elements carrying all those tags count, and those tags are left out:
 * a list fixed to `sport` offers the tags that narrow it further. Sorted as French readers do. */
export async function elementTags(
  db: Db,
  siteId: number,
  route: string,
  locale: string,
  now = new Date(),
  within: string[] = [],
): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${elements.tags})`;
  const where = within.length
    ? and(visible(siteId, route, locale, now), arrayContains(elements.tags, within))
    : visible(siteId, route, locale, now);
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(elements)
    .where(where)
    .groupBy(tag);
  return rows
    .filter((r) => !within.includes(r.tag))
    .map((r) => ({ tag: r.tag, count: Number(r.count) }))
    .sort((a, b) => a.tag.localeCompare(b.tag, 'fr'));
}
