// The page tree's admin calls (ADR 014).
import { adminPagesContracts as c } from '#shared/contracts/routes/admin/pages.ts';
import {
  createAdminPage,
  listAdminPages,
  moveAdminPage,
  trashAdminPage,
  updateAdminPage,
} from '../../../modules/pages/admin-tree.ts';
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  updateRedirect,
} from '../../../modules/pages/redirects.ts';
import { listTrash, restoreFromTrash } from '../../../modules/trash/trash.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminPagesRoutes = [
  bindRoute(c.list, async (ctx, { query }) => ok(await listAdminPages(ctx, query.locale ?? ctx.locale))),
  bindRoute(c.create, async (ctx, { body }) => ok(await createAdminPage(ctx, body))),
  bindRoute(c.update, async (ctx, { params, body }) => ok(await updateAdminPage(ctx, params.id, body))),
  bindRoute(c.move, async (ctx, { params, body }) => ok(await moveAdminPage(ctx, params.id, body))),
  bindRoute(c.remove, async (ctx, { params, query }) =>
    ok(await trashAdminPage(ctx, params.id, query.withChildren === 'true')),
  ),
  bindRoute(c.redirects, async (ctx) => ok(await listRedirects(ctx))),
  bindRoute(c.redirectCreate, async (ctx, { body }) => ok(await createRedirect(ctx, body))),
  bindRoute(c.redirectUpdate, async (ctx, { params, body }) =>
    ok(await updateRedirect(ctx, params.id, body)),
  ),
  bindRoute(c.redirectRemove, async (ctx, { params }) => {
    await deleteRedirect(ctx, params.id);
    return ok(null);
  }),
  bindRoute(c.trash, async (ctx) => ok(await listTrash(ctx))),
  bindRoute(c.restore, async (ctx, { params }) =>
    ok(await restoreFromTrash(ctx, params.id, (locale) => listAdminPages(ctx, locale))),
  ),
];
