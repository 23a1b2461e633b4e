// /admin/adresses: the organisation's addresses (ADR 016), each with its types among the site's
// (`GET /admin/address/type`), added, changed in place and deleted after a confirmation; the API
// refuses to delete one that click-and-collect bookings to come name (409, said in the dialog).
import { combine, createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import type { CompanyAddressWrite } from '#shared/contracts/admin-settings.ts';
import type { AddressType, CompanyAddress } from '#shared/contracts/content.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { createListDeletion, lastRefusal } from './admin-form.ts';
import { panelStatusOf } from './panel-model.ts';

export const addressesOpened = createEvent();

const fetchAddressesFx = createApiEffect<void, CompanyAddress[]>(() => ({ path: '/admin/company/address' }));
const fetchTypesFx = createApiEffect<void, AddressType[]>(() => ({ path: '/admin/address/type' }));

export const $addresses = createStore<CompanyAddress[]>([]);
export const $addressTypes = createStore<AddressType[]>([]);
const $listStatus = createStore(200);
const $typesStatus = createStore(200);
export const $addressesStatus = combine($listStatus, $typesStatus, (a, b) => (a !== 200 ? a : b));

sample({ clock: addressesOpened, target: [fetchAddressesFx, fetchTypesFx] });
sample({
  clock: fetchAddressesFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $addresses,
});
sample({ clock: fetchAddressesFx.doneData, fn: panelStatusOf, target: $listStatus });
sample({ clock: fetchAddressesFx.fail, fn: () => 500, target: $listStatus });
sample({
  clock: fetchTypesFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $addressTypes,
});
sample({ clock: fetchTypesFx.doneData, fn: panelStatusOf, target: $typesStatus });
sample({ clock: fetchTypesFx.fail, fn: () => 500, target: $typesStatus });

/** The fields of the form as typed. */
export interface AddressValues {
  name: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  latitude: string;
  longitude: string;
  typeIds: number[];
}

/** The server's own shapes (server/modules/sites/admin-addresses.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 .()-]{6,25}$/;

/** A coordinate as typed (a comma is a decimal point in French), or null when empty. */
export function coordinateOf(value: string): number | null {
  const text = value.trim().replace(',', '.');
  return text ? Number(text) : null;
}

export function checkAddress(values: AddressValues): FieldError[] {
  const fields: FieldError[] = [
    ...checks.required('name', values.name),
    ...checks.required('address', values.address),
    ...checks.required('postalCode', values.postalCode),
    ...checks.required('city', values.city),
  ];
  const country = values.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fields.push({ path: 'country', message: 'invalid_option' });
  if (country === 'FR' && values.postalCode.trim() && !/^\d{5}$/.test(values.postalCode.trim()))
    fields.push({ path: 'postalCode', message: 'invalid_postal_code' });
  if (values.phone.trim() && !PHONE.test(values.phone.trim()))
    fields.push({ path: 'phone', message: 'invalid_phone' });
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    fields.push({ path: 'email', message: 'invalid_email' });
  const bounds = { latitude: 90, longitude: 180 } as const;
  for (const name of ['latitude', 'longitude'] as const) {
    const n = coordinateOf(values[name]);
    if (n !== null && !(Number.isFinite(n) && Math.abs(n) <= bounds[name]))
      fields.push({ path: name, message: 'invalid_coordinate' });
  }
  // both or neither: a point on the map needs the two
  const [lat, lng] = [values.latitude.trim(), values.longitude.trim()];
  if (!lat !== !lng) fields.push({ path: lat ? 'longitude' : 'latitude', message: 'required' });
  return fields;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** What the API takes (companyAddressWriteSchema). */
export function addressBody(values: AddressValues): CompanyAddressWrite {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    addressPart2: orNull(values.addressPart2),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country.trim().toUpperCase(),
    phone: orNull(values.phone),
    email: orNull(values.email),
    latitude: coordinateOf(values.latitude),
    longitude: coordinateOf(values.longitude),
    typeIds: values.typeIds,
  };
}

// --- Adding ---------------------------------------------------------------------------------

const createAddressFx = createApiEffect<AddressValues, CompanyAddress>((values) => ({
  method: 'POST',
  path: '/admin/company/address',
  body: addressBody(values),
}));
export const addressAddForm = createFormModel({ fx: createAddressFx, check: checkAddress });
export const $addRefusal = lastRefusal(createAddressFx, [addressesOpened, addressAddForm.submitted]);

// --- Changing one in place --------------------------------------------------------------------

export const editStarted = createEvent<number>();
export const editCancelled = createEvent();
/** The address being changed in place. */
export const $editedId = createStore<number | null>(null, { serialize: 'ignore' })
  .on(editStarted, (_, id) => id)
  .reset(addressesOpened, editCancelled);

const updateAddressFx = createApiEffect<AddressValues & { id: number }, CompanyAddress>(
  ({ id, ...values }) => ({
    method: 'PUT',
    path: `/admin/company/address/${id}`,
    body: addressBody(values),
  }),
);
export const addressEditForm = createFormModel({ fx: updateAddressFx, check: checkAddress });
export const $editRefusal = lastRefusal(updateAddressFx, [
  addressesOpened,
  editStarted,
  editCancelled,
  addressEditForm.submitted,
]);
sample({ clock: [editStarted, editCancelled], target: addressEditForm.reset });

// --- Deleting, once confirmed -----------------------------------------------------------------

export const addressDeletion = createListDeletion({
  opened: addressesOpened,
  $list: $addresses,
  path: ({ id }: CompanyAddress) => `/admin/company/address/${id}`,
});
export const { deleteAsked, deleteCancelled, deleteConfirmed, $deletedId, $deletePending, $deleteRefusal } =
  addressDeletion;

// --- The list and what was done ---------------------------------------------------------------

const { deleted } = addressDeletion;

$addresses
  .on(addressAddForm.succeeded, (list, { data }) => [...list.filter((a) => a.id !== data.id), data])
  .on(addressEditForm.succeeded, (list, { data }) => list.map((a) => (a.id === data.id ? data : a)))
  .on(deleted, (list, gone) => list.filter((a) => a.id !== gone.id));
$editedId.reset(addressEditForm.succeeded, deleted);

/** What was done last, said in a status (counted: it takes the focus each time). */
export type AddressChange = { kind: 'added' | 'changed' | 'deleted'; name: string; count: number };
const $changes = createStore(0, { serialize: 'ignore' });
export const $lastChange = createStore<AddressChange | null>(null, { serialize: 'ignore' }).reset(
  addressesOpened,
  addressAddForm.submitted,
  addressEditForm.submitted,
  deleteAsked,
);
const changed = sample({
  clock: [
    addressAddForm.succeeded.map(({ data }) => ({ kind: 'added' as const, name: data.name })),
    addressEditForm.succeeded.map(({ data }) => ({ kind: 'changed' as const, name: data.name })),
    deleted.map((gone) => ({ kind: 'deleted' as const, name: gone.name })),
  ],
  source: $changes,
  fn: (count, change): AddressChange => ({ ...change, count: count + 1 }),
});
sample({ clock: changed, target: $lastChange });
sample({ clock: changed, fn: ({ count }) => count, target: $changes });
