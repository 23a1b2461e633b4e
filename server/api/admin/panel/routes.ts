// The admin panel's own calls (ADR 013).
import { adminPanelContracts as c } from '#shared/contracts/routes/admin/panel.ts';
import { adminMe, confirmTotp, removeTotp, startTotp } from '../../../modules/accounts/second-factor.ts';
import { listAudit } from '../../../modules/audit/log.ts';
import { createHandoff, listSitesForOperator, redeemHandoff } from '../../../modules/operators/handoff.ts';
import { dashboard, markSeen } from '../../../modules/panel/dashboard.ts';
import { bindRoute, ok } from '../../define.ts';
import { sessionCookies } from '../../session-cookies.ts';

export const adminPanelRoutes = [
  bindRoute(c.me, async (ctx) => ok(await adminMe(ctx))),
  bindRoute(c.dashboard, async (ctx) => ok(await dashboard(ctx))),
  bindRoute(c.dashboardSeen, async (ctx, { body }) => {
    await markSeen(ctx, body.kind);
    return ok(null);
  }),
  bindRoute(c.audit, async (ctx, { query }) => ok(await listAudit(ctx, query))),
  bindRoute(c.totpStart, async (ctx) => ok(await startTotp(ctx))),
  bindRoute(c.totpConfirm, async (ctx, { body }) => {
    await confirmTotp(ctx, body.code);
    return ok(null);
  }),
  bindRoute(c.totpRemove, async (ctx, { body }) => {
    await removeTotp(ctx, body.code);
    return ok(null);
  }),
  bindRoute(c.sites, async (ctx) => ok(await listSitesForOperator(ctx))),
  bindRoute(c.handoff, async (ctx, { body }) => ok(await createHandoff(ctx, body.siteId))),
  bindRoute(c.handoffRedeem, async (ctx, { body }) => {
    const { token } = await redeemHandoff(ctx, body.token);
    return { ...ok({ token, idSite: ctx.site.id }), cookies: sessionCookies(token, ctx.site.id) };
  }),
];
