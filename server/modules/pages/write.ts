// Page writes keep `path` in step with the tree, sanitise layout HTML on save and drop the
// site's caches once written (whoever writes: the seed today, the admin to come).
import { and, eq } from 'drizzle-orm';
import { pageBlocksSchema } from '#shared/contracts/blocks.ts';
import { type LayoutBlock, pageLayouts, pages } from '../../db/schema.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import type { SiteContext } from '../context.ts';
import { recordMediaUsage } from '../media/library.ts';
import { grapeHash, sanitizeGrapeCss, sanitizeGrapeHtml } from './grape.ts';

export type NewPage = Omit<typeof pages.$inferInsert, 'siteId' | 'path'>;

export async function createPage(ctx: SiteContext, input: NewPage): Promise<typeof pages.$inferSelect> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  let parentPath = '';
  if (input.parentId != null) {
    const [parent] = await db
      .select({ path: pages.path, locale: pages.locale })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.id, input.parentId)));
    if (!parent) throw new Error(`Parent page ${input.parentId} does not exist on site ${siteId}.`);
    if (parent.locale !== input.locale) throw new Error('A page and its parent must share their locale.');
    parentPath = `${parent.path}/`;
  }
  const [row] = await db
    .insert(pages)
    .values({ ...input, siteId, path: parentPath + input.url })
    .returning();
  await ctx.contentChanged();
  return row!;
}

/** Every block must be of a known type with valid fields (shared/contracts/blocks.ts); HTML that
 * admins write is sanitised here, whatever wrote it. A bad layout is refused whole. */
export function sanitizeBlocks(blocks: unknown[]): LayoutBlock[] {
  const parsed = pageBlocksSchema.parse(blocks);
  return parsed.map((block) =>
    block.type === 'richText' ? { ...block, html: sanitizeRichText(block.html) } : block,
  );
}

export async function savePageLayout(
  ctx: SiteContext,
  pageId: number,
  blocks: unknown[],
  name = 'default',
): Promise<number> {
  const clean = sanitizeBlocks(blocks);
  const id = await writePageLayout(ctx, pageId, clean, name);
  await recordLayoutMedia(ctx, id, { blocks: clean, html: null, css: null });
  await ctx.contentChanged();
  return id;
}

async function writePageLayout(
  { db, site, clock }: SiteContext,
  pageId: number,
  clean: LayoutBlock[],
  name: string,
): Promise<number> {
  const siteId = site.id;
  const [existing] = await db
    .select({ id: pageLayouts.id })
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), eq(pageLayouts.name, name)));
  if (existing) {
    await db
      .update(pageLayouts)
      .set({ blocks: clean, updatedAt: clock.now() })
      .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, existing.id)));
    return existing.id;
  }
  const [row] = await db
    .insert(pageLayouts)
    .values({ siteId, pageId, name, blocks: clean })
    .returning({ id: pageLayouts.id });
  return row!.id;
}

/** A page made with the page builder (type GRAPE): its HTML and CSS, sanitised, become the
 * page's active layout and the page is of type GRAPE from then on. */
export async function saveGrapeLayout(
  ctx: SiteContext,
  pageId: number,
  input: { html: string; css: string },
  name = 'default',
): Promise<number> {
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const html = sanitizeGrapeHtml(input.html);
  const css = sanitizeGrapeCss(input.css);
  const hash = grapeHash(html, css);
  const id = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(pages)
      .set({ type: 'GRAPE', updatedAt: now })
      .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
      .returning({ id: pages.id });
    if (!updated.length) throw new Error(`Page ${pageId} does not exist on site ${siteId}.`);
    const [existing] = await tx
      .select({ id: pageLayouts.id })
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), eq(pageLayouts.name, name)));
    if (existing) {
      await tx
        .update(pageLayouts)
        .set({ html, css, hash, blocks: [], updatedAt: now })
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, existing.id)));
      return existing.id;
    }
    const [row] = await tx
      .insert(pageLayouts)
      .values({ siteId, pageId, name, blocks: [], html, css, hash })
      .returning({ id: pageLayouts.id });
    return row!.id;
  });
  await recordLayoutMedia(ctx, id, { blocks: [], html, css });
  await ctx.contentChanged();
  return id;
}

/** Which media files the layout's fields show (ADR 006, "Media"). */
async function recordLayoutMedia(
  { db, site }: SiteContext,
  layoutId: number,
  fields: { blocks: LayoutBlock[]; html: string | null; css: string | null },
) {
  for (const [field, value] of Object.entries(fields))
    await recordMediaUsage(db, site.id, { kind: 'page_layouts', id: layoutId, field }, value);
}
