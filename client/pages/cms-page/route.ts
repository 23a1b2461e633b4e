// The CMS pages' route module (client/shared/lib/page-route.ts): loaded with their routes.
import type { Scope } from 'effector';
import { HOME_SLUG } from '#shared/config/routes.ts';
import { openPage, searchOf, statusOf } from '../../shared/lib/page-loader.ts';
import type { PageLoader, PageModule } from '../../shared/lib/page-route.ts';
import { redirect } from '../../shared/router/answers.ts';
import { $blocksStatus } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus, chromeOfPage, cmsPageOpened } from './model.ts';

export { Component } from './ui.tsx';

/** The page's status, or 404 when one of its lists is asked for a page past its last one. */
const pageStatus = (scope: Scope) => {
  const status = scope.getState($cmsPageStatus);
  return status === 200 ? scope.getState($blocksStatus) : status;
};

const homeLoader: PageLoader = async (args) => {
  const scope = await openPage(args, cmsPageOpened, { path: HOME_SLUG, search: searchOf(args) });
  return statusOf(pageStatus(scope), chromeOfPage(scope.getState($cmsPage)));
};

const pageLoader: PageLoader = async (args) => {
  const path = args.params['*'] ?? '';
  if (path === HOME_SLUG) throw redirect('/', 301);
  const scope = await openPage(args, cmsPageOpened, { path, search: searchOf(args) });
  return statusOf(pageStatus(scope), chromeOfPage(scope.getState($cmsPage)));
};

export const loader: PageModule['loader'] = (name) => (name === 'home' ? homeLoader : pageLoader);
