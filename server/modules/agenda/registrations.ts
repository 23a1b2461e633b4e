// Agenda registration (SPEC §2 agenda): capacity from the event's `data.capacity`, a waiting
// list once full, one registration per address, limited per e-mail address and per network
// address like every public write. A registration holds its places for REGISTRATION_HOLD_MINUTES
// as PENDING until the link of its mail confirms it; an unconfirmed hold stops counting when it
// expires (the clock of the context decides) and is marked EXPIRED by the next registration to
// the event — no sweeper is needed for the count to be right. Places are counted and taken with
// the event row locked, in one transaction, so two people cannot take the last place at once
// and two confirmations cannot overbook (PGlite and PostgreSQL alike).
// The places left are a volatile figure that no cached answer holds (ADR 003, "Volatile
// figures"): a registration drops only what is built from the event itself (its cache tag).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { ROUTES } from '#shared/config/routes.ts';
import { elementPath } from '#shared/config/sections.ts';
import {
  type EventPlaces,
  REGISTRATION_HOLD_MINUTES,
  type RegistrationConfirmation,
  type RegistrationResult,
} from '#shared/contracts/town.ts';
import { elementTag } from '#shared/lib/cache-tags.ts';
import { normaliseEmail } from '#shared/lib/email.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { elements, eventRegistrations } from '../../db/schema.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { hashToken } from '../auth/sessions.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { visible } from '../elements/queries.ts';
import { DomainError } from '../errors.ts';
import { eventRegistrationMail } from '../mail/templates.ts';

export interface RegistrationInput {
  name: string;
  email: string;
  phone?: string | undefined;
  seats?: number | undefined;
}

const HOLD_MS = REGISTRATION_HOLD_MINUTES * 60_000;

/** Limits, holds the places (or joins the waiting list), drops what is built from the event,
 * then mails the link that confirms the hold (a mail failure is logged). */
export async function registerForEvent(
  ctx: RequestContext,
  route: string,
  elementId: number,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  await enforceLimits(
    ctx,
    [
      [`event-registration:address:${ctx.address}`, ctx.limits.eventRegistrationPerAddress],
      [`event-registration:email:${normaliseEmail(input.email)}`, ctx.limits.eventRegistrationPerEmail],
    ],
    msg({ id: 'api.event.rateLimited', message: 'Too many registration requests. Try again later.' }),
  );
  const token = randomBytes(32).toString('base64url');
  const registered = await takePlace(ctx, route, elementId, input, token);
  await ctx.contentChanged([elementTag(elementId)]);
  const link =
    registered.status === 'PENDING'
      ? await ctx.siteLink(ROUTES.eventRegistrationConfirm.replace(':token', token))
      : await ctx.siteLink(elementPath(route, registered.slug, elementId));
  await ctx.sendMail(
    input.email,
    eventRegistrationMail({
      siteName: ctx.site.name,
      name: input.name,
      title: registered.title,
      when: registered.startAt ? formatDateTime(registered.startAt).slice(0, 16) : null,
      location: registered.location,
      status: registered.status,
      holdMinutes: REGISTRATION_HOLD_MINUTES,
      link,
    }),
  );
  return { status: registered.status, seats: registered.seats, remaining: registered.remaining };
}

interface LockedEvent {
  id: number;
  route: string;
  title: string;
  slug: string;
  startAt: Date | null;
  data: Record<string, unknown>;
}

/** The event row, locked until the transaction ends: every count and change of its places
 * happens behind this lock. */
async function lockEvent(tx: Db, siteId: number, elementId: number, route: string | null, now: Date) {
  const rows = (await tx.execute(
    sql`select id, route, title, slug, start_at, data from ${elements} where site_id = ${siteId} and id = ${elementId} and (${route}::text is null or route = ${route}) and is_published and published_at <= ${now} for update`,
  )) as unknown as {
    rows: {
      id: number;
      route: string;
      title: string;
      slug: string;
      start_at: string | Date | null;
      data: Record<string, unknown>;
    }[];
  };
  const row = rows.rows[0];
  if (!row) return null;
  const event: LockedEvent = {
    id: row.id,
    route: row.route,
    title: row.title,
    slug: row.slug,
    startAt: row.start_at ? new Date(row.start_at) : null,
    data: row.data ?? {},
  };
  return event;
}

const capacityOf = (event: LockedEvent) =>
  typeof event.data.capacity === 'number' ? event.data.capacity : null;

async function takePlace(
  ctx: SiteContext,
  route: string,
  elementId: number,
  input: RegistrationInput,
  token: string,
): Promise<
  RegistrationResult & { title: string; slug: string; startAt: Date | null; location: string | null }
> {
  const seats = input.seats ?? 1;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, siteId, elementId, route, now);
    if (!event)
      throw new DomainError(
        'not_found',
        msg({ id: 'api.event.notFound', message: 'This event does not exist.' }),
      );
    if (event.data.registration !== true)
      throw new DomainError(
        'invalid',
        msg({ id: 'api.event.registrationClosed', message: 'Registration is not open for this event.' }),
      );
    if (event.startAt && event.startAt.getTime() < now.getTime())
      throw new DomainError(
        'invalid',
        msg({ id: 'api.event.started', message: 'This event has already started.' }),
      );

    // the holds that have run out are released (they already stopped counting)
    await tx
      .update(eventRegistrations)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(eventRegistrations.siteId, siteId),
          eq(eventRegistrations.elementId, elementId),
          eq(eventRegistrations.status, 'PENDING'),
          lte(eventRegistrations.holdExpiresAt, now),
        ),
      );
    const capacity = capacityOf(event);
    const used = (await seatsTaken(tx, siteId, [elementId], now)).get(elementId) ?? 0;
    const status = capacity === null || used + seats <= capacity ? 'PENDING' : 'WAITLIST';
    const inserted = await tx
      .insert(eventRegistrations)
      .values({
        siteId,
        elementId,
        name: input.name,
        email: normaliseEmail(input.email),
        phone: input.phone ?? null,
        seats,
        status,
        createdAt: now,
        ...(status === 'PENDING'
          ? { holdExpiresAt: new Date(now.getTime() + HOLD_MS), confirmTokenHash: hashToken(token) }
          : {}),
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
      remaining: capacity === null ? null : Math.max(0, capacity - used - (status === 'PENDING' ? seats : 0)),
      title: event.title,
      slug: event.slug,
      startAt: event.startAt,
      location: typeof event.data.location === 'string' ? event.data.location : null,
    };
  });
}

/** Follows the link of a registration's mail: a held registration becomes CONFIRMED (once; a
 * second click answers the same), a hold that ran out is released and says so, and a
 * confirmation that would take the event past its capacity (it was lowered meanwhile) is refused
 * and put on the waiting list. A token of another site is unknown here. */
export async function confirmRegistration(
  ctx: RequestContext,
  token: string,
): Promise<RegistrationConfirmation> {
  const unknown = () =>
    new DomainError(
      'not_found',
      msg({ id: 'api.registration.invalidLink', message: 'This confirmation link is not valid.' }),
    );
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw unknown();
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const [found] = await ctx.db
    .select({ id: eventRegistrations.id, elementId: eventRegistrations.elementId })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.siteId, siteId), eq(eventRegistrations.confirmTokenHash, hashToken(token))),
    );
  if (!found) throw unknown();

  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, siteId, found.elementId, null, now);
    if (!event) throw unknown();
    const where = and(eq(eventRegistrations.siteId, siteId), eq(eventRegistrations.id, found.id));
    const [registration] = await tx.select().from(eventRegistrations).where(where);
    if (!registration) throw unknown();
    const answer = (outcome: RegistrationConfirmation['outcome']): RegistrationConfirmation => ({
      outcome,
      seats: registration.seats,
      event: { title: event.title, path: elementPath(event.route, event.slug, event.id) },
    });
    if (registration.status === 'CONFIRMED') return answer('confirmed');
    if (registration.status === 'WAITLIST') return answer('full');
    const expired =
      registration.status !== 'PENDING' ||
      !registration.holdExpiresAt ||
      registration.holdExpiresAt.getTime() <= now.getTime() ||
      (event.startAt !== null && event.startAt.getTime() < now.getTime());
    if (expired) {
      await tx.update(eventRegistrations).set({ status: 'EXPIRED' }).where(where);
      return answer('expired');
    }
    // the other registrations' seats, counted behind the event's lock
    const capacity = capacityOf(event);
    const others = (await seatsTaken(tx, siteId, [event.id], now, found.id)).get(event.id) ?? 0;
    if (capacity !== null && others + registration.seats > capacity) {
      await tx.update(eventRegistrations).set({ status: 'WAITLIST', holdExpiresAt: null }).where(where);
      return answer('full');
    }
    const confirmed = await tx
      .update(eventRegistrations)
      .set({ status: 'CONFIRMED', confirmedAt: now, holdExpiresAt: null })
      .where(and(where, eq(eventRegistrations.status, 'PENDING')))
      .returning({ id: eventRegistrations.id });
    return answer(confirmed.length ? 'confirmed' : 'expired');
  });
}

/** The seats that count against the events' capacities, per event: confirmed ones and the holds
 * that have not run out at `now` (`except`: a registration left out of the count). */
async function seatsTaken(
  db: Db,
  siteId: number,
  elementIds: number[],
  now: Date,
  except?: number,
): Promise<Map<number, number>> {
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
        or(
          eq(eventRegistrations.status, 'CONFIRMED'),
          and(eq(eventRegistrations.status, 'PENDING'), sql`${eventRegistrations.holdExpiresAt} > ${now}`),
        ),
        except === undefined ? undefined : ne(eventRegistrations.id, except),
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
    .where(and(visible(siteId, route, ctx.locale, now), inArray(elements.id, ids)));
  const open = events.filter((e) => (e.data as Record<string, unknown>).registration === true);
  const taken = await seatsTaken(
    ctx.db,
    siteId,
    open.map((e) => e.id),
    now,
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
