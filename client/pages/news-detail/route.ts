import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes } from '../../shared/lib/page-route.ts';
import { $news, $newsStatus, canonicalNewsPath, newsPageOpened } from './model.ts';

/** A news item: `/actualites/:slug?/:id` (SPEC §2), the news section of the detail pages. */
export const newsDetailRoutes: PageRoutes = (locale) => [
  {
    name: 'section-actualites',
    path: '/actualites/:slug?/:id',
    view: lazyView(() => import('./ui.tsx')),
    loader: detailLoader(
      {
        opened: newsPageOpened,
        params: ({ params }) => ({ id: params.id }),
        $item: $news,
        $status: $newsStatus,
        canonicalPath: canonicalNewsPath,
      },
      locale,
    ),
  },
];
