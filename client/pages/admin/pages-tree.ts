// The page tree as the panel shows and shapes it (ADR 014), pure: the nesting of the API's flat
// list, where each move button sends a page (its new parent and position, the API's
// `POST /admin/pages/:id/move`), the tree after a move (shown before the API answers), and where a
// drag and drop lands (the flattened tree, its depth read from the drag's horizontal offset).

import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import { descendantsOf } from '#shared/lib/page-tree.ts';

export interface PageNode {
  page: AdminPage;
  depth: number;
  children: PageNode[];
}

/** What a move sends: the new parent (null: the root) and the place among its children, counted
 * without the page itself (the API's rule: ADR 014, server/modules/pages/tree.ts). */
export interface MoveTarget {
  parentId: number | null;
  position: number;
}

export type MoveKind = 'up' | 'down' | 'outdent' | 'indent';
export const MOVE_KINDS: readonly MoveKind[] = ['up', 'down', 'outdent', 'indent'];

const byOrder = (a: AdminPage, b: AdminPage) => a.order - b.order || a.id - b.id;

/** The children of `parentId` (null: the root pages), in their order. A page whose parent is not
 * in the list counts as a root page, so that it still shows. */
function childrenMap(pages: readonly AdminPage[]): Map<number | null, AdminPage[]> {
  const ids = new Set(pages.map((p) => p.id));
  const map = new Map<number | null, AdminPage[]>();
  for (const page of pages) {
    const parent = page.parentId !== null && ids.has(page.parentId) ? page.parentId : null;
    map.set(parent, [...(map.get(parent) ?? []), page]);
  }
  for (const list of map.values()) list.sort(byOrder);
  return map;
}

export function siblingsOf(pages: readonly AdminPage[], parentId: number | null): AdminPage[] {
  return childrenMap(pages).get(parentId) ?? [];
}

/** The nested tree of the flat list. */
export function pageTree(pages: readonly AdminPage[]): PageNode[] {
  const children = childrenMap(pages);
  const nodes = (parent: number | null, depth: number): PageNode[] =>
    (children.get(parent) ?? []).map((page) => ({ page, depth, children: nodes(page.id, depth + 1) }));
  return nodes(null, 0);
}

export interface FlatPage {
  id: number;
  parentId: number | null;
  depth: number;
  page: AdminPage;
}

/** The tree depth first, each page with its depth: the order the list shows. */
export function flattenTree(pages: readonly AdminPage[]): FlatPage[] {
  const out: FlatPage[] = [];
  const walk = (nodes: PageNode[], parentId: number | null) => {
    for (const node of nodes) {
      out.push({ id: node.page.id, parentId, depth: node.depth, page: node.page });
      walk(node.children, node.page.id);
    }
  };
  walk(pageTree(pages), null);
  return out;
}

/** The ids of every page below `id`. */
export const descendantIds = (pages: readonly AdminPage[], id: number): number[] => descendantsOf(pages, id);

/** Where a move button sends a page, or null when it cannot go that way: up and down among its
 * siblings; out (outdent) to be its parent's next sibling; in (indent) to be the last child of the
 * sibling before it. The home page stays at the root (it may change places there). */
export function moveTarget(pages: readonly AdminPage[], id: number, kind: MoveKind): MoveTarget | null {
  const page = pages.find((p) => p.id === id);
  if (!page) return null;
  const parentId = page.parentId !== null && pages.some((p) => p.id === page.parentId) ? page.parentId : null;
  const siblings = siblingsOf(pages, parentId);
  const index = siblings.findIndex((p) => p.id === id);
  switch (kind) {
    case 'up':
      return index > 0 ? { parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId, position: index + 1 } : null;
    case 'outdent': {
      if (parentId === null || page.isHome) return null;
      const parent = pages.find((p) => p.id === parentId)!;
      const grandParent =
        parent.parentId !== null && pages.some((p) => p.id === parent.parentId) ? parent.parentId : null;
      const parentIndex = siblingsOf(pages, grandParent).findIndex((p) => p.id === parentId);
      return { parentId: grandParent, position: parentIndex + 1 };
    }
    case 'indent': {
      if (index < 1 || page.isHome) return null;
      const previous = siblings[index - 1]!;
      return { parentId: previous.id, position: siblingsOf(pages, previous.id).length };
    }
  }
}

/** Which move buttons a page has at work. */
export function availableMoves(pages: readonly AdminPage[], id: number): Record<MoveKind, boolean> {
  return {
    up: moveTarget(pages, id, 'up') !== null,
    down: moveTarget(pages, id, 'down') !== null,
    outdent: moveTarget(pages, id, 'outdent') !== null,
    indent: moveTarget(pages, id, 'indent') !== null,
  };
}

/** Whether a move leaves the page where it is. */
export function isNoMove(pages: readonly AdminPage[], id: number, target: MoveTarget): boolean {
  const page = pages.find((p) => p.id === id);
  if (!page) return true;
  const siblings = siblingsOf(pages, target.parentId);
  const index = siblings.findIndex((p) => p.id === id);
  return index !== -1 && index === Math.min(target.position, siblings.length - 1);
}

/** Whether the API would refuse the move outright: the home page out of the root, a page under
 * itself or under one of its own pages. */
export function isRefusedMove(pages: readonly AdminPage[], id: number, target: MoveTarget): boolean {
  const page = pages.find((p) => p.id === id);
  if (!page) return true;
  if (page.isHome && target.parentId !== null) return true;
  return (
    target.parentId !== null && (target.parentId === id || descendantIds(pages, id).includes(target.parentId))
  );
}

/** The list after a move, in tree order, with the orders of both sibling lists and the paths of
 * the moved subtree as the API will write them: shown while the API answers. */
export function applyMove(pages: readonly AdminPage[], id: number, target: MoveTarget): AdminPage[] {
  const page = pages.find((p) => p.id === id);
  if (!page || isRefusedMove(pages, id, target)) return [...pages];
  const patch = new Map<number, Partial<AdminPage>>();
  const left = siblingsOf(pages, page.parentId).filter((p) => p.id !== id);
  for (const [order, p] of left.entries()) patch.set(p.id, { order });
  const joined = siblingsOf(pages, target.parentId).filter((p) => p.id !== id);
  joined.splice(Math.max(0, Math.min(target.position, joined.length)), 0, page);
  for (const [order, p] of joined.entries()) patch.set(p.id, { ...patch.get(p.id), order });
  patch.set(id, { ...patch.get(id), parentId: target.parentId });
  const moved = pages.map((p) => (patch.has(p.id) ? { ...p, ...patch.get(p.id) } : p));
  return withPaths(moved);
}

/** The list in tree order, each path its parent's and its own slug. */
function withPaths(pages: readonly AdminPage[]): AdminPage[] {
  const out: AdminPage[] = [];
  const walk = (nodes: PageNode[], parentPath: string) => {
    for (const node of nodes) {
      const path = `${parentPath}/${node.page.url}`;
      out.push(node.page.path === path ? node.page : { ...node.page, path });
      walk(node.children, path);
    }
  };
  walk(pageTree(pages), '');
  return out;
}

/** Where a page dragged over the flattened tree would land (the sortable tree of dnd-kit's
 * examples): the rows without the dragged page's own subtree, the row it is over, and its
 * horizontal offset in levels (`levels`, rounded from the drag's x offset). The depth is kept
 * between the next row's depth and one more than the previous row's; the home page stays at the
 * root. */
export interface DropProjection {
  depth: number;
  parentId: number | null;
  target: MoveTarget;
}

export function projectDrop(
  rows: readonly FlatPage[],
  activeId: number,
  overId: number,
  levels: number,
): DropProjection | null {
  const activeIndex = rows.findIndex((r) => r.id === activeId);
  const overIndex = rows.findIndex((r) => r.id === overId);
  if (activeIndex === -1 || overIndex === -1) return null;
  const active = rows[activeIndex]!;
  const moved = [...rows];
  moved.splice(activeIndex, 1);
  moved.splice(overIndex, 0, active);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = active.page.isHome ? 0 : previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(Math.min(active.depth + levels, maxDepth), Math.min(minDepth, maxDepth));
  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else
      parentId =
        moved
          .slice(0, overIndex)
          .reverse()
          .find((r) => r.depth === depth)?.parentId ?? null;
  }
  const position = moved.slice(0, overIndex).filter((r) => r.parentId === parentId).length;
  return { depth, parentId, target: { parentId, position } };
}
