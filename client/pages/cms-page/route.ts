import { redirect } from 'react-router';
import { HOME_SLUG, ROUTES } from '#shared/config/routes.ts';
import { lazyView, openPage, type PageRoutes, searchOf, statusOf } from '../../shared/lib/page-route.ts';
import { $cmsPage, $cmsPageStatus, chromeOfPage, cmsPageOpened } from './model.ts';

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
      return statusOf(scope.getState($cmsPageStatus), chromeOfPage(scope.getState($cmsPage)));
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
      return statusOf(scope.getState($cmsPageStatus), chromeOfPage(scope.getState($cmsPage)));
    },
  },
];
