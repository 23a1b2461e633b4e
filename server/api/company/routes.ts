import { companyContracts } from '#shared/contracts/routes/company.ts';
import { listCompanyAddresses } from '../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const companyRoutes = [
  bindRoute(companyContracts.addresses, async (ctx, { query }) =>
    ok(await listCompanyAddresses(ctx, query.type)),
  ),
];
