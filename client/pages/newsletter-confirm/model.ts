// The newsletter's double opt-in link. Mail scanners fetch links on their own: opening
// the page confirms nothing; the visitor's click on the button does.
import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export type ConfirmState = 'waiting' | 'confirmed' | 'invalid' | 'failed';

export const newsletterConfirmOpened = createEvent<{ token: string; title: string }>();
/** The button's click, with the token of the page's URL. */
export const confirmClicked = createEvent<string>();

const confirmFx = createApiEffect<string, null>((token) => ({
  method: 'POST',
  path: '/newsletter/confirm',
  body: { token },
}));

export const $confirmState = createStore<ConfirmState>('waiting', { serialize: 'ignore' })
  .on(confirmFx.doneData, (_, { status, body }) =>
    body.success ? 'confirmed' : status === 400 || status === 404 ? 'invalid' : 'failed',
  )
  .on(confirmFx.fail, () => 'failed')
  .reset(newsletterConfirmOpened);
export const $confirmPending = confirmFx.pending;

sample({
  clock: confirmClicked,
  source: confirmFx.pending,
  filter: (pending, token) => !pending && token.length > 0,
  fn: (_, token) => token,
  target: confirmFx,
});
sample({
  clock: newsletterConfirmOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.newsletterConfirm, noindex: true }),
  target: documentMetaSet,
});
