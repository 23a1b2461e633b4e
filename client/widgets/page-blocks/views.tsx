// The view of every block type. One line a type; a type without a view renders nothing (a
// layout saved by a newer version, or a type this site does not use). The small views come with
// every page of blocks; the others (forms, lists, media) are chunks of their own that load with
// the data of the first page that has such a block (./model.ts), so that a page without a form
// never downloads the form kit. The server preloads those a page uses.
import { type ComponentType, use } from 'react';
import type { BlockType } from '#shared/contracts/blocks.ts';
import { type CatalogArea, catalogMark, loadCatalogArea } from '../../shared/lib/i18n.ts';
import { guardedImport } from '../../shared/lib/lazy-chunk.ts';
import { type LazyModule, lazyModule } from '../../shared/lib/lazy-module.ts';
import { CallToActionBlock } from './types/call-to-action.view.tsx';
import { ImageBlock } from './types/image.view.tsx';
import { OpeningHoursBlock } from './types/opening-hours.view.tsx';
import { PopupBlock } from './types/popup.view.tsx';
import { QuickLinksBlock } from './types/quick-links.view.tsx';
import { RichTextBlock } from './types/rich-text.view.tsx';
import { UsefulNumbersBlock } from './types/useful-numbers.view.tsx';
import type { BlockViewProps } from './view-props.ts';
import './blocks.css';

type View<T extends BlockType> = ComponentType<BlockViewProps<T>>;

/** A view of its own chunk: its module, the view among the module's exports, and the catalog of
 * texts it needs besides every page's (loaded with it). */
interface ViewChunk<V> extends LazyModule<V> {
  catalog?: CatalogArea;
}

const ownChunk = <T extends BlockType, M>(
  module: LazyModule<M>,
  pick: (loaded: M) => View<T>,
  catalog?: CatalogArea,
): ViewChunk<View<T>> => ({
  load: guardedImport(async () => {
    const [loaded] = await Promise.all([module.load(), catalog && loadCatalogArea(catalog)]);
    return pick(loaded);
  }),
  module: module.module,
  ...(catalog ? { catalog } : {}),
});

export const BLOCK_VIEWS: { [T in BlockType]?: View<T> | ViewChunk<View<T>> } = {
  richText: RichTextBlock,
  image: ImageBlock,
  gallery: ownChunk(
    lazyModule(() => import('./types/gallery.view.tsx')),
    (m) => m.GalleryBlock,
  ),
  callToAction: CallToActionBlock,
  usefulNumbers: UsefulNumbersBlock,
  elementList: ownChunk(
    lazyModule(() => import('./types/element-list.view.tsx')),
    (m) => m.ElementListBlock,
  ),
  agenda: ownChunk(
    lazyModule(() => import('./types/agenda.view.tsx')),
    (m) => m.AgendaBlock,
  ),
  address: ownChunk(
    lazyModule(() => import('./types/address.view.tsx')),
    (m) => m.AddressBlock,
  ),
  form: ownChunk(
    lazyModule(() => import('./types/form.view.tsx')),
    (m) => m.FormBlock,
    'forms',
  ),
  contactForm: ownChunk(
    lazyModule(() => import('./types/contact-form.view.tsx')),
    (m) => m.ContactFormBlock,
    'forms',
  ),
  newsletter: ownChunk(
    lazyModule(() => import('./types/newsletter.view.tsx')),
    (m) => m.NewsletterBlock,
    'forms',
  ),
  popup: PopupBlock,
  newsList: ownChunk(
    lazyModule(() => import('./types/news-list.view.tsx')),
    (m) => m.NewsListBlock,
  ),
  album: ownChunk(
    lazyModule(() => import('./types/album.view.tsx')),
    (m) => m.AlbumBlock,
  ),
  blogFolder: ownChunk(
    lazyModule(() => import('./types/blog-folder.view.tsx')),
    (m) => m.BlogFolderBlock,
  ),
  services: ownChunk(
    lazyModule(() => import('./types/services.view.tsx')),
    (m) => m.ServicesBlock,
  ),
  reviews: ownChunk(
    lazyModule(() => import('./types/reviews.view.tsx')),
    (m) => m.ReviewsBlock,
  ),
  video: ownChunk(
    lazyModule(() => import('./types/video.view.tsx')),
    (m) => m.VideoBlock,
  ),
  quickLinks: QuickLinksBlock,
  openingHours: OpeningHoursBlock,
};

type AnyView = ComponentType<BlockViewProps<never>>;
const sourceOf = (type: string) =>
  (BLOCK_VIEWS as Record<string, AnyView | ViewChunk<AnyView> | undefined>)[type];
const onDemandOf = (type: string) => {
  const source = sourceOf(type);
  return source && typeof source !== 'function' ? source : null;
};

/** The views of their own chunk that have loaded, and those on their way (React's `use`
 * follows the state of the very promise it is given: one promise a type). */
const loaded = new Map<string, AnyView>();
const loading = new Map<string, Promise<AnyView>>();

function loadView(type: string, source: LazyModule<AnyView>): Promise<AnyView> {
  let promise = loading.get(type);
  if (!promise) {
    promise = source.load().then((view) => {
      loaded.set(type, view);
      return view;
    });
    // a chunk that did not load is asked for again by the next page that needs it
    promise.catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
}

/** Loads the views of these block types that have a chunk of their own; answers their modules
 * and catalogs (the server preloads them). */
export async function loadBlockViews(types: readonly string[]): Promise<string[]> {
  const lazy = [...new Set(types)].flatMap((type) => {
    const source = onDemandOf(type);
    return source ? [{ type, source }] : [];
  });
  await Promise.all(lazy.map(({ type, source }) => loadView(type, source)));
  return lazy.flatMap(({ source }) => [
    ...(source.module ? [source.module] : []),
    ...(source.catalog ? [catalogMark(source.catalog)] : []),
  ]);
}

/** The view of a block type. The page's data came with its views (./model.ts); only hydrating
 * the server's page waits for them here (their chunks are preloaded). */
export function useBlockView(type: string): AnyView | undefined {
  const source = sourceOf(type);
  if (!source || typeof source === 'function') return source;
  return loaded.get(type) ?? use(loadView(type, source));
}
