import { awardContracts } from '#shared/contracts/routes/award.ts';
import { productTag } from '#shared/lib/cache-tags.ts';
import { listAwards } from '../../modules/shop/catalogue.ts';
import { bindRoute, ok, tagged } from '../define.ts';

export const awardRoutes = [
  bindRoute(awardContracts.list, async (ctx, { query }) =>
    tagged(ok(await listAwards(ctx, query.product)), [productTag(query.product)]),
  ),
];
