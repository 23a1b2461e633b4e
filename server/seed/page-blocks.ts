// The pages of a demo site: each page with its own text first, then (once every content type is
// seeded) the blocks its data file lists: lists, forms, albums, popups… Blocks name forms,
// albums or popups by title; `refsOf` turns titles into this site's ids. A page made with the
// page builder gets its sanitised HTML and CSS instead of blocks.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import type { Db } from '../db/client.ts';
import { albums, blogFolders, companyAddresses, forms, newsletterLists, popups } from '../db/schema.ts';
import { siteContextFor } from '../modules/context.ts';
import { createPage, saveGrapeLayout, savePageLayout } from '../modules/pages/write.ts';
import type { SeedPage } from './load/pages.ts';
import { blockReference, type SeedBlock } from './load/schemas.ts';

/** The ids of the pages seeded, for the blocks added afterwards. */
export type PageIds = Map<SeedPage, number>;

const textBlock = (page: SeedPage) => ({ id: `${page.url}-intro`, type: 'richText', html: page.html });

export async function seedPages(
  db: Db,
  siteId: number,
  pages: SeedPage[],
  ids: PageIds = new Map(),
  parentId: number | null = null,
): Promise<PageIds> {
  // the seed writes through the domain like any other writer (nobody listens to its cache drops yet)
  const ctx = await siteContextFor({ db, events: null }, siteId);
  for (const [order, page] of pages.entries()) {
    const row = await createPage(ctx, {
      locale: DEFAULT_LOCALE.code,
      parentId,
      order,
      url: page.url,
      title: page.title,
      menuTitle: page.menuTitle ?? null,
      metaDescription: page.metaDescription,
      showInMenu: page.showInMenu,
      isFixedOnRight: page.fixedOnRight,
      isEcommercePage: page.isEcommercePage,
    });
    ids.set(page, row.id);
    if (page.builder) await saveGrapeLayout(ctx, row.id, page.builder);
    else await savePageLayout(ctx, row.id, [textBlock(page)]);
    if (page.children.length) await seedPages(db, siteId, page.children, ids, row.id);
  }
  return ids;
}

type Lookup = (name: string) => number;

async function refsOf(db: Db, siteId: number): Promise<Record<string, Lookup>> {
  const [formRows, albumRows, popupRows, folderRows, addressRows, listRows] = await Promise.all([
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
    db
      .select({ id: newsletterLists.id, key: newsletterLists.name })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, siteId)),
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
    newsletter: lookup('newsletter list', listRows),
  };
}

/** A block of a data file with the titles it names turned into ids. */
function resolve(block: SeedBlock, refs: Record<string, Lookup>): SeedBlock {
  const ref = blockReference(block.type);
  if (!ref || !(ref.by in block)) return block;
  const { [ref.by]: names, ...rest } = block;
  const find = refs[block.type]!;
  const ids = Array.isArray(names) ? names.map(find) : typeof names === 'string' ? find(names) : null;
  return { ...rest, [ref.field]: ids } as SeedBlock;
}

export async function seedPageBlocks(db: Db, siteId: number, pages: SeedPage[], ids: PageIds) {
  const refs = await refsOf(db, siteId);
  const ctx = await siteContextFor({ db, events: null }, siteId);
  const walk = async (list: SeedPage[]): Promise<void> => {
    for (const page of list) {
      if (page.blocks?.length) {
        const placed = page.blocks.includes('text') ? page.blocks : ['text' as const, ...page.blocks];
        let n = 0;
        const blocks = placed.map((block) =>
          block === 'text'
            ? textBlock(page)
            : { ...resolve(block, refs), id: block.id ?? `${page.url}-${block.type.toLowerCase()}-${++n}` },
        );
        await savePageLayout(ctx, ids.get(page)!, blocks);
      }
      await walk(page.children);
    }
  };
  await walk(pages);
}
