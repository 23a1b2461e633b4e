// Which page of a site lists items of a kind (an element route, the agenda, the news, services):
// the first published page whose layout holds such a block, one that lists them all first (not a
// teaser, `paginate: false`). Detail pages show it in their breadcrumbs and link back to it.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { pageHref } from '#shared/config/routes.ts';
import type { Listing } from '#shared/contracts/content.ts';
import { pageLayouts, pages } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { ancestorTrail } from './queries.ts';

export type ListingKind =
  | { type: 'elementList'; route: string }
  | { type: 'agenda' }
  | { type: 'newsList' }
  | { type: 'wineList' }
  | { type: 'services'; tags?: [string] };

/** The element routes whose list is an agenda block rather than an element list. */
export const listingKindOf = (route: string): ListingKind =>
  route === 'agenda' ? { type: 'agenda' } : { type: 'elementList', route };

/** The first published page whose active layout meets `holds` (those meeting `preferred` first),
 * with the trail of its ancestors. */
async function listingWhere(ctx: RequestContext, holds: SQL, preferred?: SQL): Promise<Listing> {
  const { locale } = ctx;
  const siteId = ctx.site.id;
  const [page] = await ctx.db
    .select({ title: pages.title, path: pages.path })
    .from(pages)
    .innerJoin(pageLayouts, and(eq(pageLayouts.siteId, pages.siteId), eq(pageLayouts.pageId, pages.id)))
    .where(
      and(
        eq(pages.siteId, siteId),
        eq(pages.locale, locale),
        eq(pages.isValid, true),
        eq(pageLayouts.isActive, true),
        holds,
      ),
    )
    .orderBy(...(preferred ? [desc(preferred)] : []), asc(pages.path))
    .limit(1);
  if (!page) return null;
  const trail = await ancestorTrail(ctx, page.path);
  if (!trail) return null;
  return [...trail, { title: page.title, path: pageHref(`/${page.path}`) }].map((c) => ({
    ...c,
    path: pageHref(c.path),
  }));
}

export async function findListing(ctx: RequestContext, kind: ListingKind): Promise<Listing> {
  const wanted = JSON.stringify([kind]);
  const teaser = JSON.stringify([{ ...kind, paginate: false }]);
  return listingWhere(
    ctx,
    sql`${pageLayouts.blocks} @> ${wanted}::jsonb`,
    sql`not (${pageLayouts.blocks} @> ${teaser}::jsonb)`,
  );
}

/** Where a service is listed: a page whose services block names one of its tags (in the
 * service's order), else a page whose services block shows every service. */
export async function findServiceListing(ctx: RequestContext, tags: readonly string[]): Promise<Listing> {
  for (const tag of tags) {
    const listing = await findListing(ctx, { type: 'services', tags: [tag] });
    if (listing) return listing;
  }
  const everyService = sql`jsonb_path_exists(${pageLayouts.blocks}, '$[*] ? (@.type == "services" && !(exists(@.tags)))')`;
  return listingWhere(ctx, everyService);
}
