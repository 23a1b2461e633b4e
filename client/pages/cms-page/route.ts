// The CMS pages' route module (client/shared/lib/page-route.ts): loaded with their routes.
import { HOME_SLUG } from '#shared/config/routes.ts';
import { openPage, searchOf, statusOf } from '../../shared/lib/page-loader.ts';
import type { PageLoader, PageModule } from '../../shared/lib/page-route.ts';
import { redirect } from '../../shared/router/answers.ts';
import { $blocksStatus } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus, chromeOfPage, cmsPageOpened } from './model.ts';

/** The admin's block editor draws its preview with these, from this chunk (ADR 015;
 * client/app/panel-routes.ts gives them to it): two names, no code, on a content page's load. */
export { blocksOpened, PageBlocks } from '../../widgets/page-blocks/index.ts';
export { Component } from './ui.tsx';

/** The home page (`/`), or a page by its whole path. */
const loaderOf =
  (home: boolean): PageLoader =>
  async (args) => {
    const path = home ? HOME_SLUG : (args.params['*'] ?? '');
    if (!home && path === HOME_SLUG) throw redirect('/', 301);
    const scope = await openPage(args, cmsPageOpened, { path, search: searchOf(args) });
    const status = scope.getState($cmsPageStatus);
    // no page there: an old address may have moved (ADR 014), asked apart so that pages carry none of it
    if (status === 404) await import('./moved.ts').then((m) => m.default(args));
    // 404 too when one of its lists is asked for a page past its last one
    return statusOf(
      status === 200 ? scope.getState($blocksStatus) : status,
      chromeOfPage(scope.getState($cmsPage)),
    );
  };

const homeLoader = loaderOf(true);
const pageLoader = loaderOf(false);

export const loader: PageModule['loader'] = (name) => (name === 'home' ? homeLoader : pageLoader);
