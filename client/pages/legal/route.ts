import { msg } from '@lingui/core/macro';
import { LEGAL_PAGES, ROUTES } from '#shared/config/routes.ts';
import { lazyView, openPage, type PageRoutes, statusOf, titleOf } from '../../shared/lib/page-route.ts';
import { $legalPageStatus, legalPageOpened } from './model.ts';

const TITLES = {
  LEGAL_NOTICE: msg`Legal notice`,
  PRIVACY_POLICY: msg`Privacy policy`,
  COOKIE_POLICY: msg`Cookie policy`,
  SALE_TERMS: msg`Terms of sale`,
  USE_TERMS: msg`Terms of use`,
  ACCESSIBILITY_STATEMENT: msg`Accessibility statement`,
} as const;

const view = lazyView(() => import('./ui.tsx'));

/** One page per legal text of the site's parameters (SPEC §3), the accessibility statement included. */
export const legalRoutes: PageRoutes = () =>
  LEGAL_PAGES.map(({ route, parameter }) => ({
    name: route,
    path: ROUTES[route],
    view,
    loader: async (args) => {
      const title = titleOf(args, TITLES[parameter]);
      const scope = await openPage(args, legalPageOpened, { parameter, path: ROUTES[route], title });
      return statusOf(scope.getState($legalPageStatus));
    },
  }));
