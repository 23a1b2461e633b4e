import { and, avg, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { GoogleReviews, Popup } from '#shared/contracts/town.ts';
import { msg } from '#shared/lib/messages.ts';
import { googleReviews, popups } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

/** A popup that is active now. */
export async function getPopup(ctx: RequestContext, id: number): Promise<Popup> {
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.siteId, siteId),
        eq(popups.id, id),
        eq(popups.isActive, true),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gte(popups.endsAt, now)),
      ),
    );
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.popup.notFound', message: 'This popup is not shown.' }),
    );
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    link: row.link,
    showOnEveryReload: row.showOnEveryReload,
    hideDurationDays: row.hideDurationDays,
  };
}

/** Reviews stored for the site (imported from Google by an operator), newest first; those
 * published since `from` (a date or a date and time) when given. */
export async function listReviews(ctx: RequestContext, from?: string): Promise<GoogleReviews> {
  const where = and(
    eq(googleReviews.siteId, ctx.site.id),
    from ? gte(googleReviews.publishedAt, new Date(from)) : undefined,
  );
  const [rows, [stats]] = await Promise.all([
    ctx.db.select().from(googleReviews).where(where).orderBy(desc(googleReviews.publishedAt)).limit(50),
    ctx.db
      .select({ n: count(), average: avg(googleReviews.rating) })
      .from(googleReviews)
      .where(where),
  ]);
  return {
    average:
      stats?.average === null || stats?.average === undefined
        ? null
        : Math.round(Number(stats.average) * 10) / 10,
    count: stats?.n ?? 0,
    reviews: rows.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      text: r.text,
      publishedAt: r.publishedAt.toISOString(),
    })),
  };
}
