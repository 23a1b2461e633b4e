// The one walk of a page tree that both the server's rules (server/modules/pages/tree.ts) and
// the admin's tree (client/pages/admin/pages-tree.ts) need: the pages below a page.

/** The ids of every page below `id`, depth first. */
export function descendantsOf(
  nodes: readonly { id: number; parentId: number | null }[],
  id: number,
): number[] {
  const children = new Map<number | null, number[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const out: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(id);
  return out;
}
