// The photo albums' route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, searchOf, statusOf, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $albumsStatus, albumsPageOpened } from './model.ts';

export { Component } from './ui.tsx';

const TITLE = msg`Photo albums`;

export const loader: PageModule['loader'] = () => async (args) => {
  const scope = await openPage(args, albumsPageOpened, {
    search: searchOf(args),
    title: titleOf(args, TITLE),
  });
  return statusOf(scope.getState($albumsStatus));
};
