// The site's parameters in the admin panel (ADR 016).
import { adminSettingsContracts as c } from '#shared/contracts/routes/admin/settings.ts';
import { listParameters, updateParameters } from '../../../modules/sites/admin-parameters.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminSettingsRoutes = [
  bindRoute(c.parameters, async (ctx) => ok(await listParameters(ctx))),
  bindRoute(c.parametersWrite, async (ctx, { body }) => ok(await updateParameters(ctx, body))),
];
