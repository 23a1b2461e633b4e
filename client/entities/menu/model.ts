import { createStore, sample } from 'effector';
import type { Menu, MenuPage } from '#shared/contracts/page.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchMenuFx = createApiEffect<void, Menu>(() => ({ path: '/page' }));

/** What the menus render of a page; the store (and so every page's serialized state) keeps only this. */
export type MenuNode = Pick<
  MenuPage,
  'id' | 'title' | 'menuTitle' | 'url' | 'path' | 'showInMenu' | 'link' | 'reload' | 'menuIcon'
> & {
  children: MenuNode[];
};

const toNode = (page: MenuPage): MenuNode => ({
  id: page.id,
  title: page.title,
  menuTitle: page.menuTitle,
  url: page.url,
  path: page.path,
  showInMenu: page.showInMenu,
  link: page.link,
  reload: page.reload,
  menuIcon: page.menuIcon,
  children: page.children.map(toNode),
});

export const $menu = createStore<{ pages: MenuNode[]; fixedRight: MenuNode[] } | null>(null);
sample({
  clock: successData(fetchMenuFx),
  fn: ({ data }) => ({ pages: data.pages.map(toNode), fixedRight: data.fixedRight.map(toNode) }),
  target: $menu,
});

const visible = new WeakMap<readonly MenuNode[], MenuNode[]>();

/** Pages shown in the menu, recursively; worked out once per menu (the layout asks it several
 * times a render, and every render of a site shares its menu). */
export function visibleMenu(pages: readonly MenuNode[]): MenuNode[] {
  let shown = visible.get(pages);
  if (!shown) {
    shown = pages.filter((p) => p.showInMenu).map((p) => ({ ...p, children: visibleMenu(p.children) }));
    visible.set(pages, shown);
  }
  return shown;
}
