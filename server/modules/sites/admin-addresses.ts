// The organisation's addresses as staff keep them (ADR 016): checked (a French postal code in
// France, a phone, an e-mail, a country of ISO 3166), typed among the site's address types, each
// write with its audit entry; an address with click-and-collect bookings to come stays.
import { and, eq, gte, inArray, max } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import type { FieldError } from '#shared/contracts/account.ts';
import type { CompanyAddressWrite } from '#shared/contracts/admin-settings.ts';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import { parisDate } from '#shared/lib/collection.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { addressTypes, collectionBookings, companyAddresses, companyAddressTypes } from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import { listCompanyAddresses } from '../catalog/queries.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 .()-]{6,25}$/;

const notFound = () =>
  new DomainError('not_found', msg({ id: 'api.address.notFound', message: 'This address does not exist.' }));

function problems(input: CompanyAddressWrite): FieldError[] {
  const fields: FieldError[] = [];
  if (!countries.isValid(input.country)) fields.push({ path: 'country', message: 'invalid_option' });
  if (input.country === 'FR' && !/^\d{5}$/.test(input.postalCode))
    fields.push({ path: 'postalCode', message: 'invalid_postal_code' });
  if (input.phone && !PHONE.test(input.phone)) fields.push({ path: 'phone', message: 'invalid_phone' });
  if (input.email && !EMAIL.test(input.email)) fields.push({ path: 'email', message: 'invalid_email' });
  if ((input.latitude === null) !== (input.longitude === null))
    fields.push({ path: input.latitude === null ? 'latitude' : 'longitude', message: 'required' });
  return fields;
}

async function checkTypes(tx: Tx, siteId: number, typeIds: number[]) {
  if (!typeIds.length) return;
  const known = await tx
    .select({ id: addressTypes.id })
    .from(addressTypes)
    .where(and(eq(addressTypes.siteId, siteId), inArray(addressTypes.id, typeIds)));
  if (known.length !== new Set(typeIds).size)
    throw new DomainError('invalid', INVALID, { fields: [{ path: 'typeIds', message: 'invalid_option' }] });
}

const INVALID = msg({ id: 'api.address.invalid', message: 'Some fields of the address are not valid.' });

const columnsOf = (input: CompanyAddressWrite) => ({
  name: input.name,
  address: input.address,
  addressPart2: input.addressPart2 || null,
  postalCode: input.postalCode,
  city: input.city,
  country: input.country,
  phone: input.phone || null,
  email: input.email || null,
  latitude: input.latitude === null ? null : String(input.latitude),
  longitude: input.longitude === null ? null : String(input.longitude),
});

async function writeTypes(tx: Tx, siteId: number, addressId: number, typeIds: number[]) {
  await tx
    .delete(companyAddressTypes)
    .where(and(eq(companyAddressTypes.siteId, siteId), eq(companyAddressTypes.addressId, addressId)));
  if (typeIds.length)
    await tx
      .insert(companyAddressTypes)
      .values([...new Set(typeIds)].map((typeId) => ({ siteId, addressId, typeId })));
}

async function answer(ctx: RequestContext, id: number): Promise<CompanyAddress> {
  const found = (await listCompanyAddresses(ctx)).find((a) => a.id === id);
  if (!found) throw notFound();
  return found;
}

export async function createCompanyAddress(
  ctx: RequestContext,
  input: CompanyAddressWrite,
): Promise<CompanyAddress> {
  const fields = problems(input);
  if (fields.length) throw new DomainError('invalid', INVALID, { fields });
  const siteId = ctx.site.id;
  const id = await ctx.db.transaction(async (tx) => {
    await checkTypes(tx, siteId, input.typeIds);
    const [last] = await tx
      .select({ order: max(companyAddresses.order) })
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, siteId));
    const [row] = await tx
      .insert(companyAddresses)
      .values({ siteId, ...columnsOf(input), order: (last?.order ?? -1) + 1 })
      .returning({ id: companyAddresses.id });
    await writeTypes(tx, siteId, row!.id, input.typeIds);
    await audit(
      ctx,
      { action: 'create', entity: 'address', entityId: row!.id, after: { ...input } },
      tx as unknown as Db,
    );
    return row!.id;
  });
  await ctx.contentChanged();
  return answer(ctx, id);
}

export async function updateCompanyAddress(
  ctx: RequestContext,
  id: number,
  input: CompanyAddressWrite,
): Promise<CompanyAddress> {
  const fields = problems(input);
  if (fields.length) throw new DomainError('invalid', INVALID, { fields });
  const siteId = ctx.site.id;
  const before = await answer(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await checkTypes(tx, siteId, input.typeIds);
    await tx
      .update(companyAddresses)
      .set(columnsOf(input))
      .where(and(eq(companyAddresses.siteId, siteId), eq(companyAddresses.id, id)));
    await writeTypes(tx, siteId, id, input.typeIds);
    const { type, id: _id, ...fieldsBefore } = before;
    await audit(
      ctx,
      {
        action: 'update',
        entity: 'address',
        entityId: id,
        before: { ...fieldsBefore, typeIds: type.map((t) => t.id) },
        after: { ...input },
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return answer(ctx, id);
}

export async function deleteCompanyAddress(ctx: RequestContext, id: number): Promise<void> {
  const siteId = ctx.site.id;
  const before = await answer(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const [booked] = await tx
      .select({ date: collectionBookings.date })
      .from(collectionBookings)
      .where(
        and(
          eq(collectionBookings.siteId, siteId),
          eq(collectionBookings.addressId, id),
          gte(collectionBookings.date, parisDate(ctx.clock.now())),
        ),
      )
      .limit(1);
    if (booked)
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.address.booked',
          message: 'Click-and-collect orders are booked at this address: it stays until they are collected.',
        }),
      );
    await tx
      .delete(companyAddresses)
      .where(and(eq(companyAddresses.siteId, siteId), eq(companyAddresses.id, id)));
    await audit(
      ctx,
      { action: 'delete', entity: 'address', entityId: id, before: { name: before.name } },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
}
