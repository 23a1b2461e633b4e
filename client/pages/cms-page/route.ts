import type { Scope } from 'effector';
import { redirect } from 'react-router';
import { HOME_SLUG, ROUTES } from '#shared/config/routes.ts';
import { lazyView, openPage, type PageRoutes, searchOf, statusOf } from '../../shared/lib/page-route.ts';
import { $blocksStatus } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus, chromeOfPage, cmsPageOpened } from './model.ts';

/** The page's status, or 404 when one of its lists is asked for a page past its last one. */
const pageStatus = (scope: Scope) => {
  const status = scope.getState($cmsPageStatus);
  return status === 200 ? scope.getState($blocksStatus) : status;
};

// one view for both: it shows the page by what the page is (ui.tsx)
const pageView = lazyView(() => import('./ui.tsx'));

/** The home page (the CMS page `accueil` under a hero) and every other CMS page by its path. */
export const cmsPageRoutes: PageRoutes = () => [
  {
    name: 'home',
    path: ROUTES.home,
    view: pageView,
    loader: async (args) => {
      const scope = await openPage(args, cmsPageOpened, { path: HOME_SLUG, search: searchOf(args) });
      return statusOf(pageStatus(scope), chromeOfPage(scope.getState($cmsPage)));
    },
  },
  {
    name: 'cmsPage',
    path: ROUTES.cmsPage,
    view: pageView,
    loader: async (args) => {
      const path = args.params['*'] ?? '';
      if (path === HOME_SLUG) throw redirect('/', 301);
      const scope = await openPage(args, cmsPageOpened, { path, search: searchOf(args) });
      return statusOf(pageStatus(scope), chromeOfPage(scope.getState($cmsPage)));
    },
  },
];
