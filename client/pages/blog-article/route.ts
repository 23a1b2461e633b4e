// A blog article's route module (client/shared/lib/page-route.ts): loaded with its route.
import { idDetailLoader } from '../../shared/lib/detail-route.ts';
import { $article, $articleStatus, blogArticleOpened, canonicalArticlePath } from './model.ts';

export { Component } from './ui.tsx';

export const loader = idDetailLoader({
  opened: blogArticleOpened,
  $item: $article,
  $status: $articleStatus,
  canonicalPath: canonicalArticlePath,
});
