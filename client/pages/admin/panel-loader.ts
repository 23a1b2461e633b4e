// The loader of every page of the admin panel (ADR 013): an anonymous visitor goes to the login
// page and comes back, a visitor without an admin role gets a 403, and the panel opens with its
// own chrome (its header and navigation instead of the site's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { allSettled, type EventCallable, type Store } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged, $role } from '../../entities/session/index.ts';
import { openPage, statusOf, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageChrome, PageLoader } from '../../shared/lib/page-route.ts';
import { redirect, withStatus } from '../../shared/router/answers.ts';
import type { LoaderArgs } from '../../shared/router/resolve.ts';
import { $panelStatus, type PanelNeed, panelAccess, panelEntered } from './panel-model.ts';

/** The panel draws its own header and navigation; the site's legal footer stays (RGAA). */
export const PANEL_CHROME: PageChrome = { ownHeader: true, ownFooter: true, ownNavigation: true };

const REFUSED = msg`Access denied`;

/** The login page, which leads back to the page asked for (its query kept). */
export function loginPathOf(url: URL): string {
  const back = encodeURIComponent(url.pathname + url.search).replace(/%2F/g, '/');
  return `${ROUTES.auth}?redirect=${back}`;
}

export interface PanelPage<P> {
  need: PanelNeed;
  title: MessageDescriptor;
  /** The page's own path (its canonical URL). */
  path: string;
  /** The page's opening event, with its params read from the URL. */
  opened: EventCallable<P>;
  params: (args: LoaderArgs) => P;
  /** The status of the page's own data. */
  $status: Store<number>;
}

export function panelLoader<P>(page: PanelPage<P>): PageLoader {
  return async (args) => {
    const { scope } = args;
    const access = panelAccess(scope.getState($logged), scope.getState($role), page.need);
    if (access === 'login') throw redirect(loginPathOf(args.url));
    const title = titleOf(args, access === 'open' ? page.title : REFUSED);
    await allSettled(panelEntered, { scope, params: { title, path: page.path, access } });
    const panel = scope.getState($panelStatus);
    // the session ended since /logged was read: log in again
    if (panel === 401) throw redirect(loginPathOf(args.url));
    // no panel around a refusal: the visitor keeps the site's header
    if (panel !== 200) return withStatus(null, panel);
    await openPage(args, page.opened, page.params(args));
    return statusOf(scope.getState(page.$status), PANEL_CHROME);
  };
}
