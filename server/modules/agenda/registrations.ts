// Agenda registration (SPEC §2 agenda): capacity from the event's `data.capacity`, a waiting
// list once full, one registration per address, a confirmation e-mail. The event row is locked
// while seats are counted, so that two people cannot take the last place at once. The places
// left are a volatile figure that no cached answer holds (ADR 003, "Volatile figures"): a
// registration drops only what is built from the event itself (its cache tag), never the site.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { elementPath } from '#shared/config/sections.ts';
import type { EventPlaces, RegistrationResult } from '#shared/contracts/town.ts';
import { elementTag } from '#shared/lib/cache-tags.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import type { Db } from '../../db/client.ts';
import { elements, eventRegistrations } from '../../db/schema.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { findElement } from '../elements/queries.ts';
import { DomainError } from '../errors.ts';
import { eventRegistrationMail } from '../mail/templates.ts';

export interface RegistrationInput {
  name: string;
  email: string;
  phone?: string | undefined;
  seats?: number | undefined;
}

/** Registers, drops what is built from the event, then mails the confirmation (a mail failure is logged). */
export async function registerForEvent(
  ctx: RequestContext,
  route: string,
  elementId: number,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const registered = await takePlace(ctx, route, elementId, input);
  await ctx.contentChanged([elementTag(elementId)]);
  const element = await findElement(ctx, route, elementId);
  await ctx.sendMail(
    input.email,
    eventRegistrationMail({
      siteName: ctx.site.name,
      name: input.name,
      title: registered.title,
      when: registered.startAt ? formatDateTime(registered.startAt).slice(0, 16) : null,
      location: registered.location,
      waitlist: registered.status === 'WAITLIST',
      link: await ctx.siteLink(elementPath(route, element?.slug ?? '', elementId)),
    }),
  );
  return { status: registered.status, seats: registered.seats, remaining: registered.remaining };
}

async function takePlace(
  ctx: SiteContext,
  route: string,
  elementId: number,
  input: RegistrationInput,
): Promise<RegistrationResult & { title: string; startAt: Date | null; location: string | null }> {
  const seats = input.seats ?? 1;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = (await tx.execute(
      sql`select id, title, start_at, data from ${elements} where site_id = ${siteId} and id = ${elementId} and route = ${route} and is_published and published_at <= ${now} for update`,
    )) as unknown as {
      rows: { id: number; title: string; start_at: string | Date | null; data: Record<string, unknown> }[];
    };
    const event = rows.rows[0];
    if (!event) throw new DomainError('not_found', 'This event does not exist.');
    const data = event.data ?? {};
    if (data.registration !== true)
      throw new DomainError('invalid', 'Registration is not open for this event.');
    const startAt = event.start_at ? new Date(event.start_at) : null;
    if (startAt && startAt.getTime() < now.getTime())
      throw new DomainError('invalid', 'This event has already started.');

    const capacity = typeof data.capacity === 'number' ? data.capacity : null;
    const used = (await seatsTaken(tx, siteId, [elementId])).get(elementId) ?? 0;
    const status = capacity === null || used + seats <= capacity ? 'CONFIRMED' : 'WAITLIST';
    const inserted = await tx
      .insert(eventRegistrations)
      .values({
        siteId,
        elementId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        seats,
        status,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: eventRegistrations.id });
    if (inserted.length === 0)
      throw new DomainError('conflict', 'This address is already registered for this event.');
    return {
      status,
      seats,
      remaining:
        capacity === null ? null : Math.max(0, capacity - used - (status === 'CONFIRMED' ? seats : 0)),
      title: event.title,
      startAt,
      location: typeof data.location === 'string' ? data.location : null,
    };
  });
}

/** The seats that count against the events' capacities, per event. */
async function seatsTaken(db: Db, siteId: number, elementIds: number[]): Promise<Map<number, number>> {
  if (!elementIds.length) return new Map();
  const rows = await db
    .select({
      elementId: eventRegistrations.elementId,
      seats: sql<number>`coalesce(sum(${eventRegistrations.seats}), 0)::int`,
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.siteId, siteId),
        inArray(eventRegistrations.elementId, elementIds),
        eq(eventRegistrations.status, 'CONFIRMED'),
      ),
    )
    .groupBy(eventRegistrations.elementId);
  return new Map(rows.map((r) => [r.elementId, Number(r.seats)]));
}

/** The places left of the route's published events among `ids` that take registrations, counted
 * now: a volatile figure that no cached answer holds (ADR 003, "Volatile figures"). */
export async function placesLeft(ctx: RequestContext, route: string, ids: number[]): Promise<EventPlaces[]> {
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  if (!ids.length) return [];
  const events = await ctx.db
    .select({ id: elements.id, data: elements.data })
    .from(elements)
    .where(
      and(
        eq(elements.siteId, siteId),
        eq(elements.route, route),
        inArray(elements.id, ids),
        eq(elements.isPublished, true),
        sql`${elements.publishedAt} <= ${now}`,
      ),
    );
  const open = events.filter((e) => (e.data as Record<string, unknown>).registration === true);
  const taken = await seatsTaken(
    ctx.db,
    siteId,
    open.map((e) => e.id),
  );
  return open
    .map((e) => {
      const capacity = (e.data as Record<string, unknown>).capacity;
      return typeof capacity === 'number'
        ? { id: e.id, capacity, remaining: Math.max(0, capacity - (taken.get(e.id) ?? 0)) }
        : { id: e.id, capacity: null, remaining: null };
    })
    .sort((a, b) => a.id - b.id);
}
