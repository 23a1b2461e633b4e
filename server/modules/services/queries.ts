import { and, arrayOverlaps, asc, count, eq } from 'drizzle-orm';
import type { Service } from '#shared/contracts/town.ts';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema.ts';

const dto = (s: typeof services.$inferSelect): Service => ({
  id: s.id,
  title: s.title,
  slug: s.slug,
  summary: s.summary,
  body: s.body,
  image: s.image,
  tags: s.tags,
  price: s.price,
});

/** Services of the site; `tags` keeps those carrying at least one of them (SPEC §7 `tag=`). */
export async function listServices(db: Db, siteId: number, page: number, nbItem: number, tags: string[]) {
  const where = and(
    eq(services.siteId, siteId),
    eq(services.isPublished, true),
    tags.length ? arrayOverlaps(services.tags, tags) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.order), asc(services.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return { services: rows.map(dto), total: total?.n ?? 0 };
}

export async function getService(db: Db, siteId: number, id: number): Promise<Service | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.siteId, siteId), eq(services.id, id), eq(services.isPublished, true)));
  return row ? dto(row) : null;
}
