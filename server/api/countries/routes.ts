import { countriesContracts } from '#shared/contracts/routes/countries.ts';
import { listCountries } from '../../modules/shop/places.ts';
import { bindRoute, ok } from '../define.ts';

export const countriesRoutes = [
  bindRoute(countriesContracts.list, async (ctx) => ok(await listCountries(ctx))),
];
