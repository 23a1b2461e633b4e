import { createStore, sample } from 'effector';
import { ANALYTICS_PARAMETERS } from '#shared/config/analytics-parameters.ts';
import { type ParameterMap, parameterFlag } from '#shared/config/parameter-map.ts';
import { LEGAL_PAGES, type LegalPageRoute } from '#shared/config/routes.ts';
import type { Language, Parameter, SiteInfo } from '#shared/contracts/site.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { $siteId } from '../../shared/model/site-id.ts';

export const fetchParametersFx = createApiEffect<void, Parameter[]>(() => ({ path: '/parameter' }));
export const fetchSiteInfoFx = createApiEffect<void, SiteInfo>(() => ({ path: '/site/info' }));
export const fetchLanguagesFx = createApiEffect<void, Language[]>(() => ({ path: '/language' }));

/** Legal texts are long and only legal pages show them: they load with those pages. */
export const PAGE_ONLY_PARAMETERS: ReadonlySet<string> = new Set([
  ...LEGAL_PAGES.map((l) => l.parameter),
  // analytics settings travel only once the visitor has accepted them (features/analytics)
  ...ANALYTICS_PARAMETERS,
]);

export function toParameterMap(
  list: readonly Parameter[],
  skip: ReadonlySet<string> = new Set(),
): ParameterMap {
  return Object.fromEntries(list.filter((p) => !skip.has(p.type)).map((p) => [p.type, p.value]));
}

/** Parameter values by type (SPEC §3 "Site parameter"), every page's theme and identity. */
export const $parameters = createStore<ParameterMap>({});
export const $siteInfo = createStore<SiteInfo | null>(null);
export const $languages = createStore<Language[]>([]);
/** The legal pages whose text the site has filled in: they exist, so links may point to them
 * (the texts themselves load with their pages). */
export const $publishedLegalPages = createStore<LegalPageRoute[]>([]);

sample({
  clock: successData(fetchParametersFx),
  fn: (r) => toParameterMap(r.data, PAGE_ONLY_PARAMETERS),
  target: $parameters,
});
sample({
  clock: successData(fetchParametersFx),
  fn: (r) => {
    const filled = new Set(r.data.filter((p) => p.value).map((p) => p.type));
    return LEGAL_PAGES.filter((l) => filled.has(l.parameter)).map((l) => l.route);
  },
  target: $publishedLegalPages,
});
sample({ clock: successData(fetchSiteInfoFx), fn: (r) => r.data, target: $siteInfo });
sample({ clock: $siteInfo, fn: (info) => info?.id ?? null, target: $siteId });
sample({ clock: successData(fetchLanguagesFx), fn: (r) => r.data, target: $languages });

/** The site's switches for visitor accounts (SPEC §3 shop switches). */
export const $accountRules = $parameters.map((params) => ({
  /** ASK_BIRTHDATE or BLOCK_MINORS: the birthdate is asked, and required. */
  birthdateAsked: parameterFlag(params, 'ASK_BIRTHDATE') || parameterFlag(params, 'BLOCK_MINORS'),
  minorsBlocked: parameterFlag(params, 'BLOCK_MINORS'),
  mobileOnly: parameterFlag(params, 'MOBILE_PHONE_ONLY'),
  newsletter: parameterFlag(params, 'NEWSLETTER_ENABLED'),
}));
