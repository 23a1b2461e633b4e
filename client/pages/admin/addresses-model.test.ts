import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $addresses,
  $addressesStatus,
  $addressTypes,
  $deletedId,
  $deleteRefusal,
  $editedId,
  $lastChange,
  type AddressValues,
  addressAddForm,
  addressEditForm,
  addressesOpened,
  checkAddress,
  deleteAsked,
  deleteConfirmed,
  editStarted,
} from './addresses-model.ts';

const MAIRIE: CompanyAddress = {
  id: 1,
  name: 'Mairie',
  address: '1 place de la Mairie',
  addressPart2: null,
  postalCode: '59270',
  city: 'Vallon-sur-Lys',
  country: 'FR',
  phone: '03 28 41 52 60',
  email: 'mairie@vallon-sur-lys.fr',
  latitude: '50.6942',
  longitude: '3.1746',
  type: [{ id: 1, value: 'SIEGE' }],
};
const TYPES = [
  { id: 1, value: 'SIEGE', label: 'Siège' },
  { id: 2, value: 'CLICK_AND_COLLECT', label: 'Retrait au caveau' },
];

const values = (over: Partial<AddressValues> = {}): AddressValues => ({
  name: 'Médiathèque',
  address: '4 rue des Écoles',
  addressPart2: '',
  postalCode: '59270',
  city: 'Vallon-sur-Lys',
  country: 'FR',
  phone: '',
  email: '',
  latitude: '',
  longitude: '',
  typeIds: [],
  ...over,
});

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /admin/company/address': ok([MAIRIE]),
    'GET /admin/address/type': ok(TYPES),
    ...answers,
  });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(addressesOpened, { scope });
  return { api, scope };
}

describe('the addresses’ model (ADR 016)', () => {
  it('reads the addresses and the site’s address types', async () => {
    const { scope } = await opened();
    expect(scope.getState($addresses)).toEqual([MAIRIE]);
    expect(scope.getState($addressTypes)).toEqual(TYPES);
    expect(scope.getState($addressesStatus)).toBe(200);
  });

  it('checks what the API checks, with its codes', () => {
    expect(
      checkAddress(
        values({
          name: ' ',
          postalCode: '5927',
          phone: 'abc',
          email: 'mairie@',
          latitude: '50,69',
          longitude: '',
        }),
      ),
    ).toEqual([
      { path: 'name', message: 'required' },
      { path: 'postalCode', message: 'invalid_postal_code' },
      { path: 'phone', message: 'invalid_phone' },
      { path: 'email', message: 'invalid_email' },
      { path: 'longitude', message: 'required' },
    ]);
    // a Belgian postal code has four digits
    expect(checkAddress(values({ country: 'BE', postalCode: '7500' }))).toEqual([]);
    expect(checkAddress(values({ latitude: '95', longitude: '3.17' }))).toEqual([
      { path: 'latitude', message: 'invalid_coordinate' },
    ]);
  });

  it('adds an address with its types, at the end of the list, and says it', async () => {
    const added: CompanyAddress = {
      ...MAIRIE,
      id: 2,
      name: 'Médiathèque',
      address: '4 rue des Écoles',
      phone: null,
      email: null,
      latitude: '50.69',
      longitude: '3.17',
      type: [{ id: 2, value: 'CLICK_AND_COLLECT' }],
    };
    const { api, scope } = await opened({ 'POST /admin/company/address': ok(added) });
    await allSettled(addressAddForm.submitted, {
      scope,
      params: values({
        name: ' Médiathèque ',
        country: 'fr',
        latitude: '50,69',
        longitude: '3.17',
        typeIds: [2],
      }),
    });
    expect(api.called('POST /admin/company/address')[0]?.body).toEqual({
      name: 'Médiathèque',
      address: '4 rue des Écoles',
      addressPart2: null,
      postalCode: '59270',
      city: 'Vallon-sur-Lys',
      country: 'FR',
      phone: null,
      email: null,
      latitude: 50.69,
      longitude: 3.17,
      typeIds: [2],
    });
    expect(scope.getState($addresses)).toEqual([MAIRIE, added]);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'added', name: 'Médiathèque' });
  });

  it('shows the fields the API refuses', async () => {
    const { scope } = await opened({
      'POST /admin/company/address': failure(
        400,
        [{ path: 'typeIds', message: 'invalid_option' }],
        'Certains champs de l’adresse ne sont pas valides.',
      ),
    });
    await allSettled(addressAddForm.submitted, { scope, params: values({ typeIds: [99] }) });
    expect(scope.getState(addressAddForm.$failure)?.fields).toEqual([
      { path: 'typeIds', message: 'invalid_option' },
    ]);
    expect(scope.getState($addresses)).toEqual([MAIRIE]);
  });

  it('changes an address in place', async () => {
    const changed = { ...MAIRIE, phone: '03 28 41 52 61' };
    const { api, scope } = await opened({ 'PUT /admin/company/address/1': ok(changed) });
    await allSettled(editStarted, { scope, params: 1 });
    await allSettled(addressEditForm.submitted, {
      scope,
      params: { ...values({ name: 'Mairie', phone: '03 28 41 52 61', typeIds: [1] }), id: 1 },
    });
    expect(api.called('PUT /admin/company/address/1')[0]?.body).toMatchObject({
      phone: '03 28 41 52 61',
      typeIds: [1],
    });
    expect(scope.getState($addresses)).toEqual([changed]);
    expect(scope.getState($editedId)).toBeNull();
  });

  it('keeps an address that click-and-collect bookings name, saying why in the dialog', async () => {
    const booked = 'Des retraits au caveau sont réservés à cette adresse : elle reste jusqu’à leur retrait.';
    const { api, scope } = await opened({ 'DELETE /admin/company/address/1': failure(409, null, booked) });
    await allSettled(deleteAsked, { scope, params: 1 });
    await allSettled(deleteConfirmed, { scope });
    expect(api.called('DELETE /admin/company/address/1')).toHaveLength(1);
    expect(scope.getState($addresses)).toEqual([MAIRIE]);
    expect(scope.getState($deletedId)).toBe(1);
    expect(scope.getState($deleteRefusal)).toEqual({ message: booked, status: 409 });
  });

  it('deletes an address once confirmed', async () => {
    const { scope } = await opened({ 'DELETE /admin/company/address/1': ok(null) });
    await allSettled(deleteAsked, { scope, params: 1 });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($deletedId)).toBeNull();
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'deleted', name: 'Mairie' });
  });
});
