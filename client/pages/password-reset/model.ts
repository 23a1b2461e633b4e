import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { sessionChanged } from '../../entities/session/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const passwordResetOpened = createEvent<{ title: string }>();

export interface ResetValues {
  /** From the link in the e-mail; absent when the page is opened without one. */
  token: string;
  password: string;
  confirmation: string;
}

const resetPasswordFx = createApiEffect<ResetValues, null>(({ token, password }) => ({
  method: 'PUT',
  path: '/password/reset',
  body: { token, password },
}));

export const resetForm = createFormModel({
  fx: resetPasswordFx,
  check: (v: ResetValues) => [
    ...checks.required('password', v.password),
    ...checks.required('confirmation', v.confirmation),
    ...checks.same('confirmation', v.confirmation, v.password),
  ],
});

export const $passwordChanged = createStore(false, { serialize: 'ignore' })
  .on(resetForm.succeeded, () => true)
  .reset(passwordResetOpened);

/** The link was used already, has expired, or never existed. */
export const $linkInvalid = resetForm.$failure.map(
  (failure) => failure?.fields.some((f) => f.path === 'token') ?? false,
);

sample({ clock: passwordResetOpened, target: resetForm.reset });
// every session of the account is revoked with the change, this browser's included
sample({ clock: resetForm.succeeded, target: sessionChanged });
sample({
  clock: passwordResetOpened,
  // never the token: it is a secret of the visitor's, not a canonical address
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.passwordReset.replace('/:token?', ''), noindex: true }),
  target: documentMetaSet,
});
