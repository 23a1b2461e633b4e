import { and, arrayContains, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Element, ElementDetail } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { JsonObject } from '#shared/contracts/json.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { msg } from '#shared/lib/messages.ts';
import { elements } from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { findListing, listingKindOf } from '../pages/listing.ts';

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
  // stored JSON (jsonb): only JSON values can be in it
  data: e.data as JsonObject,
  order: e.order,
  publishedAt: e.publishedAt.toISOString(),
});

/** The published elements of a route in a locale, as visitors see them at `now`. */
export const visible = (siteId: number, route: string, locale: string, now: Date) =>
  and(
    eq(elements.siteId, siteId),
    eq(elements.route, route),
    eq(elements.locale, locale),
    eq(elements.isPublished, true),
    lte(elements.publishedAt, now),
  )!;

/** Published elements of a route, a page of them, filtered and ordered by the list query of
 * SPEC §7 (24 a page unless asked otherwise). */
export async function listElements(
  ctx: RequestContext,
  route: string,
  input: Record<string, unknown>,
): Promise<ListResult<Element>> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const query = parseListQuery(input, { ...ELEMENT_RULES, defaultNbItem: PAGE_SIZES.elements });
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
    items: withRegistrations(ctx, rows.map(toDto)),
    total: total?.n ?? 0,
    page: query.page,
    nbItem: query.nbItem,
  };
}

/** One published element of a route, or null. */
export async function findElement(ctx: RequestContext, route: string, id: number): Promise<Element | null> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const [row] = await db
    .select()
    .from(elements)
    .where(and(visible(siteId, route, locale, now), eq(elements.id, id)))
    .limit(1);
  if (!row) return null;
  const [element] = withRegistrations(ctx, [toDto(row)]);
  return element!;
}

const ELEMENT_NOT_FOUND = msg({ id: 'api.element.notFound', message: 'This element does not exist.' });

/** One published element with the breadcrumbs of the page that lists its route. */
export async function getElementDetail(
  ctx: RequestContext,
  route: string,
  id: number,
): Promise<ElementDetail> {
  const element = await findElement(ctx, route, id);
  if (!element) throw new DomainError('not_found', ELEMENT_NOT_FOUND);
  return { ...element, listing: await findListing(ctx, listingKindOf(route)) };
}

/** One published element found by its id alone (ids are unique per site; another site's id is
 * not found): the generic detail page of SPEC §2, whose other URL segments may be missing. */
export async function getElementDetailById(ctx: RequestContext, id: number): Promise<ElementDetail> {
  const [row] = await ctx.db
    .select({ route: elements.route })
    .from(elements)
    .where(and(eq(elements.siteId, ctx.site.id), eq(elements.id, id), eq(elements.locale, ctx.locale)))
    .limit(1);
  if (!row) throw new DomainError('not_found', ELEMENT_NOT_FOUND);
  return getElementDetail(ctx, row.route, id);
}

/** Events taking registrations (`data.registration`) say whether they still do and their
 * capacity; the places left are a volatile figure apart (`placesLeft`, ADR 003). */
function withRegistrations(ctx: RequestContext, items: Element[]): Element[] {
  const now = ctx.clock.now();
  return items.map((e) => {
    if (e.data.registration !== true) return { ...e, registration: null };
    return {
      ...e,
      registration: {
        open: !e.startAt || new Date(e.startAt).getTime() > now.getTime(),
        capacity: typeof e.data.capacity === 'number' ? e.data.capacity : null,
      },
    };
  });
}

/** The tags of a route's published elements, with how many carry each (the list's tag filter).
 * With `within`, only the elements carrying all those tags count, and those tags are left out:
 * a list fixed to `sport` offers the tags that narrow it further. Sorted as French readers do. */
export async function elementTags(
  ctx: RequestContext,
  route: string,
  within: string[] = [],
): Promise<{ tag: string; count: number }[]> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
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
