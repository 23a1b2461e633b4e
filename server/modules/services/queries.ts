import { and, arrayOverlaps, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Service, ServiceDetail, serviceListSchema } from '#shared/contracts/town.ts';
import { msg } from '#shared/lib/messages.ts';
import { services } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { findServiceListing } from '../pages/listing.ts';

type ServiceList = z.infer<typeof serviceListSchema>;

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

/** Services of the site; `tag` (comma-separated) keeps those carrying at least one of them
 * (SPEC §7 `tag=`). */
export async function listServices(
  ctx: RequestContext,
  {
    page = 1,
    nbItem = PAGE_SIZES.services,
    tag = '',
  }: { page?: number | undefined; nbItem?: number | undefined; tag?: string | undefined },
): Promise<ServiceList> {
  const tags = tag
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 20);
  const where = and(
    eq(services.siteId, ctx.site.id),
    eq(services.isPublished, true),
    tags.length ? arrayOverlaps(services.tags, tags) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.order), asc(services.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    ctx.db.select({ n: count() }).from(services).where(where),
  ]);
  return { services: rows.map(dto), total: total?.n ?? 0 };
}

/** One service, with the breadcrumbs of the page that lists it. */
export async function getServiceDetail(ctx: RequestContext, id: number): Promise<ServiceDetail> {
  const [row] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.siteId, ctx.site.id), eq(services.id, id), eq(services.isPublished, true)));
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.service.notFound', message: 'This service does not exist.' }),
    );
  const service = dto(row);
  return { ...service, listing: await findServiceListing(ctx, service.tags) };
}
