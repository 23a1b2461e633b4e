import type { CompanyAddress } from '#shared/contracts/content.ts';
import { defineBlock } from '../definition.ts';

/** The site's addresses (all, or those the block names, in its order). */
export const addressBlock = defineBlock('address', {
  request: () => ({ path: '/company/address' }),
  select: (data, block): CompanyAddress[] => {
    const all = data as CompanyAddress[];
    if (!block.addressIds?.length) return all;
    return block.addressIds.flatMap((id) => all.filter((a) => a.id === id));
  },
});

/** A link to the address on OpenStreetMap: followed by the visitor, nothing is loaded before. */
export function mapLink(
  address: Pick<CompanyAddress, 'latitude' | 'longitude' | 'address' | 'postalCode' | 'city'>,
) {
  const lat = Number(address.latitude);
  const lon = Number(address.longitude);
  if (address.latitude && address.longitude && Number.isFinite(lat) && Number.isFinite(lon))
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  const query = `${address.address}, ${address.postalCode} ${address.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
