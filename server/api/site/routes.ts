import { siteContracts } from '#shared/contracts/routes/site.ts';
import { msg } from '#shared/lib/messages.ts';
import { getSiteInfo } from '../../modules/sites/queries.ts';
import { logVisit } from '../../modules/visits/log.ts';
import { bindRoute, ok } from '../define.ts';

export const siteRoutes = [
  bindRoute(siteContracts.info, async (ctx) => ok(await getSiteInfo(ctx))),
  bindRoute(siteContracts.visit, async (ctx, { params }) => {
    // past its limits nothing is written and the answer is the same (server/modules/visits/log.ts)
    await logVisit(ctx, params.id);
    return ok(null, msg({ id: 'api.visit.logged', message: 'Visit logged.' }));
  }),
];
