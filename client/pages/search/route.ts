// The search page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, statusOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $searchPageStatus, searchPageOpened, searchQueryOf } from './model.ts';

export { Component } from './ui.tsx';

/** Its texts are in the `account` catalog (lingui.config.ts), loaded with this module. */
export const catalog = 'account' as const;

export const loader: PageModule['loader'] = () => async (args) => {
  const { i18n } = args;
  const query = searchQueryOf(args.url.searchParams);
  const { q } = query;
  const title = q ? i18n._(msg`Search results for “${q}”`) : i18n._(msg`Search the site`);
  const scope = await openPage(args, searchPageOpened, { query, title });
  return statusOf(scope.getState($searchPageStatus));
};
