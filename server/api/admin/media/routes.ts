// The media library's admin calls (ADR 017).
import { MEDIA_MAX_BYTES } from '#shared/contracts/admin-media.ts';
import { adminMediaContracts as c } from '#shared/contracts/routes/admin/media.ts';
import {
  listMedia,
  mediaUsagesOf,
  trashMedia,
  updateMediaAlt,
  uploadMedia,
} from '../../../modules/media/admin-library.ts';
import { bindRoute, ok } from '../../define.ts';

/** One file, of the largest kind's size (each kind's own limit is checked once its type is read). */
const UPLOAD_LIMITS = {
  maxFileBytes: Math.max(...Object.values(MEDIA_MAX_BYTES)),
  maxFiles: 1,
  maxFields: 5,
  maxFieldBytes: 2_000,
};

export const adminMediaRoutes = [
  bindRoute(c.list, async (ctx, { query }) => ok(await listMedia(ctx, query))),
  bindRoute(c.upload, async (ctx, { body }) => ok(await uploadMedia(ctx, body)), {
    multipartLimits: UPLOAD_LIMITS,
  }),
  bindRoute(c.update, async (ctx, { params, body }) => ok(await updateMediaAlt(ctx, params.id, body.alt))),
  bindRoute(c.usages, async (ctx, { params }) => ok(await mediaUsagesOf(ctx, params.id))),
  bindRoute(c.remove, async (ctx, { params }) => ok(await trashMedia(ctx, params.id))),
];
