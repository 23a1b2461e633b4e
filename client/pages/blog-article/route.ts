import { ROUTES } from '#shared/config/routes.ts';
import { detailRoute } from '../../shared/lib/detail-route.ts';
import { lazyView } from '../../shared/lib/page-route.ts';
import { $article, $articleStatus, blogArticleOpened, canonicalArticlePath } from './model.ts';

export const blogArticleRoutes = detailRoute(
  { name: 'blogArticle', path: ROUTES.blogArticle, view: lazyView(() => import('./ui.tsx')) },
  {
    opened: blogArticleOpened,
    $item: $article,
    $status: $articleStatus,
    canonicalPath: canonicalArticlePath,
  },
);
