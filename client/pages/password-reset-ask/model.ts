import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const passwordResetAskOpened = createEvent<{ title: string }>();

const askResetFx = createApiEffect<{ email: string }, null>(({ email }) => ({
  method: 'PUT',
  path: '/password/reset/ask',
  body: { email: email.trim() },
}));

export const resetAskForm = createFormModel({
  fx: askResetFx,
  check: (v: { email: string }) => checks.email('email', v.email),
});

/** The neutral answer is showing: the same whether the address has an account or not. */
export const $resetAsked = createStore(false, { serialize: 'ignore' })
  .on(resetAskForm.succeeded, () => true)
  .reset(passwordResetAskOpened);

sample({ clock: passwordResetAskOpened, target: resetAskForm.reset });
sample({
  clock: passwordResetAskOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.passwordResetAsk, noindex: true }),
  target: documentMetaSet,
});
