import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PageBlock } from '#shared/contracts/blocks.ts';
import type { Menu, MenuPage, PageCrumb, PageDetail } from '#shared/contracts/page.ts';
import { msg } from '#shared/lib/messages.ts';
import { pageLayouts, pages } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { scopedGrapeCss } from './grape.ts';

type PageRow = typeof pages.$inferSelect;

export function toPageDto(p: PageRow): Omit<MenuPage, 'children'> {
  return {
    id: p.id,
    menuIcon: p.menuIcon,
    isValid: p.isValid,
    order: p.order,
    idSite: p.siteId,
    idParent: p.parentId,
    isText: p.isText,
    type: p.type,
    showInMenu: p.showInMenu,
    isFixedOnRight: p.isFixedOnRight,
    useAbsoluteMenu: p.useAbsoluteMenu,
    reload: p.reload,
    cms: { isCmsPage: p.isCmsPage, route: p.cmsRoute },
    isCustomHeader: p.isCustomHeader,
    isCustomFooter: p.isCustomFooter,
    isEcommercePage: p.isEcommercePage,
    link: { type: p.linkType, url: p.linkUrl, jsCode: p.linkJsCode },
    title: p.title,
    url: p.url,
    path: `/${p.path}`,
    menuTitle: p.menuTitle,
    metaDescription: p.metaDescription,
    noindex: p.noindex,
  };
}

/** The published page tree of a locale; pages fixed on the right come apart (SPEC §3). */
export async function getMenu(ctx: RequestContext): Promise<Menu> {
  const { locale } = ctx;
  const siteId = ctx.site.id;
  const rows = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.locale, locale), eq(pages.isValid, true)))
    .orderBy(asc(pages.order), asc(pages.id));
  const nodes = new Map<number, MenuPage>(rows.map((r) => [r.id, { ...toPageDto(r), children: [] }]));
  const roots: MenuPage[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) roots.push(node);
    // a page whose parent is unpublished is hidden with it
  }
  // a right-fixed page leaves the tree wherever it sits (with its children) for the list apart
  const fixedRight: MenuPage[] = [];
  const takeFixed = (list: MenuPage[]): MenuPage[] =>
    list.filter((page) => {
      if (page.isFixedOnRight) fixedRight.push(page);
      else page.children = takeFixed(page.children);
      return !page.isFixedOnRight;
    });
  return { locale, pages: takeFixed(roots), fixedRight };
}

/** A published page by its whole path, with its active layout, children and breadcrumbs. */
export async function getPageByPath(ctx: RequestContext, path: string): Promise<PageDetail> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const notFound = () =>
    new DomainError('not_found', msg({ id: 'api.page.notFound', message: 'This page does not exist.' }));
  const [page] = await db
    .select()
    .from(pages)
    .where(
      and(eq(pages.siteId, siteId), eq(pages.locale, locale), eq(pages.path, path), eq(pages.isValid, true)),
    )
    .limit(1);
  if (!page) throw notFound();

  const [layout, children, trail] = await Promise.all([
    db
      .select()
      .from(pageLayouts)
      .where(
        and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, page.id), eq(pageLayouts.isActive, true)),
      )
      .orderBy(asc(pageLayouts.id))
      .limit(1)
      .then((r) => r[0]),
    db
      .select({ id: pages.id, title: pages.title, path: pages.path, metaDescription: pages.metaDescription })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.parentId, page.id), eq(pages.isValid, true)))
      .orderBy(asc(pages.order), asc(pages.id)),
    ancestorTrail(ctx, path),
  ]);
  // An unpublished ancestor hides the page, as in the menu.
  if (!trail) throw notFound();

  return {
    ...toPageDto(page),
    layout: layout
      ? {
          id: layout.id,
          // checked against the block schemas when saved (savePageLayout)
          blocks: layout.blocks as PageBlock[],
          html: layout.html,
          css: layout.css,
          hash: layout.hash,
        }
      : null,
    children: children.map((c) => ({ ...c, path: `/${c.path}` })),
    breadcrumbs: [...trail, { title: page.title, path: `/${page.path}` }],
  };
}

/** The crumbs of a page's ancestors, from the root; null when one of them is unpublished. */
export async function ancestorTrail(ctx: RequestContext, path: string): Promise<PageCrumb[] | null> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const segments = path.split('/');
  const ancestorPaths = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
  if (!ancestorPaths.length) return [];
  const ancestors = await db
    .select({ title: pages.title, path: pages.path, isValid: pages.isValid })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.locale, locale), inArray(pages.path, ancestorPaths)));
  if (ancestors.length !== ancestorPaths.length || ancestors.some((a) => !a.isValid)) return null;
  const byPath = new Map(ancestors.map((a) => [a.path, a]));
  return ancestorPaths.map((p) => ({ title: byPath.get(p)!.title, path: `/${p}` }));
}

/** The stylesheet of a page-builder layout of a published page of the site, scoped to the
 * page's content. */
export async function layoutStylesheet(ctx: RequestContext, layoutId: number): Promise<string> {
  const siteId = ctx.site.id;
  const [row] = await ctx.db
    .select({ css: pageLayouts.css })
    .from(pageLayouts)
    .innerJoin(pages, and(eq(pages.siteId, pageLayouts.siteId), eq(pages.id, pageLayouts.pageId)))
    .where(
      and(
        eq(pageLayouts.siteId, siteId),
        eq(pageLayouts.id, layoutId),
        eq(pageLayouts.isActive, true),
        eq(pages.isValid, true),
      ),
    )
    .limit(1);
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.page.layoutNotFound', message: 'This layout does not exist.' }),
    );
  return scopedGrapeCss(row.css ?? '');
}
