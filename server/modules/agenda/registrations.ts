// Agenda registration (SPEC §2 agenda): capacity from the event's `data.capacity`, a waiting
// list once full, one registration per address, a confirmation e-mail. The event row is locked
// while seats are counted, so that two people cannot take the last place at once. The places
// left are part of the site's cached agenda answers: a registration drops the site's caches.
import { and, eq, sql } from 'drizzle-orm';
import { elementPath } from '#shared/config/sections.ts';
import type { RegistrationResult } from '#shared/contracts/town.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { msg } from '#shared/lib/messages.ts';
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

/** Registers, drops the site's caches, then mails the confirmation (a mail failure is logged). */
export async function registerForEvent(
  ctx: RequestContext,
  route: string,
  elementId: number,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const registered = await takePlace(ctx, route, elementId, input);
  await ctx.contentChanged();
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
    if (!event)
      throw new DomainError(
        'not_found',
        msg({ id: 'api.event.notFound', message: 'This event does not exist.' }),
      );
    const data = event.data ?? {};
    if (data.registration !== true)
      throw new DomainError(
        'invalid',
        msg({ id: 'api.event.registrationClosed', message: 'Registration is not open for this event.' }),
      );
    const startAt = event.start_at ? new Date(event.start_at) : null;
    if (startAt && startAt.getTime() < now.getTime())
      throw new DomainError(
        'invalid',
        msg({ id: 'api.event.started', message: 'This event has already started.' }),
      );

    const taken = await tx
      .select({ n: sql<number>`coalesce(sum(${eventRegistrations.seats}), 0)::int` })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.siteId, siteId),
          eq(eventRegistrations.elementId, elementId),
          eq(eventRegistrations.status, 'CONFIRMED'),
        ),
      );
    const capacity = typeof data.capacity === 'number' ? data.capacity : null;
    const used = Number(taken[0]?.n ?? 0);
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
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.event.alreadyRegistered',
          message: 'This address is already registered for this event.',
        }),
      );
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
