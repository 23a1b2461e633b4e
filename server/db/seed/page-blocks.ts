// Blocks of the demo pages beyond their own text (issue 3): lists, forms, albums, popups… They
// are added once every content type is seeded, because blocks name forms, albums or popups by
// id: the seed files refer to them by title and `SeedRefs` turns titles into this site's ids.
import { and, eq } from 'drizzle-orm';
import type { PageBlock } from '#shared/contracts/blocks.ts';
import { siteContextFor } from '../../modules/context.ts';
import { saveGrapeLayout, savePageLayout } from '../../modules/pages/write.ts';
import type { Db } from '../client.ts';
import { albums, blogFolders, companyAddresses, forms, pageLayouts, pages, popups } from '../schema.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> & { id?: string } : never;
/** A block of a seed file; its id is made from the page and the block's place when absent. */
export type SeedBlock = WithoutId<PageBlock>;

export interface SeedRefs {
  form(title: string): number;
  album(title: string): number;
  popup(title: string): number;
  blogFolder(title: string): number;
  address(name: string): number;
}

/** Blocks by page path (`infos-utiles/en-ce-moment/agenda`); `'intro'` places the page's own
 * text, which otherwise comes first. */
export type SeedPageBlocks = (refs: SeedRefs) => Record<string, (SeedBlock | 'intro')[]>;

async function refsOf(db: Db, siteId: number): Promise<SeedRefs> {
  const [formRows, albumRows, popupRows, folderRows, addressRows] = await Promise.all([
    db.select({ id: forms.id, key: forms.title }).from(forms).where(eq(forms.siteId, siteId)),
    db.select({ id: albums.id, key: albums.title }).from(albums).where(eq(albums.siteId, siteId)),
    db.select({ id: popups.id, key: popups.title }).from(popups).where(eq(popups.siteId, siteId)),
    db
      .select({ id: blogFolders.id, key: blogFolders.title })
      .from(blogFolders)
      .where(eq(blogFolders.siteId, siteId)),
    db
      .select({ id: companyAddresses.id, key: companyAddresses.name })
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, siteId)),
  ]);
  const lookup = (kind: string, rows: { id: number; key: string }[]) => (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`The seed names a ${kind} "${key}" that site ${siteId} does not have.`);
    return row.id;
  };
  return {
    form: lookup('form', formRows),
    album: lookup('album', albumRows),
    popup: lookup('popup', popupRows),
    blogFolder: lookup('blog folder', folderRows),
    address: lookup('address', addressRows),
  };
}

export async function seedPageBlocks(db: Db, siteId: number, sources: SeedPageBlocks[]): Promise<void> {
  const refs = await refsOf(db, siteId);
  const byPath = new Map<string, (SeedBlock | 'intro')[]>();
  for (const source of sources) {
    for (const [path, blocks] of Object.entries(source(refs))) {
      byPath.set(path, [...(byPath.get(path) ?? []), ...blocks]);
    }
  }
  for (const [path, extra] of byPath) {
    const [page] = await db
      .select({ id: pages.id, url: pages.url })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.path, path)));
    if (!page)
      throw new Error(`The seed adds blocks to "${path}", a page that site ${siteId} does not have.`);
    const [layout] = await db
      .select({ blocks: pageLayouts.blocks })
      .from(pageLayouts)
      .where(
        and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, page.id), eq(pageLayouts.name, 'default')),
      );
    const own = layout?.blocks ?? [];
    const placed = extra.includes('intro') ? extra : ['intro' as const, ...extra];
    let n = 0;
    const blocks = placed.flatMap((block) =>
      block === 'intro'
        ? own
        : [{ ...block, id: block.id ?? `${page.url}-${block.type.toLowerCase()}-${++n}` }],
    );
    await savePageLayout(await siteContextFor({ db, events: null }, siteId), page.id, blocks);
  }
}

/** Pages made with the page builder: their sanitised HTML and CSS replace their blocks. */
export async function seedGrapePages(
  db: Db,
  siteId: number,
  grapePages: Record<string, { html: string; css: string }>,
): Promise<void> {
  for (const [path, content] of Object.entries(grapePages)) {
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.path, path)));
    if (!page) throw new Error(`The seed builds "${path}", a page that site ${siteId} does not have.`);
    await saveGrapeLayout(await siteContextFor({ db, events: null }, siteId), page.id, content);
  }
}
