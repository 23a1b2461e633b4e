import { and, avg, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { GoogleReviews, Popup } from '#shared/contracts/town.ts';
import type { Db } from '../../db/client.ts';
import { googleReviews, popups } from '../../db/schema.ts';

export async function getPopup(db: Db, siteId: number, id: number, now: Date): Promise<Popup | null> {
  const [row] = await db
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
  if (!row) return null;
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

/** Reviews stored for the site (imported from Google by an operator), newest first. */
export async function listReviews(db: Db, siteId: number, from: Date | null): Promise<GoogleReviews> {
  const where = and(
    eq(googleReviews.siteId, siteId),
    from ? gte(googleReviews.publishedAt, from) : undefined,
  );
  const [rows, [stats]] = await Promise.all([
    db.select().from(googleReviews).where(where).orderBy(desc(googleReviews.publishedAt)).limit(50),
    db
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
