import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes, searchOf, titleOf } from '../../shared/lib/page-route.ts';
import { $blogListing, $blogStatus, blogPageOpened, canonicalBlogPath } from './model.ts';

const TITLE = msg`Blog`;

const view = lazyView(() => import('./ui.tsx'));

/** /blog and /blog/dossier/:id/:slug? — 404 where the site's blog is off (BLOG_ENABLED); a
 * folder answers on its canonical URL only. */
export const blogRoutes: PageRoutes = (locale) => {
  const loader = detailLoader(
    {
      opened: blogPageOpened,
      params: (args) => ({ folderId: args.params.id, search: searchOf(args), title: titleOf(args, TITLE) }),
      $item: $blogListing,
      $status: $blogStatus,
      canonicalPath: (listing) => (listing.folder ? canonicalBlogPath(listing) : null),
    },
    locale,
  );
  return [
    { name: 'blog', path: ROUTES.blog, view, loader },
    { name: 'blogFolder', path: ROUTES.blogFolder, view, loader },
  ];
};
