import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import { telHref } from '#shared/lib/phone.ts';
import { type BlockViewProps, okData } from '../view-props.ts';
import { mapLink } from './address.request.ts';
import './address.css';

export function AddressBlock({ block, data }: BlockViewProps<'address'>) {
  const { t } = useLingui();
  const titleId = useId();
  const addresses = okData<CompanyAddress[]>(data);
  if (!addresses?.length) return null;
  return (
    <section className="block address-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Addresses`}</h2>
      <ul className="address-list">
        {addresses.map((a) => (
          <li key={a.id} className="address-card">
            <h3>{a.name}</h3>
            <address>
              {a.address}
              {a.addressPart2 && (
                <>
                  <br />
                  {a.addressPart2}
                </>
              )}
              <br />
              {a.postalCode} {a.city}
            </address>
            {a.phone && (
              <p>
                <Trans>Phone:</Trans> <a href={telHref(a.phone)}>{a.phone}</a>
              </p>
            )}
            {a.email && (
              <p>
                <Trans>E-mail:</Trans> <a href={`mailto:${a.email}`}>{a.email}</a>
              </p>
            )}
            <p>
              <a href={mapLink(a)} rel="noopener noreferrer external" target="_blank">
                <Trans>See on a map</Trans>
                <span className="visually-hidden"> {t`(OpenStreetMap, new window)`}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
