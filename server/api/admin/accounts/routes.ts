// The site's accounts in the admin panel (ADR 018).
import { adminAccountsContracts as c } from '#shared/contracts/routes/admin/accounts.ts';
import {
  inviteAdministrator,
  listAccounts,
  setBlocked,
  setRole,
} from '../../../modules/users/admin-accounts.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminAccountsRoutes = [
  bindRoute(c.list, async (ctx, { query }) => ok(await listAccounts(ctx, query))),
  bindRoute(c.role, async (ctx, { params, body }) => ok(await setRole(ctx, params.id, body.role))),
  bindRoute(c.block, async (ctx, { params, body }) => ok(await setBlocked(ctx, params.id, body.blocked))),
  bindRoute(c.invite, async (ctx, { body }) => ok(await inviteAdministrator(ctx, body))),
];
