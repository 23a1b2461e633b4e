// The cart's page: /panier (ADR 011). The page is the same for every visitor (it stays in the
// page cache); the lines come after hydration from the browser's storage. It finds the page that
// lists the wines (the one flagged isEcommercePage) to lead an empty cart back to it.
import { createEvent, createStore, sample } from 'effector';
import { pageHref, ROUTES } from '#shared/config/routes.ts';
import type { Menu, MenuPage } from '#shared/contracts/page.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const cartPageOpened = createEvent<{ title: string }>();

const fetchShopPagesFx = createApiEffect<void, Menu>(() => ({ path: '/page' }));

/** The wine list's page, the way back from the cart. */
export const $wineListPath = createStore<string | null>(null);

function shopPage(pages: readonly MenuPage[]): MenuPage | null {
  for (const page of pages) {
    if (page.isEcommercePage) return page;
    const below = shopPage(page.children);
    if (below) return below;
  }
  return null;
}

sample({
  clock: cartPageOpened,
  source: $wineListPath,
  filter: (path) => path === null,
  fn: () => undefined,
  target: fetchShopPagesFx,
});
sample({
  clock: successData(fetchShopPagesFx),
  fn: ({ data }) => {
    const page = shopPage(data.pages);
    return page ? pageHref(page.path) : null;
  },
  target: $wineListPath,
});
sample({
  clock: cartPageOpened,
  // a visitor's cart is nothing a search engine should list
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.cart, noindex: true }),
  target: documentMetaSet,
});
