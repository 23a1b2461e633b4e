import { parameterContracts } from '#shared/contracts/routes/parameter.ts';
import { listParameters } from '../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const parameterRoutes = [
  bindRoute(parameterContracts.list, async (ctx) => ok(await listParameters(ctx))),
];
