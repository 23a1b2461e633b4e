// /admin/securite: the second factor of the one using the panel (ADR 013). An ADMIN account turns
// it on in two steps (a new secret, then a code of it) and off with a current code; an operator
// always has one (set up with the command line); a server without a secrets key offers none.
import { combine, createEvent, createStore, sample } from 'effector';
import type { AdminMe } from '#shared/contracts/admin.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { checkCode } from '../../shared/lib/totp-code.ts';
import { $adminMe } from './panel-model.ts';

export interface TotpSetup {
  /** base32, to type into an authenticator app. */
  secret: string;
  /** `otpauth://totp/…`, the same secret as an address. */
  uri: string;
}

export interface CodeValues {
  code: string;
}

export const securityOpened = createEvent();
/** Nothing to load beyond who is there: the page is there once the panel is. */
export const $securityStatus = createStore(200);

const startTotpFx = createApiEffect<void, TotpSetup>(() => ({
  method: 'POST',
  path: '/admin/me/totp',
  body: {},
}));
const confirmTotpFx = createApiEffect<CodeValues, null>(({ code }) => ({
  method: 'POST',
  path: '/admin/me/totp/confirm',
  body: { code },
}));
const removeTotpFx = createApiEffect<CodeValues, null>(({ code }) => ({
  method: 'DELETE',
  path: '/admin/me/totp',
  body: { code },
}));

const checkCodeOf = (values: CodeValues) => checkCode('code', values.code);

export const totpStartForm = createFormModel({ fx: startTotpFx });
export const totpConfirmForm = createFormModel({ fx: confirmTotpFx, check: checkCodeOf });
export const totpRemoveForm = createFormModel({ fx: removeTotpFx, check: checkCodeOf });
/** The new secret is dropped before its code was given (it is not in force until then). */
export const totpSetupCancelled = createEvent();

/** The secret being set up: on screen only, never in the state sent with a page. */
export const $totpSetup = createStore<TotpSetup | null>(null, { serialize: 'ignore' })
  .on(totpStartForm.succeeded, (_, { data }) => data)
  .reset(securityOpened, totpSetupCancelled, totpConfirmForm.succeeded, totpRemoveForm.succeeded);

/** What just changed, said once above the section. */
export const $totpChanged = createStore<'on' | 'off' | null>(null, { serialize: 'ignore' })
  .on(totpConfirmForm.succeeded, () => 'on')
  .on(totpRemoveForm.succeeded, () => 'off')
  .reset(securityOpened, totpStartForm.submitted);

/** Each change, counted: the status takes the focus each time, the forms start blank again. */
export const $totpChanges = createStore(0, { serialize: 'ignore' })
  .on([totpConfirmForm.succeeded, totpRemoveForm.succeeded, totpSetupCancelled], (n) => n + 1)
  .reset(securityOpened);

const withSecondFactor = (me: AdminMe | null, on: boolean): AdminMe | null =>
  me && { ...me, secondFactor: on };
sample({
  clock: totpConfirmForm.succeeded,
  source: $adminMe,
  fn: (me) => withSecondFactor(me, true),
  target: $adminMe,
});
sample({
  clock: totpRemoveForm.succeeded,
  source: $adminMe,
  fn: (me) => withSecondFactor(me, false),
  target: $adminMe,
});

sample({
  clock: [securityOpened, totpSetupCancelled],
  target: [totpStartForm.reset, totpConfirmForm.reset, totpRemoveForm.reset],
});

/** Where the section stands: an operator's factor (always on), none possible on this server,
 * off, a secret waiting for its first code, or on. */
export type TotpStep = 'operator' | 'unavailable' | 'off' | 'setup' | 'on';

export function totpStepOf(me: AdminMe | null, setup: TotpSetup | null): TotpStep | null {
  if (!me) return null;
  if (me.kind === 'OPERATOR') return 'operator';
  if (me.secondFactor) return 'on';
  if (!me.secondFactorAvailable) return 'unavailable';
  return setup ? 'setup' : 'off';
}

export const $totpStep = combine($adminMe, $totpSetup, totpStepOf);

/** A base32 secret in groups of four characters, easier to type. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
