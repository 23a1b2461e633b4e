// The block editor's admin calls (ADR 015).
import { adminLayoutContracts as c } from '#shared/contracts/routes/admin/layout.ts';
import {
  discardDraft,
  getEditorLayout,
  getRevision,
  listRevisions,
  publishDraft,
  restoreRevision,
  saveDraft,
} from '../../../modules/pages/block-editor.ts';
import { blockOptions } from '../../../modules/pages/block-options.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminLayoutRoutes = [
  bindRoute(c.layout, async (ctx, { params }) => ok(await getEditorLayout(ctx, params.id))),
  bindRoute(c.saveDraft, async (ctx, { params, body }) => ok(await saveDraft(ctx, params.id, body))),
  bindRoute(c.discardDraft, async (ctx, { params, query }) =>
    ok(await discardDraft(ctx, params.id, query.baseUpdatedAt)),
  ),
  bindRoute(c.publish, async (ctx, { params, body }) => ok(await publishDraft(ctx, params.id, body))),
  bindRoute(c.revisions, async (ctx, { params }) => ok(await listRevisions(ctx, params.id))),
  bindRoute(c.revision, async (ctx, { params }) => ok(await getRevision(ctx, params.id, params.revisionId))),
  bindRoute(c.restore, async (ctx, { params, body }) =>
    ok(await restoreRevision(ctx, params.id, params.revisionId, body.baseUpdatedAt)),
  ),
  bindRoute(c.options, async (ctx) => ok(await blockOptions(ctx))),
];
