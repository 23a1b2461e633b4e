import { serviceContracts } from '#shared/contracts/routes/service.ts';
import { getServiceDetail, listServices } from '../../modules/services/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const serviceRoutes = [
  bindRoute(serviceContracts.list, async (ctx, { query }) => ok(await listServices(ctx, query))),
  bindRoute(serviceContracts.detail, async (ctx, { params }) => ok(await getServiceDetail(ctx, params.id))),
];
