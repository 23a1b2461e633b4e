// The page builder's calls on one layout (SPEC §5, ADR 006 amended by issue 14): whether a layout
// stores the HTML the editor holds (so the editor knows its preview image is stale), and the
// preview image itself, taken by the editor in the browser and shown in the page list.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type HashCheckAnswer, PREVIEW_MAX_BYTES } from '#shared/contracts/admin-layout.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { pageLayouts } from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { sniffMediaType } from '../media/library.ts';
import { PREVIEW_PREFIX } from '../media/storage.ts';
import { removePreviews } from './block-editor.ts';
import { grapeHash, sanitizeGrapeCss, sanitizeGrapeHtml } from './grape.ts';

/** Previews are drawn this wide at most (the page list shows them as thumbnails). */
const PREVIEW_WIDTH = 640;
const PREVIEW_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const layoutNotFound = () =>
  new DomainError('not_found', msg({ id: 'api.layout.notFound', message: 'This page has no such layout.' }));

/** The layout `idLayout` of the page `idPage` on this site (its live layout or its draft). */
async function findLayout(ctx: RequestContext, idPage: number, idLayout: number) {
  const [row] = await ctx.db
    .select()
    .from(pageLayouts)
    .where(
      and(eq(pageLayouts.siteId, ctx.site.id), eq(pageLayouts.pageId, idPage), eq(pageLayouts.id, idLayout)),
    );
  if (!row) throw layoutNotFound();
  return row;
}

export async function checkLayoutHash(
  ctx: RequestContext,
  idPage: number,
  idLayout: number,
  input: { html: string; css?: string | undefined },
): Promise<HashCheckAnswer> {
  const layout = await findLayout(ctx, idPage, idLayout);
  const html = sanitizeGrapeHtml(input.html);
  const css = input.css === undefined ? (layout.css ?? '') : sanitizeGrapeCss(input.css);
  const hash = grapeHash(html, css);
  return {
    hash,
    matches: layout.hash !== null && layout.hash === hash,
    previewStale: layout.hash === null || layout.previewHash !== layout.hash,
  };
}

const invalidFile = (code: string) =>
  new DomainError(
    'invalid',
    msg({ id: 'api.layout.previewFile', message: 'The preview must be a PNG, JPEG or WebP image.' }),
    { fields: [{ path: 'file', message: code }] },
  );

/** Stores the preview image of a page-builder layout, redrawn as a WebP thumbnail; it stands for
 * the layout's HTML and CSS of now (its hash). */
export async function storeLayoutPreview(
  ctx: RequestContext,
  idPage: number,
  idLayout: number,
  files: readonly { field: string; data: Uint8Array }[],
): Promise<{ previewHash: string | null }> {
  const layout = await findLayout(ctx, idPage, idLayout);
  const file = files.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw invalidFile(file ? 'empty_file' : 'required');
  if (file.data.length > PREVIEW_MAX_BYTES) throw invalidFile('file_too_large');
  const data = Buffer.from(file.data);
  const type = sniffMediaType(data);
  if (!type || !PREVIEW_TYPES.includes(type)) throw invalidFile('file_type');
  if (layout.hash === null)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.layout.previewBlocks',
        message: 'Only a layout made with the visual editor has a preview image.',
      }),
    );
  let webp: Buffer;
  try {
    webp = await sharp(data)
      .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    throw invalidFile('file_type');
  }
  const key = `${PREVIEW_PREFIX}page-${idPage}-${randomBytes(6).toString('hex')}.webp`;
  await ctx.storage.media.put(ctx.site.id, key, webp);
  // the row is written only if the layout did not change since it was read: else the image
  // stands for HTML that is no longer stored
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(pageLayouts)
      .set({ previewKey: key, previewHash: layout.hash })
      .where(
        and(
          eq(pageLayouts.siteId, ctx.site.id),
          eq(pageLayouts.id, idLayout),
          eq(pageLayouts.hash, layout.hash!),
        ),
      )
      .returning({ id: pageLayouts.id });
    if (rows.length)
      await audit(
        ctx,
        {
          action: 'preview',
          entity: 'layout',
          entityId: idPage,
          before: { previewHash: layout.previewHash },
          after: { previewHash: layout.hash },
        },
        tx as unknown as Db,
      );
    return rows.length > 0;
  });
  if (!updated) {
    await removePreviews(ctx, [key]);
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.layout.previewStale',
        message: 'The layout changed while its preview was sent: it will be taken again.',
      }),
    );
  }
  if (layout.previewKey && layout.previewKey !== key) await removePreviews(ctx, [layout.previewKey]);
  return { previewHash: layout.hash };
}

/** The preview image's bytes; 404 when the layout has none. */
export async function layoutPreviewImage(
  ctx: RequestContext,
  idPage: number,
  idLayout: number,
): Promise<Buffer> {
  const layout = await findLayout(ctx, idPage, idLayout);
  const stored = layout.previewKey ? await ctx.storage.media.get(ctx.site.id, layout.previewKey) : null;
  if (stored === null)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.layout.noPreview', message: 'This layout has no preview image.' }),
    );
  return stored;
}
