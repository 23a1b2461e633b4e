import { searchContracts } from '#shared/contracts/routes/search.ts';
import { searchSite } from '../../modules/search/site-search.ts';
import { bindRoute, ok } from '../define.ts';

export const searchRoutes = [
  bindRoute(searchContracts.search, async (ctx, { query }) => ok(await searchSite(ctx, query))),
];
