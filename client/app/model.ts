// SPEC §7 "Startup": every startup call runs in parallel; only success answers enter stores.
import { createEvent, sample } from 'effector';
import {
  fetchCompanyAddressesFx,
  fetchProductFileConfigFx,
  fetchVariationsFx,
} from '../entities/catalog/index.ts';
import { fetchFooterLinksFx, fetchFooterLogosFx } from '../entities/footer/index.ts';
import { fetchMenuFx } from '../entities/menu/index.ts';
import { fetchPromotedNewsFx } from '../entities/news/index.ts';
import { fetchAddressTypesFx, fetchLoggedFx, fetchMeFx } from '../entities/session/index.ts';
import { fetchLanguagesFx, fetchParametersFx, fetchSiteInfoFx } from '../entities/site/index.ts';
import { analyticsAllowed, analyticsRefused } from '../features/analytics/index.ts';
import { $consent, $consentBannerVisible, saveConsentFx } from '../features/consent/index.ts';
import { popupsHeldSet } from '../features/popups/index.ts';
import { successData } from '../shared/api/request.ts';

/** `authenticated`: the request carries a session token. Without one the per-user calls
 * (/logged, /user, /admin/address/type) have a known answer and are not made. The start is the
 * site's part and the visitor's part, one after the other. */
export const appStarted = createEvent<{ authenticated: boolean }>();

/** The site's data, the same for every anonymous visitor of a site in a locale: the server keeps
 * the state it leaves (entry-server.tsx) and starts the next such visitor from it. */
export const siteStarted = createEvent();

/** What follows the visitor: their session's calls, and what their consent choice decides. */
export const visitorStarted = createEvent<{ authenticated: boolean }>();

sample({ clock: appStarted, fn: () => undefined, target: siteStarted });
sample({ clock: appStarted, target: visitorStarted });

sample({
  clock: siteStarted,
  target: [
    fetchParametersFx,
    fetchSiteInfoFx,
    fetchLanguagesFx,
    fetchMenuFx,
    fetchPromotedNewsFx,
    fetchCompanyAddressesFx,
    fetchFooterLogosFx,
    fetchFooterLinksFx,
  ],
});

// The shop's startup calls, only where the site sells (ADR 011: a deviation from SPEC §7's fixed
// list, so that a site without a shop never asks for what it cannot have).
sample({
  clock: successData(fetchSiteInfoFx),
  filter: (answer) => answer.data.isECommerce,
  fn: () => undefined,
  target: [fetchVariationsFx, fetchProductFileConfigFx],
});

sample({
  clock: visitorStarted,
  filter: ({ authenticated }) => authenticated,
  fn: () => undefined,
  target: [fetchLoggedFx, fetchMeFx, fetchAddressTypesFx],
});

// Analytics follow the visitor's consent (SPEC §1): known at start (cookie), or given now.
sample({
  clock: visitorStarted,
  source: $consent,
  filter: (consent) => consent?.choice === 'all',
  target: analyticsAllowed,
});
sample({
  clock: saveConsentFx.doneData,
  filter: (consent) => consent.choice === 'all',
  target: analyticsAllowed,
});
sample({
  clock: saveConsentFx.doneData,
  filter: (consent) => consent.choice === 'none',
  target: analyticsRefused,
});

// The consent choice is always operable first (SPEC §1): popups that open by themselves wait
// while the banner asks, so that no backdrop covers it; they open once it is answered.
sample({
  clock: [visitorStarted, $consentBannerVisible.updates],
  source: $consentBannerVisible,
  target: popupsHeldSet,
});
