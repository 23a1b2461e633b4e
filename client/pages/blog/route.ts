// The blog's route module (client/shared/lib/page-route.ts): loaded with its routes.
import { msg } from '@lingui/core/macro';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { searchOf, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $blogListing, $blogStatus, blogPageOpened, canonicalBlogPath } from './model.ts';

export { Component } from './ui.tsx';

const TITLE = msg`Blog`;

export const loader: PageModule['loader'] = (_name, locale) =>
  detailLoader(
    {
      opened: blogPageOpened,
      params: (args) => ({ folderId: args.params.id, search: searchOf(args), title: titleOf(args, TITLE) }),
      $item: $blogListing,
      $status: $blogStatus,
      canonicalPath: (listing) => (listing.folder ? canonicalBlogPath(listing) : null),
    },
    locale,
  );
