import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** A news item: `/actualites/:slug?/:id` (SPEC §2), the news section of the detail pages. */
export const newsDetailRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'section-actualites', path: '/actualites/:slug?/:id' }],
);
