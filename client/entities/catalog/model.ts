import { createStore, sample } from 'effector';
import type { CompanyAddress, Variation } from '#shared/contracts/content.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchCompanyAddressesFx = createApiEffect<void, CompanyAddress[]>(() => ({
  path: '/company/address',
}));
export const fetchVariationsFx = createApiEffect<void, Variation[]>(() => ({ path: '/variation' }));
export const fetchProductFileConfigFx = createApiEffect<void, Record<string, unknown>>(() => ({
  path: '/external-app/PRODUCT_FILE_GENERATOR/config/public',
}));

// SPEC §7 makes these calls at startup (the shop's only where the site sells, ADR 011). What no
// view reads is not written into the page's state (when a view reads one, drop its
// `serialize: 'ignore'`): the product page reads the sheet generator's settings; the variations
// reach it with each product.
const unread = { serialize: 'ignore' } as const;
export const $companyAddresses = createStore<CompanyAddress[]>([], unread);
export const $variations = createStore<Variation[]>([], unread);
export const $productFileConfig = createStore<Record<string, unknown> | null>(null);

sample({ clock: successData(fetchCompanyAddressesFx), fn: (r) => r.data, target: $companyAddresses });
sample({ clock: successData(fetchVariationsFx), fn: (r) => r.data, target: $variations });
sample({ clock: successData(fetchProductFileConfigFx), fn: (r) => r.data, target: $productFileConfig });
