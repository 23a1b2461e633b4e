import { componentContracts } from '#shared/contracts/routes/component.ts';
import { getComponentConf } from '../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const componentRoutes = [
  bindRoute(componentContracts.conf, async (ctx, { params }) => ok(await getComponentConf(ctx, params.slug))),
];
