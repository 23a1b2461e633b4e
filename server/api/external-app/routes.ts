import { externalAppContracts } from '#shared/contracts/routes/external-app.ts';
import { getExternalAppPublicConfig } from '../../modules/catalog/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const externalAppRoutes = [
  bindRoute(externalAppContracts.publicConfig, async (ctx, { params }) =>
    ok(await getExternalAppPublicConfig(ctx, params.app)),
  ),
];
