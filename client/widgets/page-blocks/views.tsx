// The view of every block type. One line a type; a type without a view renders nothing (a
// layout saved by a newer version, or a type this site does not use). The small views come with
// every page of blocks; the others (forms, lists, media) are chunks of their own that load with
// the data of the first page that has such a block (./model.ts), so that a page without a form
// never downloads the form kit. The server preloads those a page uses.
import { type ComponentType, use } from 'react';
import type { BlockType } from '#shared/contracts/blocks.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
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
  /** A form: on the first page, hydrated when the visitor turns to it (./on-use.ts). */
  onUse?: true;
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

/** What makes a first page's forms wait for their visitor (./on-use.ts): loaded, and preloaded
 * by the server, only for a page that has a form. */
const onUseCode = lazyModule(() => import('./on-use.ts'));

/** A form block's view: its own chunk with the form kit's texts, hydrated on use. */
const formChunk = <T extends BlockType, M>(module: LazyModule<M>, pick: (loaded: M) => View<T>) => ({
  ...ownChunk(module, pick, 'forms'),
  onUse: true as const,
});

export const BLOCK_VIEWS: { [T in BlockType]?: View<T> | ViewChunk<View<T>> } = {
  richText: RichTextBlock,
  image: ImageBlock,
  gallery: ownChunk(
    lazyModule(() => import('./types/gallery.view.tsx')),
    (m) => m.GalleryBlock,
    'blocks',
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
    'blocks',
  ),
  form: formChunk(
    lazyModule(() => import('./types/form.view.tsx')),
    (m) => m.FormBlock,
  ),
  contactForm: formChunk(
    lazyModule(() => import('./types/contact-form.view.tsx')),
    (m) => m.ContactFormBlock,
  ),
  newsletter: formChunk(
    lazyModule(() => import('./types/newsletter.view.tsx')),
    (m) => m.NewsletterBlock,
  ),
  popup: PopupBlock,
  newsList: ownChunk(
    lazyModule(() => import('./types/news-list.view.tsx')),
    (m) => m.NewsListBlock,
  ),
  album: ownChunk(
    lazyModule(() => import('./types/album.view.tsx')),
    (m) => m.AlbumBlock,
    'blocks',
  ),
  blogFolder: ownChunk(
    lazyModule(() => import('./types/blog-folder.view.tsx')),
    (m) => m.BlogFolderBlock,
    'blocks',
  ),
  services: ownChunk(
    lazyModule(() => import('./types/services.view.tsx')),
    (m) => m.ServicesBlock,
    'blocks',
  ),
  reviews: ownChunk(
    lazyModule(() => import('./types/reviews.view.tsx')),
    (m) => m.ReviewsBlock,
    'blocks',
  ),
  video: ownChunk(
    lazyModule(() => import('./types/video.view.tsx')),
    (m) => m.VideoBlock,
    'blocks',
  ),
  wineList: ownChunk(
    lazyModule(() => import('./types/wine-list.view.tsx')),
    (m) => m.WineListBlock,
    'shop',
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
 * and catalogs for the server to preload, but a form's (hydrated on use). */
export async function loadBlockViews(types: readonly string[]): Promise<string[]> {
  const lazy = [...new Set(types)].flatMap((type) => {
    const source = onDemandOf(type);
    return source ? [{ type, source }] : [];
  });
  await Promise.all(lazy.map(({ type, source }) => loadView(type, source)));
  const modules = lazy.flatMap(({ source }) =>
    source.onUse
      ? onUseCode.module
        ? [onUseCode.module]
        : []
      : [...(source.module ? [source.module] : []), ...(source.catalog ? [catalogMark(source.catalog)] : [])],
  );
  return [...new Set(modules)];
}

/** Whether a block type's view hydrates on use (a form): the page renders it in a Suspense
 * boundary of its own, which keeps the server's markup while the view waits. */
export const hydratesOnUse = (type: string): boolean => onDemandOf(type)?.onUse === true;

/** The views of the server's forms, each waiting for its block to be used (one promise a block:
 * React's `use` follows the very promise it was given). */
const onUseViews = new Map<string, Promise<AnyView>>();

/** The attribute a form block's root carries: the block's id (the views write it). */
const FORM_BLOCK_ATTRIBUTE = 'data-block';

/** The server's markup of a block, which the browser is hydrating. */
const serverMarkupOf = (blockId: string): Element | null =>
  typeof document === 'undefined' || !blockId
    ? null
    : document.querySelector(`[${FORM_BLOCK_ATTRIBUTE}="${CSS.escape(blockId)}"]`);

/** The view of a block type. The page's data came with its views (./model.ts); only hydrating
 * the server's page waits for them here (their chunks are preloaded), a form's until the visitor
 * turns to it. */
export function useBlockView(type: string, blockId = ''): AnyView | undefined {
  // hydrating, whenever it happens: a form's Suspense boundary hydrates after the page's first
  // commit; a page drawn anew in the browser (opened again) has no server markup to wait in
  const hydrating = !useHydrated();
  const source = sourceOf(type);
  if (!source || typeof source === 'function') return source;
  const view = loaded.get(type);
  if (view) return view;
  let waiting = onUseViews.get(blockId);
  const element = source.onUse && hydrating ? serverMarkupOf(blockId) : null;
  if (!element) waiting = undefined;
  else if (!waiting) {
    waiting = onUseCode
      .load()
      .then((code) => code.whenUsed(blockId, element))
      .then(() => loadView(type, source));
    onUseViews.set(blockId, waiting);
  }
  return use(waiting ?? loadView(type, source));
}

/** A form block's view has hydrated: a submission held while it waited is sent again. */
export function formViewHydrated(blockId: string): void {
  if (onUseViews.has(blockId)) void onUseCode.load().then((code) => code.viewHydrated(blockId));
}
