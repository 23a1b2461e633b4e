// The optional analytics of SPEC §1: each loads only when its parameters are set AND the visitor
// accepted. Pure descriptions here; the browser loader and the server's CSP read them.
import type { ParameterMap } from '../config/parameter-map.ts';

export interface AnalyticsConfig {
  matomo: { url: string; siteId: string } | null;
  gtm: string | null;
  googleAds: string | null;
  plausible: string | null;
  metaPixel: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const DOMAIN = /^[a-z0-9.-]{1,253}$/i;

function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString().replace(/\/?$/, '/') : null;
  } catch {
    return null;
  }
}

/** Only well-formed values count: a typo must not inject anything into the page. */
export function analyticsConfig(params: ParameterMap): AnalyticsConfig {
  const id = (type: string) => {
    const v = params[type];
    return v && ID.test(v) ? v : null;
  };
  const matomoUrl = httpsUrl(params.MATOMO_URL);
  const matomoSite = id('MATOMO_SITE_ID');
  const plausible =
    params.PLAUSIBLE_DOMAIN && DOMAIN.test(params.PLAUSIBLE_DOMAIN) ? params.PLAUSIBLE_DOMAIN : null;
  return {
    matomo: matomoUrl && matomoSite ? { url: matomoUrl, siteId: matomoSite } : null,
    gtm: id('GTM_ID'),
    googleAds: id('GOOGLE_ADS_ID'),
    plausible,
    metaPixel: id('META_PIXEL_ID'),
  };
}

export const hasAnalytics = (c: AnalyticsConfig) =>
  !!(c.matomo || c.gtm || c.googleAds || c.plausible || c.metaPixel);

/** Origins the page must be allowed to reach (CSP connect-src, img-src, script-src). */
export function analyticsOrigins(c: AnalyticsConfig): string[] {
  const origins = new Set<string>();
  if (c.matomo) origins.add(new URL(c.matomo.url).origin);
  if (c.gtm || c.googleAds) {
    origins.add('https://www.googletagmanager.com');
    origins.add('https://www.google-analytics.com');
    origins.add('https://googleads.g.doubleclick.net');
    origins.add('https://www.google.com');
  }
  if (c.plausible) origins.add('https://plausible.io');
  if (c.metaPixel) {
    origins.add('https://connect.facebook.net');
    origins.add('https://www.facebook.com');
  }
  return [...origins];
}
