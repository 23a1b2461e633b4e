// The block editor's admin calls (ADR 015).

import { PREVIEW_MAX_BYTES } from '#shared/contracts/admin-layout.ts';
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
import {
  checkLayoutHash,
  layoutPreviewImage,
  storeLayoutPreview,
} from '../../../modules/pages/layout-preview.ts';
import { bindRoute, fileAnswer, ok } from '../../define.ts';

/** One image, as the page builder draws it. */
const PREVIEW_LIMITS = { maxFileBytes: PREVIEW_MAX_BYTES, maxFiles: 1, maxFields: 2, maxFieldBytes: 200 };

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
  bindRoute(c.hashCheck, async (ctx, { params, body }) =>
    ok(await checkLayoutHash(ctx, params.idPage, params.idLayout, body)),
  ),
  bindRoute(
    c.preview,
    async (ctx, { params, body }) =>
      ok(await storeLayoutPreview(ctx, params.idPage, params.idLayout, body.files)),
    { multipartLimits: PREVIEW_LIMITS },
  ),
  bindRoute(c.previewImage, async (ctx, { params }) => ({
    ...fileAnswer(await layoutPreviewImage(ctx, params.idPage, params.idLayout)),
    // a new preview has a new key; the panel's pages are private
    headers: { 'Cache-Control': 'private, no-cache' },
  })),
];
