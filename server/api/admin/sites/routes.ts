// Sites created by operators, and their publication by their administrators (ADR 019).
import { adminSitesContracts as c } from '#shared/contracts/routes/admin/sites.ts';
import { createSiteFromTemplate, findCommunes, publishSite } from '../../../modules/sites/admin-sites.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminSitesRoutes = [
  bindRoute(c.create, async (ctx, { body }) => ({
    ...ok(await createSiteFromTemplate(ctx, body)),
    status: 201,
  })),
  bindRoute(c.communes, async (_ctx, { query }) => ok(findCommunes(query.q))),
  bindRoute(c.publish, async (ctx) => ok(await publishSite(ctx))),
];
