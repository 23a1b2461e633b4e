// The link of an agenda registration's mail: the click on the page's button confirms
// (shared/lib/confirm-link.ts), then the page says what happened: confirmed, the hold expired,
// or the event is full.
import { ROUTES } from '#shared/config/routes.ts';
import type { RegistrationConfirmation } from '#shared/contracts/town.ts';
import { type ConfirmLinkState, createConfirmLink } from '../../shared/lib/confirm-link.ts';

export type ConfirmState = ConfirmLinkState | RegistrationConfirmation['outcome'];

const link = createConfirmLink<RegistrationConfirmation, RegistrationConfirmation['outcome']>({
  path: '/registration/confirm',
  canonicalPath: ROUTES.eventRegistrationConfirm,
  stateOf: (answer) => answer.outcome,
});

export const registrationConfirmOpened = link.opened;
/** The button's click, with the token of the page's URL. */
export const confirmClicked = link.clicked;
export const $confirmState = link.$state;
/** The event the registration is for, once the click answered. */
export const $confirmedEvent = link.$answer.map((answer) => answer?.event ?? null);
export const $confirmPending = link.$pending;
