// Where an old path now lives (ADR 014): the CMS page asks on a path no page holds.
import { redirectLookupContract } from '#shared/contracts/routes/admin/pages.ts';
import { findRedirect } from '../../modules/pages/redirects.ts';
import { bindRoute, ok } from '../define.ts';

export const redirectRoutes = [
  bindRoute(redirectLookupContract, async (ctx, { query }) => {
    const to = await findRedirect(ctx, query.path, query.locale ?? ctx.locale);
    return ok(to === null ? null : { to });
  }),
];
