import { ROUTES } from '#shared/config/routes.ts';
import { DETAIL_SECTIONS } from '#shared/config/sections.ts';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes } from '../../shared/lib/page-route.ts';
import { $element, $elementStatus, canonicalPathOf, elementPageOpened } from './model.ts';

const view = lazyView(() => import('./ui.tsx'));

const page = (route: string | null) => ({
  opened: elementPageOpened,
  params: ({ params }: { params: Record<string, string | undefined> }) => ({ route, id: params.id }),
  $item: $element,
  $status: $elementStatus,
  canonicalPath: canonicalPathOf,
});

/** An element of a section (`/agenda/:slug?/:id`…, news apart) and the generic `/element/…`,
 * found by its id alone whatever segments come before it (`/element/89`, `/element/x/89`,
 * `/element/x/y/89`); both redirect (301) to the element's canonical URL. */
export const elementDetailRoutes: PageRoutes = (locale) => [
  ...DETAIL_SECTIONS.filter((section) => section !== 'actualites').map((section) => ({
    name: `section-${section}`,
    path: `/${section}/:slug?/:id`,
    view,
    loader: detailLoader(page(section), locale),
  })),
  {
    name: 'element',
    path: ROUTES.element,
    view,
    loader: detailLoader(page(null), locale),
  },
];
