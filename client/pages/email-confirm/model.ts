import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged, sessionChanged } from '../../entities/session/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

/** Opened from the link of a verification or address-change e-mail: the link is followed at
 * once, by the loader, so that it works on the very first (server) render. */
export const emailConfirmOpened = createEvent<{ token: string; title: string }>();

export type EmailConfirmation =
  | { status: 'confirmed'; email: string }
  /** used already, expired or unknown */
  | { status: 'invalid' }
  /** the new address became another account's meanwhile */
  | { status: 'conflict' }
  | { status: 'failed' };

const confirmEmailFx = createApiEffect<{ token: string }, { email: string }>(({ token }) => ({
  method: 'POST',
  path: '/user/email/confirm',
  body: { token },
}));

export const $emailConfirmation = createStore<EmailConfirmation | null>(null);

sample({ clock: emailConfirmOpened, fn: ({ token }) => ({ token }), target: confirmEmailFx });
sample({ clock: emailConfirmOpened, fn: () => null, target: $emailConfirmation });
sample({
  clock: confirmEmailFx.doneData,
  fn: ({ status, body }): EmailConfirmation =>
    body.success
      ? { status: 'confirmed', email: body.data.email }
      : status === 400 || status === 404
        ? { status: 'invalid' }
        : status === 409
          ? { status: 'conflict' }
          : { status: 'failed' },
  target: $emailConfirmation,
});
sample({
  clock: confirmEmailFx.fail,
  fn: (): EmailConfirmation => ({ status: 'failed' }),
  target: $emailConfirmation,
});
// a logged-in visitor's own address may just have changed
sample({
  clock: confirmEmailFx.doneData,
  source: $logged,
  filter: (logged, { body }) => logged && body.success,
  target: sessionChanged,
});
sample({
  clock: emailConfirmOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.account, noindex: true }),
  target: documentMetaSet,
});
