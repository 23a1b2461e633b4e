import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Consent, ConsentChoice } from '#shared/lib/consent.ts';

/** The visitor's choice, read from the cookie by the server and kept in step by the banner. */
export const $consent = createStore<Consent | null>(null);
export const consentManageOpened = createEvent();
export const consentChosen = createEvent<ConsentChoice>();
/** The browser read the visitor's own cookie: a cached page carries the choice, not its date. */
export const consentCookieRead = createEvent<Consent>();

/** The visitor asked to change a choice already made ('Gérer les cookies'). */
export const $consentManaging = createStore(false)
  .on(consentManageOpened, () => true)
  .reset(consentChosen);

/** Derived, so that it follows the consent the server put in the scope. */
export const $consentBannerVisible = combine(
  $consent,
  $consentManaging,
  (consent, managing) => consent === null || managing,
);

/** The same endpoint as the no-JavaScript form; it answers JSON when asked. */
export const saveConsentFx = createEffect(async (choice: ConsentChoice): Promise<Consent> => {
  const response = await fetch('/consent', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
  });
  if (!response.ok) throw new Error(`consent not saved (${response.status})`);
  return (await response.json()) as Consent;
});

sample({ clock: consentChosen, target: saveConsentFx });
sample({ clock: saveConsentFx.doneData, target: $consent });

$consent.on(consentCookieRead, (consent, read) => (consent?.choice === read.choice ? read : consent));
