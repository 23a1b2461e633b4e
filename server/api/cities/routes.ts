import { citiesContracts } from '#shared/contracts/routes/cities.ts';
import { listCities } from '../../modules/shop/places.ts';
import { bindRoute, ok } from '../define.ts';

export const citiesRoutes = [
  bindRoute(citiesContracts.search, async (ctx, { params }) =>
    ok(await listCities(ctx, params.search, params.idCountry)),
  ),
];
