// Where an old address now lives (ADR 014): a CMS page that answers 404 asks the site's redirects
// (`GET /redirect?path=&locale=`) and, when one leads on, answers a 301 to it — a path of the site
// or an https address. Loaded on a 404 alone: no page's first load carries it.
import { allSettled } from 'effector';
import { createApiEffect } from '../../shared/api/request.ts';
import { redirect } from '../../shared/router/answers.ts';
import type { LoaderArgs } from '../../shared/router/resolve.ts';

const fetchRedirectFx = createApiEffect<{ path: string; locale: string }, { to: string } | null>((query) => ({
  path: '/redirect',
  query: new URLSearchParams(query).toString(),
}));

/** Throws the 301 to where the page's path (without its leading slash) moved, if it did. */
export default async function followMove({ scope, params, i18n }: LoaderArgs): Promise<void> {
  const answer = await allSettled(fetchRedirectFx, {
    scope,
    // the request's locale code (`fr_FR`) from its catalog's tag (`fr-FR`), as the locales name them
    params: { path: params['*'] ?? '', locale: i18n.locale.replace('-', '_') },
  });
  const to = answer.status === 'done' && answer.value.body.success ? answer.value.body.data?.to : null;
  if (!to) return;
  // an https address: the browser goes there itself (its router would take it for a path of the app,
  // under the locale's prefix); the server answers the 301 with it as it is
  if (!to.startsWith('/') && typeof window !== 'undefined') {
    window.location.assign(to);
    return new Promise(() => undefined);
  }
  throw redirect(to, 301);
}
