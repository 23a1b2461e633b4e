import { variationContracts } from '#shared/contracts/routes/variation.ts';
import { listVariations } from '../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const variationRoutes = [
  bindRoute(variationContracts.list, async (ctx) => ok(await listVariations(ctx))),
];
