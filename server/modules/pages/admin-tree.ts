// The page tree as staff shape it (ADR 014): pages created, written, moved and trashed, each
// write in one transaction with its audit entry and the redirects its moved paths leave; the
// tree's rules are ./tree.ts's.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminPage, PageCreate, PageWrite } from '#shared/contracts/admin-pages.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { pageLayouts, pages, redirects } from '../../db/schema.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { putInTrash } from '../trash/trash.ts';
import { livePreviews, pagesWithDraft } from './block-editor.ts';
import {
  descendantsOf,
  isHomePage,
  pageSlug,
  planMove,
  TreeError,
  type TreeNode,
  type TreePlan,
} from './tree.ts';

type PageRow = typeof pages.$inferSelect;
const NONE: ReadonlySet<number> = new Set();
/** A transaction or the database: what the writes below run in. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const NO_PREVIEWS: ReadonlyMap<number, { layoutId: number; hash: string }> = new Map();

export function toAdminPage(
  p: PageRow,
  drafts: ReadonlySet<number> = NONE,
  previews = NO_PREVIEWS,
): AdminPage {
  return {
    id: p.id,
    locale: p.locale,
    parentId: p.parentId,
    order: p.order,
    title: p.title,
    url: p.url,
    path: `/${p.path}`,
    menuTitle: p.menuTitle,
    metaDescription: p.metaDescription,
    menuIcon: p.menuIcon,
    isValid: p.isValid,
    showInMenu: p.showInMenu,
    isFixedOnRight: p.isFixedOnRight,
    useAbsoluteMenu: p.useAbsoluteMenu,
    reload: p.reload,
    isCustomHeader: p.isCustomHeader,
    isCustomFooter: p.isCustomFooter,
    isEcommercePage: p.isEcommercePage,
    noindex: p.noindex,
    type: p.type,
    link: { type: p.linkType, url: p.linkUrl, jsCode: p.linkJsCode },
    isHome: isHomePage(p),
    hasDraft: drafts.has(p.id),
    preview: p.type === 'GRAPE' ? (previews.get(p.id) ?? null) : null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const pageNotFound = () =>
  new DomainError('not_found', msg({ id: 'api.page.notFound', message: 'This page does not exist.' }));

export const PATH_TAKEN = msg({
  id: 'api.page.pathTaken',
  message: 'Another page already has this address: choose another slug or place.',
});

function treeRefusal(error: unknown): never {
  if (!(error instanceof TreeError)) throw error;
  if (error.problem === 'home')
    throw new DomainError(
      'conflict',
      msg({ id: 'api.page.home', message: 'The home page keeps its address and its place at the top.' }),
    );
  if (error.problem === 'cycle')
    throw new DomainError(
      'invalid',
      msg({ id: 'api.page.cycle', message: 'A page cannot be placed under itself or one of its own pages.' }),
    );
  if (error.problem === 'slug')
    throw new DomainError(
      'invalid',
      msg({ id: 'api.page.slug', message: 'The address needs at least one letter or digit.' }),
      { fields: [{ path: 'url', message: 'required' }] },
    );
  throw pageNotFound();
}

async function rowsOf(tx: Tx, siteId: number, locale: string): Promise<PageRow[]> {
  return tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.locale, locale)))
    .orderBy(asc(pages.order), asc(pages.id));
}

/** Depth first, siblings by order: the order the admin shows the tree in. */
function inTreeOrder(rows: PageRow[]): PageRow[] {
  const children = new Map<number | null, PageRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const out: PageRow[] = [];
  const walk = (parent: number | null) => {
    for (const r of children.get(parent) ?? []) {
      out.push(r);
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

export async function listAdminPages(ctx: RequestContext, locale = ctx.locale): Promise<AdminPage[]> {
  const [rows, drafts, previews] = await Promise.all([
    rowsOf(ctx.db, ctx.site.id, locale),
    pagesWithDraft(ctx.db, ctx.site.id),
    livePreviews(ctx.db, ctx.site.id),
  ]);
  return inTreeOrder(rows).map((row) => toAdminPage(row, drafts, previews));
}

const fieldsOf = (p: PageRow) => {
  const { createdAt: _c, updatedAt: _u, siteId: _s, ...fields } = p;
  return fields;
};

/** jsCode runs on visitors' pages: operators write it, nobody else (ADR 014). */
function checkJsCode(ctx: RequestContext, input: PageWrite) {
  if (input.link.jsCode !== undefined && input.link.jsCode !== null && !ctx.operator)
    throw new DomainError(
      'forbidden',
      msg({ id: 'api.page.jsCode', message: 'Only an operator may set the code a link runs.' }),
    );
}

const columnsOf = (input: PageWrite) => ({
  title: input.title,
  menuTitle: input.menuTitle,
  metaDescription: input.metaDescription,
  menuIcon: input.menuIcon,
  isValid: input.isValid,
  showInMenu: input.showInMenu,
  isFixedOnRight: input.isFixedOnRight,
  useAbsoluteMenu: input.useAbsoluteMenu,
  reload: input.reload,
  isCustomHeader: input.isCustomHeader,
  isCustomFooter: input.isCustomFooter,
  isEcommercePage: input.isEcommercePage,
  noindex: input.noindex,
  type: input.type,
  linkType: input.link.type,
  linkUrl: input.link.type === 'NONE' ? null : input.link.url,
  ...(input.link.jsCode !== undefined ? { linkJsCode: input.link.jsCode } : {}),
});

/** The redirects a plan's moved paths leave: old → new, chains pointed at the newest, and no
 * redirect from a path a page holds now. */
async function redirectMoves(tx: Tx, ctx: RequestContext, locale: string, plan: TreePlan) {
  const siteId = ctx.site.id;
  for (const { from, to } of plan.moved) {
    await tx
      .update(redirects)
      .set({ toPath: `/${to}` })
      .where(
        and(eq(redirects.siteId, siteId), eq(redirects.locale, locale), eq(redirects.toPath, `/${from}`)),
      );
    await tx
      .insert(redirects)
      .values({ siteId, locale, fromPath: from, toPath: `/${to}`, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: [redirects.siteId, redirects.locale, redirects.fromPath],
        set: { toPath: `/${to}` },
      });
  }
  const taken = plan.changes.map((c) => c.path);
  if (taken.length)
    await tx
      .delete(redirects)
      .where(
        and(eq(redirects.siteId, siteId), eq(redirects.locale, locale), inArray(redirects.fromPath, taken)),
      );
}

async function applyPlan(tx: Tx, ctx: RequestContext, plan: TreePlan) {
  for (const c of plan.changes)
    await tx
      .update(pages)
      .set({ parentId: c.parentId, order: c.order, url: c.url, path: c.path, updatedAt: ctx.clock.now() })
      .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, c.id)));
}

/** Runs a tree write; a path taken by another page is a 409, nothing written. */
async function treeWrite<T>(ctx: RequestContext, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await ctx.db.transaction(write);
    await ctx.contentChanged();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', PATH_TAKEN);
    if (error instanceof TreeError) treeRefusal(error);
    throw error;
  }
}

async function findRow(tx: Tx, siteId: number, id: number): Promise<PageRow> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, id)));
  if (!row) throw pageNotFound();
  return row;
}

export async function createAdminPage(ctx: RequestContext, input: PageCreate): Promise<AdminPage> {
  checkJsCode(ctx, input);
  return treeWrite(ctx, async (tx) => {
    const url = pageSlug(input.url, input.title);
    const siblings = (await rowsOf(tx, ctx.site.id, input.locale)).filter(
      (r) => r.parentId === input.parentId,
    );
    let parentPath = '';
    if (input.parentId !== null) {
      const parent = await findRow(tx, ctx.site.id, input.parentId);
      if (parent.locale !== input.locale) throw pageNotFound();
      parentPath = `${parent.path}/`;
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(pages)
      .values({
        ...columnsOf(input),
        siteId: ctx.site.id,
        locale: input.locale,
        parentId: input.parentId,
        order: siblings.length,
        url,
        path: parentPath + url,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // a page wins over a redirect from its own path
    await tx
      .delete(redirects)
      .where(
        and(
          eq(redirects.siteId, ctx.site.id),
          eq(redirects.locale, input.locale),
          eq(redirects.fromPath, row!.path),
        ),
      );
    await audit(
      ctx,
      { action: 'create', entity: 'page', entityId: row!.id, after: fieldsOf(row!) },
      tx as Db,
    );
    return toAdminPage(row!);
  });
}

export async function updateAdminPage(ctx: RequestContext, id: number, input: PageWrite): Promise<AdminPage> {
  checkJsCode(ctx, input);
  return treeWrite(ctx, async (tx) => {
    const before = await findRow(tx, ctx.site.id, id);
    // the home page keeps its slug unless another is asked, which planMove refuses
    const url =
      isHomePage(before) && !input.url ? before.url : pageSlug(input.url ?? before.url, input.title);
    if (url !== before.url) {
      const nodes: TreeNode[] = await rowsOf(tx, ctx.site.id, before.locale);
      const position = nodes
        .filter((n) => n.parentId === before.parentId)
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .findIndex((n) => n.id === id);
      const plan = planMove(nodes, { id, parentId: before.parentId, position, url });
      await applyPlan(tx, ctx, plan);
      await redirectMoves(tx, ctx, before.locale, plan);
    }
    const [after] = await tx
      .update(pages)
      .set({ ...columnsOf(input), updatedAt: ctx.clock.now() })
      .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, id)))
      .returning();
    await audit(
      ctx,
      { action: 'update', entity: 'page', entityId: id, before: fieldsOf(before), after: fieldsOf(after!) },
      tx as Db,
    );
    return toAdminPage(after!, await pagesWithDraft(tx, ctx.site.id));
  });
}

export async function moveAdminPage(
  ctx: RequestContext,
  id: number,
  move: { parentId: number | null; position: number },
): Promise<AdminPage[]> {
  let locale = ctx.locale;
  await treeWrite(ctx, async (tx) => {
    const before = await findRow(tx, ctx.site.id, id);
    locale = before.locale;
    const nodes = await rowsOf(tx, ctx.site.id, before.locale);
    if (move.parentId !== null && !nodes.some((n) => n.id === move.parentId)) throw pageNotFound();
    const plan = planMove(nodes, { id, ...move });
    await applyPlan(tx, ctx, plan);
    await redirectMoves(tx, ctx, before.locale, plan);
    const moved = plan.changes.find((c) => c.id === id);
    await audit(
      ctx,
      {
        action: 'move',
        entity: 'page',
        entityId: id,
        before: { parentId: before.parentId, order: before.order, path: before.path },
        after: moved ? { parentId: moved.parentId, order: moved.order, path: moved.path } : null,
      },
      tx as Db,
    );
  });
  return listAdminPages(ctx, locale);
}

/** The page and its descendants go to the trash; with children, only when asked. */
export async function trashAdminPage(
  ctx: RequestContext,
  id: number,
  withChildren: boolean,
): Promise<{ trashed: number }> {
  return treeWrite(ctx, async (tx) => {
    const page = await findRow(tx, ctx.site.id, id);
    if (isHomePage(page))
      throw new DomainError(
        'conflict',
        msg({ id: 'api.page.homeDelete', message: 'The home page cannot be deleted.' }),
      );
    const nodes = await rowsOf(tx, ctx.site.id, page.locale);
    const below = descendantsOf(nodes, id);
    if (below.length && !withChildren)
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.page.hasChildren',
          message: 'This page has pages under it ({count}): confirm to delete them with it.',
          values: { count: below.length },
        }),
        { data: { children: below.length } },
      );
    const ids = [id, ...below];
    // the page first, then its descendants depth first: a restore inserts parents before children
    const removed = ids.map((pageId) => nodes.find((n) => n.id === pageId)!);
    const layouts = await tx
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, ctx.site.id), inArray(pageLayouts.pageId, ids)));
    await putInTrash(tx, ctx, {
      kind: 'PAGE',
      label: page.title,
      count: ids.length,
      payload: { pages: removed, layouts },
    });
    await tx.delete(pages).where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, id)));
    // the siblings it leaves close up
    const siblings = nodes.filter((n) => n.parentId === page.parentId && n.id !== id);
    for (const [order, n] of siblings.entries())
      if (n.order !== order)
        await tx
          .update(pages)
          .set({ order })
          .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, n.id)));
    await audit(
      ctx,
      {
        action: 'delete',
        entity: 'page',
        entityId: id,
        before: { title: page.title, path: page.path, pages: ids.length },
      },
      tx as Db,
    );
    return { trashed: ids.length };
  });
}
