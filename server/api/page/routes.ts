import { pageContracts } from '#shared/contracts/routes/page.ts';
import { getMenu, getPageByPath } from '../../modules/pages/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const pageRoutes = [
  bindRoute(pageContracts.menu, async (ctx) => ok(await getMenu(ctx))),
  bindRoute(pageContracts.detail, async (ctx, { params }) =>
    ok(await getPageByPath(ctx, params.slug.join('/'))),
  ),
];
