export {
  $addressTypes,
  $isAdmin,
  $logged,
  $me,
  fetchAddressTypesFx,
  fetchLoggedFx,
  fetchMeFx,
} from './model.ts';
