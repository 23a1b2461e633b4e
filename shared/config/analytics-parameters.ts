/** The site parameters of the optional analytics (SPEC §1): they reach a page only once its
 * visitor has accepted them (shared/lib/analytics.ts reads them). */
export const ANALYTICS_PARAMETERS = [
  'MATOMO_URL',
  'MATOMO_SITE_ID',
  'GTM_ID',
  'GOOGLE_ADS_ID',
  'PLAUSIBLE_DOMAIN',
  'META_PIXEL_ID',
] as const;
