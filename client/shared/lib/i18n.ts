// A fresh Lingui instance per request; the global one is never activated. The client's texts are
// catalogs (lingui.config.ts): `messages`, which every page needs, and areas that only some
// pages need (`account`: the account screens, the e-mailed links' pages, the search page;
// `forms`: the form kit and the forms; `blocks`: the media, map, services and reviews blocks'
// views; `server`: the documents only the server writes), loaded in the browser with the route module or the block
// view that names its area, and preloaded by the server with them. The server loads every
// catalog into the instances it renders with.
import { type I18n, type Messages, setupI18n } from '@lingui/core';

type Catalog = () => Promise<{ messages: Messages }>;

const catalogs: Record<string, Catalog> = {
  'fr-FR': () => import('../../../locales/fr-FR/messages.po'),
  'en-GB': () => import('../../../locales/en-GB/messages.po'),
};

/** The texts that only some pages show, by area and locale. */
const AREAS = {
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
  // the documents only the server writes: never asked for by a browser
  server: {
    'fr-FR': () => import('../../../locales/fr-FR/server.po'),
    'en-GB': () => import('../../../locales/en-GB/server.po'),
  },
} satisfies Record<string, Record<keyof typeof catalogs, Catalog>>;

export type CatalogArea = keyof typeof AREAS;
/** Every area, as the server renders with them. */
export const CATALOG_AREAS = Object.keys(AREAS) as CatalogArea[];

const known = (iso: string) => (catalogs[iso] ? iso : 'fr-FR');

const loaded = new Map<string, Promise<Messages>>(); // catalogs are immutable: load each once per process

function messagesOf(key: string, catalog: Catalog): Promise<Messages> {
  let messages = loaded.get(key);
  if (!messages) {
    messages = catalog().then((module) => module.messages);
    loaded.set(key, messages);
    // a failed load is tried again by the next caller
    messages.catch(() => loaded.delete(key));
  }
  return messages;
}

export const loadMessages = (iso: string): Promise<Messages> => messagesOf(known(iso), catalogs[known(iso)]!);

const areaMessages = (area: CatalogArea, iso: string): Promise<Messages> =>
  messagesOf(`${area}:${known(iso)}`, AREAS[area][known(iso) as keyof (typeof AREAS)[CatalogArea]]);

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
      loadMessages(locale),
      ...areas.map((area) => areaMessages(area, locale)),
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

/** Adds an area's texts to the browser's instances, before a page of that area renders. */
export async function loadCatalogArea(area: CatalogArea): Promise<void> {
  await Promise.all(
    [...pageInstances].map(async (i18n) => {
      const messages = await areaMessages(area, i18n.locale);
      i18n.load(i18n.locale, messages);
    }),
  );
}
