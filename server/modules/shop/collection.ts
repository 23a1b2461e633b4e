// Click-and-collect (ADR 012, "Click-and-collect"): the estate's collection addresses (its
// company addresses typed CLICK_AND_COLLECT), the days and slots of the CLICK_AND_COLLECT_HOURS
// parameter with what each has left, and the order's booking of a slot. A slot's bookings are one
// row of collection_bookings per address and day, raised by one conditional upsert: however many
// buyers at once, a slot is never filled past its capacity.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import {
  bookingKey,
  type CollectionConfig,
  type CollectionDay,
  collectionDays,
  collectionHorizon,
  parseCollectionConfig,
  type SlotRefusal,
  slotOf,
} from '#shared/lib/collection.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  addressTypes,
  collectionBookings,
  companyAddresses,
  companyAddressTypes,
  siteParameters,
} from '../../db/schema.ts';
import { listCompanyAddresses } from '../catalog/queries.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';
import { requireShop } from './catalogue.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction of it. */
type Queries = Db | Tx;

/** The address type of the places where wine is collected (SPEC §7). */
export const COLLECTION_ADDRESS_TYPE = 'CLICK_AND_COLLECT';

export interface CollectionChoice {
  /** `YYYY-MM-DD`. */
  date: string;
  idAddress: number;
  idSchedule: number;
}

/** A booked slot, as the order keeps it. */
export interface CollectionBooking extends CollectionChoice {
  from: string;
  to: string;
  addressName: string;
}

const unknownAddress = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.collection.unknownAddress', message: 'This collection address does not exist.' }),
  );

const REFUSALS: Record<SlotRefusal, { path: string; text: MessageDescriptor }> = {
  unknown_slot: {
    path: 'idSchedule',
    text: msg({ id: 'api.collection.unknownSlot', message: 'This collection slot does not exist.' }),
  },
  wrong_day: {
    path: 'idSchedule',
    text: msg({ id: 'api.collection.wrongDay', message: 'This collection slot is not open on that day.' }),
  },
  closed: {
    path: 'dateSchedule',
    text: msg({ id: 'api.collection.closed', message: 'Nothing can be collected on that day.' }),
  },
  too_late: {
    path: 'dateSchedule',
    text: msg({
      id: 'api.collection.tooLate',
      message: 'This collection slot can no longer be booked; choose a later one.',
    }),
  },
  out_of_horizon: {
    path: 'dateSchedule',
    text: msg({ id: 'api.collection.outOfHorizon', message: 'That day cannot be booked yet.' }),
  },
};

/** The site's collection addresses, in their order (what `GET /company/address?type=` answers). */
export function collectionAddresses(ctx: RequestContext): Promise<CompanyAddress[]> {
  return listCompanyAddresses(ctx, COLLECTION_ADDRESS_TYPE);
}

/** One of the site's collection addresses, or null. */
async function findCollectionAddress(
  db: Queries,
  siteId: number,
  idAddress: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: companyAddresses.id, name: companyAddresses.name })
    .from(companyAddresses)
    .innerJoin(
      companyAddressTypes,
      and(
        eq(companyAddressTypes.siteId, companyAddresses.siteId),
        eq(companyAddressTypes.addressId, companyAddresses.id),
      ),
    )
    .innerJoin(
      addressTypes,
      and(
        eq(addressTypes.siteId, companyAddressTypes.siteId),
        eq(addressTypes.id, companyAddressTypes.typeId),
      ),
    )
    .where(
      and(
        eq(companyAddresses.siteId, siteId),
        eq(companyAddresses.id, idAddress),
        eq(addressTypes.value, COLLECTION_ADDRESS_TYPE),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The site's click-and-collect hours; null when the parameter is absent or unreadable. */
export async function collectionConfig(db: Queries, siteId: number): Promise<CollectionConfig | null> {
  const [row] = await db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, 'CLICK_AND_COLLECT_HOURS')));
  return parseCollectionConfig(row?.value);
}

/** `GET /click-and-collect/slots`: the days an address can be booked, each slot with what it has
 * left. A site without a shop, or an address that is not one of its collection addresses, is a
 * 404; a site without hours offers no day. */
export async function collectionSlots(ctx: RequestContext, idAddress: number): Promise<CollectionDay[]> {
  await requireShop(ctx);
  const siteId = ctx.site.id;
  if (!(await findCollectionAddress(ctx.db, siteId, idAddress))) throw unknownAddress();
  const config = await collectionConfig(ctx.db, siteId);
  if (!config) return [];
  const now = ctx.clock.now();
  const { first, last } = collectionHorizon(config, now);
  const rows = await ctx.db
    .select({
      date: collectionBookings.date,
      idSchedule: collectionBookings.scheduleId,
      taken: collectionBookings.taken,
    })
    .from(collectionBookings)
    .where(
      and(
        eq(collectionBookings.siteId, siteId),
        eq(collectionBookings.addressId, idAddress),
        between(collectionBookings.date, first, last),
      ),
    )
    .orderBy(asc(collectionBookings.date));
  const bookings = new Map(rows.map((r) => [bookingKey(r.date, r.idSchedule), r.taken]));
  return collectionDays(config, now, bookings);
}

/** Books one place of a slot for an order, inside the order's transaction: the address must be
 * one of the site's collection addresses and the slot bookable at `now`; a full slot is a
 * conflict. The place goes back with `releaseCollectionSlot` (or with the transaction). */
export async function claimCollectionSlot(
  tx: Tx,
  siteId: number,
  choice: CollectionChoice,
  now: Date,
): Promise<CollectionBooking> {
  const address = await findCollectionAddress(tx, siteId, choice.idAddress);
  if (!address) throw unknownAddress();
  const config = await collectionConfig(tx, siteId);
  if (!config)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.collection.unavailable', message: 'Click-and-collect is not offered.' }),
    );
  const verdict = slotOf(config, choice.date, choice.idSchedule, now);
  if (!verdict.ok) {
    const refusal = REFUSALS[verdict.reason];
    throw invalidFields([{ path: refusal.path, message: verdict.reason }], refusal.text);
  }
  const { slot } = verdict;
  const t = collectionBookings;
  // one statement: the first booking inserts the row, the others raise it while under capacity;
  // a concurrent booking of the same slot waits on the row and then sees its count
  const [row] =
    slot.capacity >= 1
      ? await tx
          .insert(t)
          .values({
            siteId,
            addressId: choice.idAddress,
            date: choice.date,
            scheduleId: choice.idSchedule,
            taken: 1,
          })
          .onConflictDoUpdate({
            target: [t.siteId, t.addressId, t.date, t.scheduleId],
            set: { taken: sql`${t.taken} + 1` },
            setWhere: sql`${t.taken} < ${slot.capacity}`,
          })
          .returning({ taken: t.taken })
      : [];
  if (!row)
    throw new DomainError(
      'conflict',
      msg({ id: 'api.collection.full', message: 'This collection slot is full; choose another one.' }),
    );
  return {
    date: choice.date,
    idAddress: choice.idAddress,
    idSchedule: choice.idSchedule,
    from: slot.from,
    to: slot.to,
    addressName: address.name,
  };
}

/** Gives back the place an order held in a slot (its cancellation); never below zero. */
export async function releaseCollectionSlot(tx: Tx, siteId: number, choice: CollectionChoice): Promise<void> {
  const t = collectionBookings;
  await tx
    .update(t)
    .set({ taken: sql`greatest(${t.taken} - 1, 0)` })
    .where(
      and(
        eq(t.siteId, siteId),
        eq(t.addressId, choice.idAddress),
        eq(t.date, choice.date),
        eq(t.scheduleId, choice.idSchedule),
      ),
    );
}
