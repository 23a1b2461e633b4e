// The data definitions of every block type that loads something (./definition.ts). One line a
// type; a type missing here renders from its own fields alone. Each definition is a chunk of its
// own that the model loads when a page with such a block opens (./model.ts): a page's first load
// never needs them (the server loaded its blocks' data), a client-side navigation loads those of
// its page once, while the configurations its blocks read are asked for.
import type { BlockType } from '#shared/contracts/blocks.ts';
import type { BlockDefinition } from './definition.ts';

type Definitions = { [T in BlockType]?: () => Promise<BlockDefinition<T>> };

export const BLOCK_DEFINITIONS: Definitions = {
  usefulNumbers: () => import('./types/useful-numbers.request.ts').then((m) => m.usefulNumbersBlock),
  elementList: () => import('./types/element-list.request.ts').then((m) => m.elementListBlock),
  agenda: () => import('./types/agenda.request.ts').then((m) => m.agendaBlock),
  address: () => import('./types/address.request.ts').then((m) => m.addressBlock),
  form: () => import('./types/form.request.ts').then((m) => m.formBlock),
  newsList: () => import('./types/news-list.request.ts').then((m) => m.newsListBlock),
  album: () => import('./types/album.request.ts').then((m) => m.albumBlock),
  blogFolder: () => import('./types/blog-folder.request.ts').then((m) => m.blogFolderBlock),
  services: () => import('./types/services.request.ts').then((m) => m.servicesBlock),
  reviews: () => import('./types/reviews.request.ts').then((m) => m.reviewsBlock),
  wineList: () => import('./types/wine-list.request.ts').then((m) => m.wineListBlock),
};

/** The component configuration a type reads by slug (`/component/conf/{slug}`, SPEC §7), known
 * before its definition loads so that both are asked for at once. */
export const BLOCK_CONFS: { [T in BlockType]?: string } = {
  elementList: 'element-list',
  newsList: 'news-list',
};

type AnyDefinition = BlockDefinition<never>;
const loaded = new Map<string, AnyDefinition>();
const loading = new Map<string, Promise<unknown>>();

/** Loads the definitions of these types (those already loaded at once); a chunk that did not
 * load is asked for again by the next page that needs it. */
export async function loadBlockDefinitions(types: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(types)].flatMap((type) => {
      const load = (BLOCK_DEFINITIONS as Record<string, (() => Promise<AnyDefinition>) | undefined>)[type];
      if (!load || loaded.has(type)) return [];
      let promise = loading.get(type);
      if (!promise) {
        promise = load().then(
          (definition) => void loaded.set(type, definition),
          (error: unknown) => {
            loading.delete(type);
            throw error;
          },
        );
        loading.set(type, promise);
      }
      return [promise];
    }),
  );
}

/** A type's definition once loaded (./model.ts loads them before it asks for the data). */
export const definitionOf = (type: string): AnyDefinition | undefined => loaded.get(type);
