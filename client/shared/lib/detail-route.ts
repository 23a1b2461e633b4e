// SPEC §2 detail pages (an element, a news item, an album, a blog article or folder, a service):
// the loader is the page's validation step — a malformed id, another route's or another site's
// item answers 404 — and sends every other spelling of the URL to the item's canonical one (301).
import type { EventCallable, Store } from 'effector';
import { type LocaleDefinition, localizePath } from '#shared/config/locales.ts';
import { redirect } from '../router/answers.ts';
import type { LoaderArgs } from '../router/resolve.ts';
import { openPage, statusOf } from './page-loader.ts';
import type { PageModule } from './page-route.ts';

export interface DetailPage<P, T> {
  /** The slice's opening event… */
  opened: EventCallable<P>;
  /** …with its params, read from the URL. */
  params: (args: LoaderArgs) => P;
  /** The item once opened (null when refused or not found). */
  $item: Store<T | null>;
  /** 200, 404 or 500. */
  $status: Store<number>;
  /** The item's one URL (without locale prefix); null when this item has none to enforce. */
  canonicalPath: (item: T) => string | null;
}

export function detailLoader<P, T>(page: DetailPage<P, T>, locale: LocaleDefinition) {
  return async (args: LoaderArgs) => {
    const scope = await openPage(args, page.opened, page.params(args));
    const item = scope.getState(page.$item);
    const canonical = item === null ? null : page.canonicalPath(item);
    const { url } = args;
    if (canonical !== null && url.pathname !== localizePath(locale, canonical))
      throw redirect(canonical + url.search, 301);
    return statusOf(scope.getState(page.$status));
  };
}

/** The loader of a detail page that reads an id from its URL (`…/:slug?/:id`), in a route
 * module (`export const loader = idDetailLoader(…)`). */
export function idDetailLoader<T>(
  page: Omit<DetailPage<{ id: string | undefined }, T>, 'params'>,
): PageModule['loader'] {
  return (_name, locale) => detailLoader({ ...page, params: ({ params }) => ({ id: params.id }) }, locale);
}
