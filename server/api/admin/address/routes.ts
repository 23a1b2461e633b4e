import { adminAddressContracts } from '#shared/contracts/routes/admin/address.ts';
import { listAddressTypes } from '../../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminAddressRoutes = [
  bindRoute(adminAddressContracts.types, async (ctx) => ok(await listAddressTypes(ctx))),
];
