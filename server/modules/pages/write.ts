// Page writes keep `path` in step with the tree and sanitise layout HTML on save.
import { and, eq } from 'drizzle-orm';
import { pageBlocksSchema } from '#shared/contracts/blocks.ts';
import type { Db } from '../../db/client.ts';
import { type LayoutBlock, pageLayouts, pages } from '../../db/schema.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { grapeHash, sanitizeGrapeCss, sanitizeGrapeHtml } from './grape.ts';

export type NewPage = Omit<typeof pages.$inferInsert, 'siteId' | 'path'>;

export async function createPage(db: Db, siteId: number, input: NewPage): Promise<typeof pages.$inferSelect> {
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
  db: Db,
  siteId: number,
  pageId: number,
  blocks: unknown[],
  name = 'default',
): Promise<number> {
  const clean = sanitizeBlocks(blocks);
  const [existing] = await db
    .select({ id: pageLayouts.id })
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), eq(pageLayouts.name, name)));
  if (existing) {
    await db
      .update(pageLayouts)
      .set({ blocks: clean, updatedAt: new Date() })
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
  db: Db,
  siteId: number,
  pageId: number,
  input: { html: string; css: string },
  name = 'default',
): Promise<number> {
  const html = sanitizeGrapeHtml(input.html);
  const css = sanitizeGrapeCss(input.css);
  const hash = grapeHash(html, css);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(pages)
      .set({ type: 'GRAPE', updatedAt: new Date() })
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
        .set({ html, css, hash, blocks: [], updatedAt: new Date() })
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, existing.id)));
      return existing.id;
    }
    const [row] = await tx
      .insert(pageLayouts)
      .values({ siteId, pageId, name, blocks: [], html, css, hash })
      .returning({ id: pageLayouts.id });
    return row!.id;
  });
}
