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

// SPEC §7 makes these calls at startup for the shop, whose views do not exist yet: nothing in the
// browser reads them, so the server's copies are not written into the page's state (when a view
// reads one, drop its `serialize: 'ignore'`)
const unread = { serialize: 'ignore' } as const;
export const $companyAddresses = createStore<CompanyAddress[]>([], unread);
export const $variations = createStore<Variation[]>([], unread);
export const $productFileConfig = createStore<Record<string, unknown> | null>(null, unread);

sample({ clock: successData(fetchCompanyAddressesFx), fn: (r) => r.data, target: $companyAddresses });
sample({ clock: successData(fetchVariationsFx), fn: (r) => r.data, target: $variations });
sample({ clock: successData(fetchProductFileConfigFx), fn: (r) => r.data, target: $productFileConfig });
