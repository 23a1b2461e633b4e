// The organisation's addresses in the admin panel (ADR 016): written with their types, checked
// with the field at fault, shown by the public call at once, kept while click-and-collect
// bookings to come name them, and another site's out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressTypeSchema, companyAddressSchema } from '#shared/contracts/content.ts';
import { collectionBookings } from '../../server/db/schema.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let visitor: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, wineAdmin, visitor } = await adminTokens(t.database));
});
afterAll(() => t?.close());

const call = adminCaller(
  () => t,
  () => admin,
);
const body = (patch: object = {}) => ({
  name: 'Médiathèque',
  address: '3 rue des Écoles',
  addressPart2: null,
  postalCode: '59118',
  city: 'Vallon-sur-Lys',
  country: 'FR',
  phone: '03 20 00 00 10',
  email: 'mediatheque@vallon-sur-lys.fr',
  latitude: 50.69,
  longitude: 3.17,
  typeIds: [] as number[],
  ...patch,
});

describe('the organisation’s addresses', () => {
  it('adds, changes and deletes an address with its types, seen by the public call at once', async () => {
    const types = expectSuccess(await call('get', '/admin/address/type'), z.array(addressTypeSchema));
    const created = expectSuccess(
      await call('post', '/admin/company/address').send(body({ typeIds: [types[0]!.id] })),
      companyAddressSchema,
    );
    expect(created).toMatchObject({ name: 'Médiathèque', latitude: '50.69', type: [{ id: types[0]!.id }] });
    const visible = await t.http.get('/api/company/address').set('Host', TOWN_HOST);
    expect(JSON.stringify(visible.body.data)).toContain('Médiathèque');

    const changed = expectSuccess(
      await call('put', `/admin/company/address/${created.id}`).send(
        body({ name: 'Médiathèque Jules-Verne', typeIds: [] }),
      ),
      companyAddressSchema,
    );
    expect(changed).toMatchObject({ name: 'Médiathèque Jules-Verne', type: [] });
    expectSuccess(await call('delete', `/admin/company/address/${created.id}`), z.null());
    const list = expectSuccess(await call('get', '/admin/company/address'), z.array(companyAddressSchema));
    expect(list.map((a) => a.id)).not.toContain(created.id);
  });

  it('refuses bad fields, naming each, and another site’s address types', async () => {
    const res = await call('post', '/admin/company/address').send(
      body({
        postalCode: '5911',
        country: 'ZZ',
        phone: 'le matin',
        email: 'mairie',
        latitude: 50.1,
        longitude: null,
      }),
    );
    expect(expectFailure(res, 400)).toMatch(/adresse/);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        { path: 'country', message: 'invalid_option' },
        { path: 'phone', message: 'invalid_phone' },
        { path: 'email', message: 'invalid_email' },
        { path: 'longitude', message: 'required' },
      ]),
    );
    const postal = await call('post', '/admin/company/address').send(body({ postalCode: '5911' }));
    expect(fieldsOf(postal)).toEqual([{ path: 'postalCode', message: 'invalid_postal_code' }]);
    const theirTypes = expectSuccess(
      await call('get', '/admin/address/type', wineAdmin, WINE_HOST),
      z.array(addressTypeSchema),
    );
    const ours = expectSuccess(await call('get', '/admin/address/type'), z.array(addressTypeSchema));
    const foreign = theirTypes.find((x) => !ours.some((o) => o.id === x.id))!;
    const res2 = await call('post', '/admin/company/address').send(body({ typeIds: [foreign.id] }));
    expect(fieldsOf(res2)).toEqual([{ path: 'typeIds', message: 'invalid_option' }]);
  });

  it('keeps an address while click-and-collect bookings to come name it', async () => {
    const address = expectSuccess(
      await call('post', '/admin/company/address').send(body({ name: 'Caveau' })),
      companyAddressSchema,
    );
    await t.database.db.insert(collectionBookings).values({
      siteId: await siteId(t.database, 'vallon-sur-lys'),
      addressId: address.id,
      date: '2099-01-02',
      scheduleId: 1,
      taken: 1,
    });
    expect(expectFailure(await call('delete', `/admin/company/address/${address.id}`), 409)).toMatch(
      /retraits/,
    );
  });

  it('is the site administrators’ only', async () => {
    const theirs = expectSuccess(
      await call('get', '/admin/company/address', wineAdmin, WINE_HOST),
      z.array(companyAddressSchema),
    );
    const ours = expectSuccess(await call('get', '/admin/company/address'), z.array(companyAddressSchema));
    const foreign = theirs.find((a) => !ours.some((o) => o.id === a.id))!;
    expectFailure(await call('put', `/admin/company/address/${foreign.id}`).send(body()), 404);
    expectFailure(await call('post', '/admin/company/address', visitor).send(body()), 403);
    expectFailure(await call('get', '/admin/company/address', null), 401);
  });
});
