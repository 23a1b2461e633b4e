// SPEC §1 / issue 3: no analytics host in the page before consent; after consent the
// configuration travels; the CSP lets the accepted analytics reach their servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, serializeConsent } from '#shared/lib/consent.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
const HOSTS = [
  'stats.vallon-sur-lys.fr',
  'googletagmanager',
  'plausible.io',
  'connect.facebook.net',
  'fbevents',
  'google-analytics',
  '123456789',
];

beforeAll(async () => {
  t = await startTestApp();
  const town = await siteId(t.database, 'vallon-sur-lys');
  await setParameters(t.database.db, town, {
    MATOMO_URL: 'https://stats.vallon-sur-lys.fr',
    MATOMO_SITE_ID: '7',
    GTM_ID: 'GTM-TEST12',
    PLAUSIBLE_DOMAIN: 'vallon-sur-lys.fr',
    META_PIXEL_ID: '123456789',
  });
  await bumpContentVersion(t.database.db, t.events, town);
});
afterAll(() => t.close());

const page = (cookie?: string, host = TOWN_HOST) => {
  const req = t.http.get('/').set('Host', host).set('User-Agent', 'Mozilla/5.0 test');
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('analytics and consent', () => {
  it('puts no analytics host, id or script in the page before consent, nor after a refusal', async () => {
    for (const cookie of [
      undefined,
      `${CONSENT_COOKIE}=${serializeConsent({ choice: 'none', decidedAt: Date.now() })}`,
    ]) {
      const res = await page(cookie);
      expect(res.status).toBe(200);
      for (const host of HOSTS) expect(res.text).not.toContain(host);
      expect(res.text).not.toContain('GTM-TEST12');
    }
  });

  it('hands the configuration to the page once the visitor accepted', async () => {
    const res = await page(`${CONSENT_COOKIE}=${serializeConsent({ choice: 'all', decidedAt: Date.now() })}`);
    expect(res.text).toContain('https://stats.vallon-sur-lys.fr/');
    expect(res.text).toContain('GTM-TEST12');
  });

  it('lets the page reach the configured services in its CSP, and only those of its own site', async () => {
    const csp = (await page()).headers['content-security-policy'] as string;
    const connect = csp.split(';').find((d) => d.startsWith('connect-src'))!;
    expect(connect).toContain('https://stats.vallon-sur-lys.fr');
    expect(connect).toContain('https://plausible.io');
    expect(connect).toContain('https://connect.facebook.net');
    const wine = (await page(undefined, WINE_HOST)).headers['content-security-policy'] as string;
    expect(wine).not.toContain('stats.vallon-sur-lys.fr');
    expect(wine.split(';').find((d) => d.startsWith('connect-src'))).toBe("connect-src 'self'");
  });
});
