import { clickAndCollectContracts } from '#shared/contracts/routes/click-and-collect.ts';
import { collectionSlots } from '../../modules/shop/collection.ts';
import { bindRoute, ok } from '../define.ts';

export const clickAndCollectRoutes = [
  bindRoute(clickAndCollectContracts.slots, async (ctx, { query }) =>
    ok(await collectionSlots(ctx, query.idAddress)),
  ),
];
