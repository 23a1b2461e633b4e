import { detailRoute } from '../../shared/lib/detail-route.ts';
import { lazyView } from '../../shared/lib/page-route.ts';
import { $news, $newsStatus, canonicalNewsPath, newsPageOpened } from './model.ts';

/** A news item: `/actualites/:slug?/:id` (SPEC §2), the news section of the detail pages. */
export const newsDetailRoutes = detailRoute(
  { name: 'section-actualites', path: '/actualites/:slug?/:id', view: lazyView(() => import('./ui.tsx')) },
  { opened: newsPageOpened, $item: $news, $status: $newsStatus, canonicalPath: canonicalNewsPath },
);
