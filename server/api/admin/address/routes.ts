// The address types and the organisation's addresses in the admin panel (ADR 016).
import { adminAddressContracts as c } from '#shared/contracts/routes/admin/address.ts';
import { listAddressTypes, listCompanyAddresses } from '../../../modules/catalog/queries.ts';
import {
  createCompanyAddress,
  deleteCompanyAddress,
  updateCompanyAddress,
} from '../../../modules/sites/admin-addresses.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminAddressRoutes = [
  bindRoute(c.types, async (ctx) => ok(await listAddressTypes(ctx))),
  bindRoute(c.list, async (ctx) => ok(await listCompanyAddresses(ctx))),
  bindRoute(c.create, async (ctx, { body }) => ok(await createCompanyAddress(ctx, body))),
  bindRoute(c.update, async (ctx, { params, body }) => ok(await updateCompanyAddress(ctx, params.id, body))),
  bindRoute(c.remove, async (ctx, { params }) => {
    await deleteCompanyAddress(ctx, params.id);
    return ok(null);
  }),
];
