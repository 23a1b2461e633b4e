// What the app tells analytics (SPEC §1): the visitor's consent, given or withdrawn. The rest —
// the configuration (./model.ts), the loader (./loader.tsx) and the tags (./tags.ts) — comes
// with the consent, in the browser after the hydration, so that no first load carries it.
import { createEvent, createStore } from 'effector';

/** Raised once the visitor's consent to audience measurement is known to be 'all'. */
export const analyticsAllowed = createEvent();
/** The visitor withdrew consent: nothing more is loaded or sent. */
export const analyticsRefused = createEvent();

/** The visitor accepted during this page's life, or before it (the server's render says so): the
 * layout then draws the loader. Never false again: a withdrawal is the loader's to handle (only a
 * fresh page stops the scripts already running). */
export const $analyticsWanted = createStore(false).on(analyticsAllowed, () => true);
