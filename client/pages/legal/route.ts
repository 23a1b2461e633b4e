// The legal pages' route module (client/shared/lib/page-route.ts): loaded with their routes.
import { msg } from '@lingui/core/macro';
import { LEGAL_PAGES, ROUTES } from '#shared/config/routes.ts';
import { openPage, statusOf, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $legalPageStatus, legalPageOpened } from './model.ts';

export { Component } from './ui.tsx';

const TITLES = {
  LEGAL_NOTICE: msg`Legal notice`,
  PRIVACY_POLICY: msg`Privacy policy`,
  COOKIE_POLICY: msg`Cookie policy`,
  SALE_TERMS: msg`Terms of sale`,
  USE_TERMS: msg`Terms of use`,
  ACCESSIBILITY_STATEMENT: msg`Accessibility statement`,
} as const;

/** The route of each legal text is named after it (shared/config/routes.ts, LEGAL_PAGES). */
export const loader: PageModule['loader'] = (name) => {
  const { route, parameter } = LEGAL_PAGES.find((page) => page.route === name)!;
  return async (args) => {
    const title = titleOf(args, TITLES[parameter]);
    const scope = await openPage(args, legalPageOpened, { parameter, path: ROUTES[route], title });
    return statusOf(scope.getState($legalPageStatus));
  };
};
