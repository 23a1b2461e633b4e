// The newsletter's double opt-in link: the click on the page's button confirms (shared/lib/confirm-link.ts).
import { ROUTES } from '#shared/config/routes.ts';
import { type ConfirmLinkState, createConfirmLink } from '../../shared/lib/confirm-link.ts';

export type ConfirmState = ConfirmLinkState | 'confirmed';

const link = createConfirmLink<null, 'confirmed'>({
  path: '/newsletter/confirm',
  canonicalPath: ROUTES.newsletterConfirm,
  stateOf: () => 'confirmed',
});

export const newsletterConfirmOpened = link.opened;
/** The button's click, with the token of the page's URL. */
export const confirmClicked = link.clicked;
export const $confirmState = link.$state;
export const $confirmPending = link.$pending;
