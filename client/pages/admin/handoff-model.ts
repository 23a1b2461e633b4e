// /admin/relais: where an operator lands on another site's host (ADR 013). The single-use token
// is in the address's fragment, which no server ever receives; the browser reads it, drops it from
// the address bar at once (it stays out of the history and of anything copied from there), trades
// it for a session of this host, then loads the panel whole, so that its render has the new
// session's cookie.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

/** The token's shape (shared/contracts/admin.ts): 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type HandoffState = 'waiting' | 'redeeming' | 'failed';

export const handoffPageOpened = createEvent<{ title: string }>();
/** The page is on screen in the browser: the token can be read. */
export const handoffLanded = createEvent();

interface Here {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** The token of the fragment (null when there is none of its shape), taken off the address. */
export function takeToken({ location, history }: Here): string | null {
  const token = location.hash.replace(/^#/, '');
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  return TOKEN.test(token) ? token : null;
}

export const takeTokenFx = createEffect(() => takeToken(window));
const redeemFx = createApiEffect<{ token: string }, { token: string; idSite: number }>(({ token }) => ({
  method: 'POST',
  path: '/admin/handoff/redeem',
  body: { token },
}));
/** A whole page load of the panel: the server renders it with the new session. */
export const enterPanelFx = createEffect(() => {
  window.location.assign(ROUTES.admin);
});

export const $handoffState = createStore<HandoffState>('waiting', { serialize: 'ignore' })
  // read once, even when the view's effect runs twice (React's strict mode in development)
  .on(takeTokenFx, () => 'redeeming')
  .on(takeTokenFx.doneData, (state, token) => (token === null ? 'failed' : state))
  .on(takeTokenFx.fail, () => 'failed')
  .on(redeemFx.doneData, (state, response) => (response.body.success ? state : 'failed'))
  .on(redeemFx.fail, () => 'failed');

sample({
  clock: handoffPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.adminHandoff, noindex: true }),
  target: documentMetaSet,
});
sample({
  clock: handoffLanded,
  source: $handoffState,
  filter: (state) => state === 'waiting',
  target: takeTokenFx,
});
sample({
  clock: takeTokenFx.doneData.filterMap((token) => (token === null ? undefined : { token })),
  target: redeemFx,
});
sample({ clock: successData(redeemFx), fn: () => undefined, target: enterPanelFx });
