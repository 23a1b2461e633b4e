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

export const $companyAddresses = createStore<CompanyAddress[]>([]);
export const $variations = createStore<Variation[]>([]);
export const $productFileConfig = createStore<Record<string, unknown> | null>(null);

sample({ clock: successData(fetchCompanyAddressesFx), fn: (r) => r.data, target: $companyAddresses });
sample({ clock: successData(fetchVariationsFx), fn: (r) => r.data, target: $variations });
sample({ clock: successData(fetchProductFileConfigFx), fn: (r) => r.data, target: $productFileConfig });
