import { describe, expect, it } from 'vitest';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import { addressBlock, mapLink } from './address.request.ts';

const address = (id: number, more: Partial<CompanyAddress> = {}): CompanyAddress => ({
  id,
  name: `Adresse ${id}`,
  address: '1 place de la Mairie',
  addressPart2: null,
  postalCode: '59270',
  city: 'Vallon-sur-Lys',
  country: 'FR',
  phone: null,
  email: null,
  latitude: '50.7163',
  longitude: '2.7411',
  type: [],
  ...more,
});
const context = {
  search: new URLSearchParams(),
  today: '2026-11-20',
  conf: null,
  primary: false,
  pageParam: null,
};

describe('address block', () => {
  it("reads the site's addresses and keeps those the block names, in its order", () => {
    expect(addressBlock.request!({ id: 'a', type: 'address' }, context)).toEqual({
      path: '/company/address',
    });
    const all = [address(1), address(2), address(3)];
    const pick = (addressIds?: number[]) =>
      (addressBlock.select!(all, { id: 'a', type: 'address', addressIds }, context) as CompanyAddress[]).map(
        (a) => a.id,
      );
    expect(pick()).toEqual([1, 2, 3]);
    expect(pick([])).toEqual([1, 2, 3]);
    expect(pick([3, 1, 99])).toEqual([3, 1]);
  });

  it('links to OpenStreetMap at the coordinates, or searches the address without them', () => {
    expect(mapLink(address(1))).toBe(
      'https://www.openstreetmap.org/?mlat=50.7163&mlon=2.7411#map=17/50.7163/2.7411',
    );
    expect(mapLink(address(1, { latitude: null }))).toBe(
      'https://www.openstreetmap.org/search?query=1%20place%20de%20la%20Mairie%2C%2059270%20Vallon-sur-Lys',
    );
    expect(mapLink(address(1, { latitude: 'abc' }))).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?/);
  });
});
