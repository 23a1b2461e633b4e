import { describe, expect, it } from 'vitest';
import { analyticsConfig, analyticsOrigins, hasAnalytics } from './analytics.ts';

describe('analytics configuration', () => {
  it('is empty without parameters', () => {
    const c = analyticsConfig({});
    expect(hasAnalytics(c)).toBe(false);
    expect(analyticsOrigins(c)).toEqual([]);
  });

  it('takes each service only when its values are well formed', () => {
    const c = analyticsConfig({
      MATOMO_URL: 'https://stats.vallon-sur-lys.fr',
      MATOMO_SITE_ID: '3',
      GTM_ID: 'GTM-ABC123',
      PLAUSIBLE_DOMAIN: 'vallon-sur-lys.fr',
      META_PIXEL_ID: '<script>',
      GOOGLE_ADS_ID: null,
    });
    expect(c.matomo).toEqual({ url: 'https://stats.vallon-sur-lys.fr/', siteId: '3' });
    expect(c.gtm).toBe('GTM-ABC123');
    expect(c.metaPixel).toBeNull();
    expect(analyticsOrigins(c)).toContain('https://stats.vallon-sur-lys.fr');
    expect(analyticsOrigins(c)).toContain('https://plausible.io');
    expect(analyticsConfig({ MATOMO_URL: 'http://insecure.example', MATOMO_SITE_ID: '1' }).matomo).toBeNull();
    expect(analyticsConfig({ MATOMO_URL: 'javascript:alert(1)', MATOMO_SITE_ID: '1' }).matomo).toBeNull();
  });
});
