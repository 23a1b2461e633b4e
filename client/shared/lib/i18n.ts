// A fresh Lingui instance per request; the global one is never activated. The client's texts are
// catalogs (lingui.config.ts): `messages`, which every page needs, and areas that only some
// pages need (`account`: the account screens, the e-mailed links' pages, the search page;
// `forms`: the form kit and the forms; `blocks`: the media, map, services and reviews blocks'
// views; `shop`: the shop's pages, block and cart; `admin`: the admin panel's pages; `server`: the documents only the server writes), loaded in the browser with the route
// module or the block view that names its area, and preloaded by the server with them. The
// server loads every catalog into the instances it renders with.
import { type I18n, type Messages, setupI18n } from '@lingui/core';

type Catalog = () => Promise<{ messages: Messages }>;

/** Every catalog of the client's texts by name and locale, each a chunk of its own (the API's
 * `api.po` is the server's alone). The imports are written out: the bundler sees each one. */
const CATALOGS = {
  messages: {
    'fr-FR': () => import('../../../locales/fr-FR/messages.po'),
    'en-GB': () => import('../../../locales/en-GB/messages.po'),
  },
  account: {
    'fr-FR': () => import('../../../locales/fr-FR/account.po'),
    'en-GB': () => import('../../../locales/en-GB/account.po'),
  },
  forms: {
    'fr-FR': () => import('../../../locales/fr-FR/forms.po'),
    'en-GB': () => import('../../../locales/en-GB/forms.po'),
  },
  blocks: {
    'fr-FR': () => import('../../../locales/fr-FR/blocks.po'),
    'en-GB': () => import('../../../locales/en-GB/blocks.po'),
  },
  shop: {
    'fr-FR': () => import('../../../locales/fr-FR/shop.po'),
    'en-GB': () => import('../../../locales/en-GB/shop.po'),
  },
  // the admin panel is French only (ADR 013); its English catalog serves the source texts
  admin: {
    'fr-FR': () => import('../../../locales/fr-FR/admin.po'),
    'en-GB': () => import('../../../locales/en-GB/admin.po'),
  },
  // the documents only the server writes: never asked for by a browser
  server: {
    'fr-FR': () => import('../../../locales/fr-FR/server.po'),
    'en-GB': () => import('../../../locales/en-GB/server.po'),
  },
} satisfies Record<string, Record<'fr-FR' | 'en-GB', Catalog>>;

type Locale = keyof (typeof CATALOGS)['messages'];

/** The texts that only some pages show. */
export type CatalogArea = Exclude<keyof typeof CATALOGS, 'messages'>;
/** Every area, as the server renders with them. */
export const CATALOG_AREAS: readonly CatalogArea[] = [
  'account',
  'forms',
  'blocks',
  'shop',
  'admin',
  'server',
];

const known = (iso: string): Locale => (Object.hasOwn(CATALOGS.messages, iso) ? (iso as Locale) : 'fr-FR');

const loaded = new Map<string, Promise<Messages>>(); // catalogs are immutable: load each once per process

/** A catalog's texts in a locale (French when the locale has none), loaded once. */
function messagesOf(name: keyof typeof CATALOGS, iso: string): Promise<Messages> {
  const locale = known(iso);
  const key = `${name}:${locale}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = CATALOGS[name][locale]().then((module) => module.messages);
    loaded.set(key, messages);
    // a failed load is tried again by the next caller
    messages.catch(() => loaded.delete(key));
  }
  return messages;
}

/** The texts of a locale with areas besides, merged once (the server's instances share them:
 * nothing adds to a server instance's texts). */
const merged = new Map<string, Messages>();

/** An instance of a locale's texts, with these areas' besides (the server: all of them). */
export async function createI18n(iso: string, areas: readonly CatalogArea[] = []): Promise<I18n> {
  const locale = known(iso);
  const key = `${locale}:${areas.join()}`;
  let messages = merged.get(key);
  if (!messages) {
    const parts = await Promise.all([
      messagesOf('messages', locale),
      ...areas.map((area) => messagesOf(area, locale)),
    ]);
    messages = Object.assign({}, ...parts) as Messages;
    if (areas.length) merged.set(key, messages);
  }
  // an instance without areas is the browser's, whose texts its areas are added to (`load`
  // merges into the object it was given): its own object
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const CATALOG_MARK = 'catalog:';

/** How a page's modules name an area's catalog, whatever the locale (`catalogModule` resolves it). */
export const catalogMark = (area: CatalogArea): string => `${CATALOG_MARK}${area}`;

/** A page's module as its key in the build manifest: an area's catalog in the page's locale. */
export const catalogModule = (module: string, iso: string): string =>
  module.startsWith(CATALOG_MARK) ? `locales/${known(iso)}/${module.slice(CATALOG_MARK.length)}.po` : module;

/** The browser's instances (the page's language, and French for the texts only French has). */
const pageInstances = new Set<I18n>();

export function showPagesWith(...instances: I18n[]): void {
  for (const i18n of instances) pageInstances.add(i18n);
}

/** Adds an area's texts to the browser's instances, before a page of that area renders. Nothing
 * on screen reads them yet, so the providers are not told (`load` emits a change): a change
 * re-renders every text of the page, and a form still waiting for its code in the server's
 * markup (widgets/page-blocks/on-use.ts) would be drawn anew, empty, instead of hydrated. */
export async function loadCatalogArea(area: CatalogArea): Promise<void> {
  await Promise.all(
    [...pageInstances].map(async (i18n) => {
      const messages = await messagesOf(area, i18n.locale);
      const emit = i18n.emit;
      i18n.emit = () => undefined;
      try {
        i18n.load(i18n.locale, messages);
      } finally {
        i18n.emit = emit;
      }
    }),
  );
}
