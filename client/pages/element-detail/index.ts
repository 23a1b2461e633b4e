import { ROUTES } from '#shared/config/routes.ts';
import { DETAIL_SECTIONS } from '#shared/config/sections.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** An element of a section (`/agenda/:slug?/:id`…, news apart) and the generic `/element/…`,
 * found by its id alone whatever segments come before it (`/element/89`, `/element/x/89`,
 * `/element/x/y/89`); both redirect (301) to the element's canonical URL. */
export const elementDetailRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [
    ...DETAIL_SECTIONS.filter((section) => section !== 'actualites').map((section) => ({
      name: `section-${section}`,
      path: `/${section}/:slug?/:id`,
    })),
    { name: 'element', path: ROUTES.element },
  ],
);
