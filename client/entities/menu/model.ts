import { createStore, sample } from 'effector';
import type { Menu, MenuPage } from '#shared/contracts/page.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchMenuFx = createApiEffect<void, Menu>(() => ({ path: '/page' }));

export const $menu = createStore<Menu | null>(null);
sample({ clock: successData(fetchMenuFx), fn: (r) => r.data, target: $menu });

/** Pages shown in the menu, recursively. */
export function visibleMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages.filter((p) => p.showInMenu).map((p) => ({ ...p, children: visibleMenu(p.children) }));
}
