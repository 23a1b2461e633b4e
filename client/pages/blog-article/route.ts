import { ROUTES } from '#shared/config/routes.ts';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes } from '../../shared/lib/page-route.ts';
import { $article, $articleStatus, blogArticleOpened, canonicalArticlePath } from './model.ts';

export const blogArticleRoutes: PageRoutes = (locale) => [
  {
    name: 'blogArticle',
    path: ROUTES.blogArticle,
    view: lazyView(() => import('./ui.tsx')),
    loader: detailLoader(
      {
        opened: blogArticleOpened,
        params: ({ params }) => ({ id: params.id }),
        $item: $article,
        $status: $articleStatus,
        canonicalPath: canonicalArticlePath,
      },
      locale,
    ),
  },
];
