// The page tree's rules (ADR 014), pure so that they are tested apart from the database: where a
// move or a slug change sends each page of a subtree, which orders change, and what is refused.
import { HOME_SLUG } from '#shared/config/routes.ts';
import { descendantsOf } from '#shared/lib/page-tree.ts';
import { slugify } from '#shared/lib/slug.ts';

export { descendantsOf };

export interface TreeNode {
  id: number;
  parentId: number | null;
  order: number;
  /** The page's own slug. */
  url: string;
  /** The whole path, without a leading slash. */
  path: string;
}

export type TreeProblem = 'cycle' | 'home' | 'parent' | 'slug';

export class TreeError extends Error {
  readonly problem: TreeProblem;
  constructor(problem: TreeProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** The home page: the root page whose slug is `accueil`. */
export const isHomePage = (node: Pick<TreeNode, 'parentId' | 'url'>) =>
  node.parentId === null && node.url === HOME_SLUG;

/** A slug from what staff typed (or the title when they typed none); empty is refused. */
export function pageSlug(wanted: string | null | undefined, title: string): string {
  const slug = slugify(wanted?.trim() ? wanted : title)
    .slice(0, 120)
    .replace(/-+$/, '');
  if (!slug) throw new TreeError('slug');
  return slug;
}

export interface PlannedChange {
  id: number;
  parentId: number | null;
  order: number;
  url: string;
  path: string;
}

export interface TreePlan {
  /** Every page whose parent, order, slug or path changes, with its new values. */
  changes: PlannedChange[];
  /** The paths that change (old → new): each becomes a redirect. */
  moved: { from: string; to: string }[];
}

const siblingsOf = (nodes: readonly TreeNode[], parentId: number | null, except: number) =>
  nodes
    .filter((n) => n.parentId === parentId && n.id !== except)
    .sort((a, b) => a.order - b.order || a.id - b.id);

/** Moves `id` under `parentId` (null: the root) at `position` among its new siblings, with the
 * slug `url` (its own when unchanged): the new orders of both sibling lists and the new paths of
 * the page and its subtree. */
export function planMove(
  nodes: readonly TreeNode[],
  move: { id: number; parentId: number | null; position: number; url?: string },
): TreePlan {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const page = byId.get(move.id);
  if (!page) throw new TreeError('parent');
  const url = move.url ?? page.url;
  if (isHomePage(page) && (move.parentId !== null || url !== page.url)) throw new TreeError('home');
  const parent = move.parentId === null ? null : byId.get(move.parentId);
  if (move.parentId !== null && !parent) throw new TreeError('parent');
  if (
    move.parentId === page.id ||
    (move.parentId !== null && descendantsOf(nodes, page.id).includes(move.parentId))
  )
    throw new TreeError('cycle');

  const next = new Map<number, PlannedChange>();
  const set = (n: TreeNode, patch: Partial<PlannedChange>) => {
    const base = next.get(n.id) ?? {
      id: n.id,
      parentId: n.parentId,
      order: n.order,
      url: n.url,
      path: n.path,
    };
    next.set(n.id, { ...base, ...patch });
  };
  // the list it leaves, closed up; the list it joins, opened at the position
  for (const [i, n] of siblingsOf(nodes, page.parentId, page.id).entries()) set(n, { order: i });
  const joined = siblingsOf(nodes, move.parentId, page.id);
  const at = Math.max(0, Math.min(move.position, joined.length));
  joined.splice(at, 0, page);
  for (const [i, n] of joined.entries()) set(n, { order: i });
  const path = parent ? `${parent.path}/${url}` : url;
  set(page, { parentId: move.parentId, url, path });
  const moved: TreePlan['moved'] = [];
  if (path !== page.path) {
    moved.push({ from: page.path, to: path });
    for (const id of descendantsOf(nodes, page.id)) {
      const d = byId.get(id)!;
      const to = path + d.path.slice(page.path.length);
      set(d, { path: to });
      moved.push({ from: d.path, to });
    }
  }
  const changes = [...next.values()].filter((c) => {
    const n = byId.get(c.id)!;
    return c.parentId !== n.parentId || c.order !== n.order || c.url !== n.url || c.path !== n.path;
  });
  return { changes, moved };
}

/** A path as redirects keep it: no leading or trailing slash, no query or fragment. */
export function redirectPath(raw: string): string {
  return raw
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
}
