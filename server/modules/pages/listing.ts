// Which page of a site lists items of a kind (an element route, the agenda, the news): the first
// published page whose layout holds such a block, a paginated one first. Detail pages show it
// in their breadcrumbs and link back to it.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pageHref } from '#shared/config/routes.ts';
import type { Listing } from '#shared/contracts/content.ts';
import type { Db } from '../../db/client.ts';
import { pageLayouts, pages } from '../../db/schema.ts';
import { ancestorTrail } from './queries.ts';

export type ListingKind = { type: 'elementList'; route: string } | { type: 'agenda' } | { type: 'newsList' };

/** The element routes whose list is an agenda block rather than an element list. */
export const listingKindOf = (route: string): ListingKind =>
  route === 'agenda' ? { type: 'agenda' } : { type: 'elementList', route };

export async function findListing(
  db: Db,
  siteId: number,
  locale: string,
  kind: ListingKind,
): Promise<Listing> {
  const wanted = JSON.stringify([kind]);
  const paginated = JSON.stringify([{ ...kind, paginate: true }]);
  const [page] = await db
    .select({ title: pages.title, path: pages.path })
    .from(pages)
    .innerJoin(pageLayouts, and(eq(pageLayouts.siteId, pages.siteId), eq(pageLayouts.pageId, pages.id)))
    .where(
      and(
        eq(pages.siteId, siteId),
        eq(pages.locale, locale),
        eq(pages.isValid, true),
        eq(pageLayouts.isActive, true),
        sql`${pageLayouts.blocks} @> ${wanted}::jsonb`,
      ),
    )
    .orderBy(desc(sql`${pageLayouts.blocks} @> ${paginated}::jsonb`), asc(pages.path))
    .limit(1);
  if (!page) return null;
  const trail = await ancestorTrail(db, siteId, locale, page.path);
  if (!trail) return null;
  return [...trail, { title: page.title, path: pageHref(`/${page.path}`) }].map((c) => ({
    ...c,
    path: pageHref(c.path),
  }));
}
