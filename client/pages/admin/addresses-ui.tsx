// /admin/adresses: the organisation's addresses (ADR 016) as cards, each changed in place or
// deleted after a confirmation, and the form that adds one; their types as boxes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useContext, useEffect, useRef } from 'react';
import type { AddressType, CompanyAddress } from '#shared/contracts/content.ts';
import { FormStatus, formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { CheckboxField, FormScopeContext, fieldId, SelectField, TextField } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import {
  $addRefusal,
  $addresses,
  $addressesStatus,
  $addressTypes,
  $editedId,
  $editRefusal,
  $lastChange,
  type AddressValues,
  addressAddForm,
  addressDeletion,
  addressEditForm,
  deleteAsked,
  editCancelled,
  editStarted,
} from './addresses-model.ts';
import { AdminForm, ConfirmDialog, useDeletionDialog, useRefusalText } from './admin-ui.tsx';
import { PanelPage } from './panel.tsx';
import './settings.css';

/** The countries offered (ISO 3166-1 alpha-2): France and its neighbours. */
const COUNTRIES: [code: string, name: MessageDescriptor][] = [
  ['FR', msg`France`],
  ['AD', msg`Andorra`],
  ['DE', msg`Germany`],
  ['BE', msg`Belgium`],
  ['ES', msg`Spain`],
  ['IT', msg`Italy`],
  ['LU', msg`Luxembourg`],
  ['MC', msg`Monaco`],
  ['NL', msg`Netherlands`],
  ['PT', msg`Portugal`],
  ['GB', msg`United Kingdom`],
  ['CH', msg`Switzerland`],
];

const valuesOf = (data: FormData): AddressValues => ({
  name: formText(data, 'name'),
  address: formText(data, 'address'),
  addressPart2: formText(data, 'addressPart2'),
  postalCode: formText(data, 'postalCode'),
  city: formText(data, 'city'),
  country: formText(data, 'country'),
  phone: formText(data, 'phone'),
  email: formText(data, 'email'),
  latitude: formText(data, 'latitude'),
  longitude: formText(data, 'longitude'),
  typeIds: data.getAll('typeIds').map(Number).filter(Number.isInteger),
});

const editButtonId = (id: number) => `address-${id}-edit`;

function useLabels() {
  const { t } = useLingui();
  return {
    name: t`Name`,
    address: t`Address`,
    addressPart2: t`Address (continued)`,
    postalCode: t`Postal code`,
    city: t`City`,
    country: t`Country`,
    phone: t`Phone`,
    email: t`E-mail`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
    typeIds: t`Types`,
  };
}

/** The address's types, as boxes; the API's error on them under the legend. */
function TypesField({ types, checked }: { types: AddressType[]; checked: number[] }) {
  const { i18n, t } = useLingui();
  const scope = useContext(FormScopeContext);
  const id = fieldId(scope?.form ?? '', 'typeIds');
  const error = scope?.failure?.fields.find((f) => f.path === 'typeIds');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="fieldset"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend>
        <Trans>Types</Trans>
      </legend>
      <p id={`${id}-hint`} className="field-hint">
        <Trans>What the address is for: the site lists each type’s addresses where they are needed.</Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {i18n._(fieldErrorMessage(error.message))}
        </p>
      )}
      {types.map((type) => (
        <CheckboxField
          key={type.id}
          name="typeIds"
          value={String(type.id)}
          label={type.label}
          defaultChecked={checked.includes(type.id)}
        />
      ))}
    </fieldset>
  );
}

function AddressFields({ address, types }: { address?: CompanyAddress; types: AddressType[] }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const country = address?.country ?? 'FR';
  const countries = COUNTRIES.map(([value, name]) => ({ value, label: i18n._(name) }));
  if (!COUNTRIES.some(([code]) => code === country)) countries.push({ value: country, label: country });
  return (
    <>
      <TextField
        name="name"
        label={labels.name}
        required
        maxLength={120}
        hint={<Trans>For example « Mairie » or « Caveau de dégustation ».</Trans>}
        defaultValue={address?.name}
      />
      <TextField
        name="address"
        label={labels.address}
        required
        maxLength={200}
        autoComplete="off"
        hint={<Trans>The number and the street.</Trans>}
        defaultValue={address?.address}
      />
      <TextField
        name="addressPart2"
        label={labels.addressPart2}
        optional
        maxLength={200}
        autoComplete="off"
        defaultValue={address?.addressPart2 ?? ''}
      />
      <div className="addresses-row">
        <TextField
          name="postalCode"
          label={labels.postalCode}
          required
          maxLength={12}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={address?.postalCode}
        />
        <TextField
          name="city"
          label={labels.city}
          required
          maxLength={120}
          autoComplete="off"
          defaultValue={address?.city}
        />
      </div>
      <SelectField name="country" label={labels.country} options={countries} defaultValue={country} />
      <div className="addresses-row">
        <TextField
          name="phone"
          label={labels.phone}
          type="tel"
          optional
          maxLength={30}
          autoComplete="off"
          defaultValue={address?.phone ?? ''}
        />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          optional
          maxLength={200}
          autoComplete="off"
          defaultValue={address?.email ?? ''}
        />
      </div>
      <div className="addresses-row">
        <TextField
          name="latitude"
          label={labels.latitude}
          optional
          maxLength={20}
          inputMode="text"
          hint={
            <Trans>
              In decimal degrees, for example 50.6942: with the longitude, it places the address on a map.
            </Trans>
          }
          defaultValue={address?.latitude ?? ''}
        />
        <TextField
          name="longitude"
          label={labels.longitude}
          optional
          maxLength={20}
          inputMode="text"
          hint={<Trans>For example 3.1746.</Trans>}
          defaultValue={address?.longitude ?? ''}
        />
      </div>
      <TypesField types={types} checked={address?.type.map((t) => t.id) ?? []} />
    </>
  );
}

function AddForm({ types }: { types: AddressType[] }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [refusal, add, change] = useUnit([$addRefusal, addressAddForm.submitted, $lastChange]);
  // an address added: the form starts empty again
  const added = change?.kind === 'added' ? change.count : 0;
  return (
    <section className="panel addresses-add" aria-labelledby="address-add-title">
      <h2 id="address-add-title" className="panel-title">
        <Trans>Add an address</Trans>
      </h2>
      <AdminForm
        key={added}
        id="address-add"
        model={addressAddForm}
        refusal={refusal}
        labels={labels}
        onValues={(data) => add(valuesOf(data))}
      >
        <AddressFields types={types} />
        <div className="form-actions">
          <SubmitButton>{t`Add the address`}</SubmitButton>
        </div>
      </AdminForm>
    </section>
  );
}

function EditForm({ address, types }: { address: CompanyAddress; types: AddressType[] }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [refusal, save, cancel] = useUnit([$editRefusal, addressEditForm.submitted, editCancelled]);
  const start = useRef<HTMLDivElement>(null);
  // the form takes the address's place: the focus goes to its first field
  useEffect(() => start.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const { name } = address;
  return (
    <li className="panel addresses-item">
      <div ref={start}>
        <AdminForm
          id={`address-edit-${address.id}`}
          model={addressEditForm}
          refusal={refusal}
          labels={labels}
          label={t`Change the address “${name}”`}
          onValues={(data) => save({ ...valuesOf(data), id: address.id })}
        >
          <AddressFields address={address} types={types} />
          <div className="form-actions">
            <SubmitButton>{t`Save`}</SubmitButton>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                cancel();
                // back to the button that opened the form, drawn again in the list
                requestAnimationFrame(() => document.getElementById(editButtonId(address.id))?.focus());
              }}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </AdminForm>
      </div>
    </li>
  );
}

function AddressCard({ address, types }: { address: CompanyAddress; types: AddressType[] }) {
  const { t } = useLingui();
  const [edit, remove] = useUnit([editStarted, deleteAsked]);
  const { name } = address;
  const titleId = `address-${address.id}-title`;
  return (
    <li className="panel addresses-item">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="addresses-name">
          {name}
        </h3>
        {address.type.length > 0 && (
          <ul className="addresses-types" aria-label={t`Types`}>
            {address.type.map((type) => (
              <li key={type.id} className="admin-tag">
                {types.find((known) => known.id === type.id)?.label ?? type.value}
              </li>
            ))}
          </ul>
        )}
        <p className="addresses-lines">
          {address.address}
          {address.addressPart2 && (
            <>
              <br />
              {address.addressPart2}
            </>
          )}
          <br />
          {address.postalCode} {address.city}
          {address.country !== 'FR' && ` (${address.country})`}
        </p>
        {(address.phone || address.email) && (
          <p className="addresses-lines">
            {address.phone}
            {address.phone && address.email && <br />}
            {address.email}
          </p>
        )}
        <div className="admin-row-actions">
          <button
            id={editButtonId(address.id)}
            type="button"
            className="button button-secondary"
            onClick={() => edit(address.id)}
          >
            <Trans>
              Edit<span className="visually-hidden"> the address “{name}”</span>
            </Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={() => remove(address.id)}>
            <Trans>
              Delete<span className="visually-hidden"> the address “{name}”</span>
            </Trans>
          </button>
        </div>
      </article>
    </li>
  );
}

function DeleteDialog({ addresses }: { addresses: CompanyAddress[] }) {
  const { t } = useLingui();
  const { item: address, dialog } = useDeletionDialog(addressDeletion, addresses);
  if (!address) return null;
  const { name } = address;
  return (
    <ConfirmDialog
      title={t`Delete the address “${name}”?`}
      confirm={<Trans>Delete the address</Trans>}
      {...dialog}
    >
      <p>
        <Trans>
          The site no longer shows it. An address where click-and-collect orders are booked stays.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

function Change() {
  const change = useUnit($lastChange);
  if (!change) return null;
  const { name } = change;
  return (
    <FormStatus focusKey={change.count}>
      <p>
        {change.kind === 'added' ? (
          <Trans>The address “{name}” is added.</Trans>
        ) : change.kind === 'changed' ? (
          <Trans>The address “{name}” is saved.</Trans>
        ) : (
          <Trans>The address “{name}” is deleted.</Trans>
        )}
      </p>
    </FormStatus>
  );
}

export function Component() {
  const [addresses, types, status, editedId] = useUnit([
    $addresses,
    $addressTypes,
    $addressesStatus,
    $editedId,
  ]);
  return (
    <PanelPage title={<Trans>Addresses</Trans>}>
      <p className="admin-intro">
        <Trans>
          The organisation’s addresses: its seat, its other sites, where orders are collected. Each has its
          types, which say where the site shows it.
        </Trans>
      </p>
      <Change />
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The addresses could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          <section className="addresses-list-section" aria-labelledby="addresses-list-title">
            <h2 id="addresses-list-title" className="appearance-subtitle">
              <Trans>The addresses</Trans>
            </h2>
            {addresses.length === 0 ? (
              <p className="empty-state">
                <Trans>No address yet.</Trans>
              </p>
            ) : (
              <ul className="addresses-list">
                {addresses.map((address) =>
                  address.id === editedId ? (
                    <EditForm key={address.id} address={address} types={types} />
                  ) : (
                    <AddressCard key={address.id} address={address} types={types} />
                  ),
                )}
              </ul>
            )}
          </section>
          <AddForm types={types} />
        </>
      )}
      <DeleteDialog addresses={addresses} />
    </PanelPage>
  );
}
