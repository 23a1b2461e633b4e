// The link of an agenda registration's mail. Mail scanners fetch links on their own: opening the
// page confirms nothing (as the newsletter's link); the visitor's click on the button does, and
// the page then says what happened: confirmed, the hold expired, or the event is full.
import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { RegistrationConfirmation } from '#shared/contracts/town.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export type ConfirmState = 'waiting' | RegistrationConfirmation['outcome'] | 'invalid' | 'failed';

export const registrationConfirmOpened = createEvent<{ token: string; title: string }>();
/** The button's click, with the token of the page's URL. */
export const confirmClicked = createEvent<string>();

const confirmFx = createApiEffect<string, RegistrationConfirmation>((token) => ({
  method: 'POST',
  path: '/registration/confirm',
  body: { token },
}));

export const $confirmState = createStore<ConfirmState>('waiting', { serialize: 'ignore' })
  .on(confirmFx.doneData, (_, { status, body }) =>
    body.success ? body.data.outcome : status === 400 || status === 404 ? 'invalid' : 'failed',
  )
  .on(confirmFx.fail, () => 'failed')
  .reset(registrationConfirmOpened);
/** The event the registration is for, once the click answered. */
export const $confirmedEvent = createStore<RegistrationConfirmation['event'] | null>(null, {
  serialize: 'ignore',
})
  .on(confirmFx.doneData, (_, { body }) => (body.success ? body.data.event : null))
  .reset(registrationConfirmOpened);
export const $confirmPending = confirmFx.pending;

sample({
  clock: confirmClicked,
  source: confirmFx.pending,
  filter: (pending, token) => !pending && token.length > 0,
  fn: (_, token) => token,
  target: confirmFx,
});
sample({
  clock: registrationConfirmOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.eventRegistrationConfirm, noindex: true }),
  target: documentMetaSet,
});
