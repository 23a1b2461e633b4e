export {
  $companyAddresses,
  $productFileConfig,
  $variations,
  fetchCompanyAddressesFx,
  fetchProductFileConfigFx,
  fetchVariationsFx,
} from './model.ts';
