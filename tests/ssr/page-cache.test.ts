// The anonymous page cache, through the real server: what is served again, to whom, and when a
// change of the site's content makes the next visitor see a fresh render.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elements } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId, visitorToken } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PAGE_CACHE_TTL_S: '60' } });
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', BROWSER);
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const AGENDA = '/infos-utiles/en-ce-moment/agenda';

describe('the anonymous page cache', () => {
  it('serves a page again, the same bytes and CSP for every visitor, its inline code allowed by hashes', async () => {
    const first = await page('/');
    expect(first.headers['x-page-cache']).toBe('miss');
    const again = await page('/');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.text).toBe(first.text);
    const csp = again.headers['content-security-policy'] as string;
    expect(csp).toBe(first.headers['content-security-policy']);
    // answered before the middleware, a hit still carries every security header a render does
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(first.headers[name], name).toBeDefined();
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(again.text).not.toMatch(/\snonce=/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("'strict-dynamic'");
    // every inline script that runs, and every inline style, is named by its hash; the state is
    // inert JSON and needs none
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    const inline = (tag: 'script' | 'style') =>
      [...again.text.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
        .filter(([, attrs, body]) => body && !/src=|type="application\/(ld\+)?json"/.test(attrs!))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    expect(again.text).toContain('<script type="application/json" id="__PARVIS_STATE__">');
    const scripts = inline('script');
    const styles = inline('style');
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(directive('script-src')).toContain(hash);
    for (const hash of styles) expect(directive('style-src')).toContain(hash);
    expect(directive('script-src').match(/'sha256-/g)?.length ?? 0).toBe(new Set(scripts).size);
    expect(t.app.pageCacheStats().hits).toBeGreaterThan(0);
  });

  it('answers a hit with the same headers for every visitor, for browsers and a CDN in front', async () => {
    const path = '/infos-utiles/en-ce-moment/actualites';
    const miss = await page(path);
    const hits = [await page(path), await page(path).set('Cookie', 'someone=else')];
    const shared = (res: typeof miss) => {
      const { date: _date, 'x-request-id': _id, 'x-page-cache': _cache, ...rest } = res.headers;
      return rest;
    };
    expect(hits[0]!.headers['x-page-cache']).toBe('hit');
    expect(shared(hits[1]!)).toEqual(shared(hits[0]!));
    expect(shared(hits[0]!)).toEqual(shared(miss));
    const headers = hits[0]!.headers;
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(headers.etag).toMatch(/^"[\w-]{27}\.gzip"$/); // supertest asks for gzip
    expect(headers.vary).toMatch(/Cookie/);
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(headers['set-cookie']).toBeUndefined();
    const town = await siteId(t.database, 'vallon-sur-lys');
    const keys = (headers['surrogate-key'] as string).split(' ');
    expect(keys[0]).toBe(`site:${town}`);
    expect(keys).toContain(`site:${town}:list:news`);
  });

  it('is stored compressed: brotli, gzip or plain as the visitor accepts, the same page in each', async () => {
    const path = '/infos-utiles';
    await page(path);
    const plain = await page(path).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    // supertest decodes what the header names: the same page, in fewer bytes
    const br = await page(path).set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-page-cache']).toBe('hit');
    const gzipped = await page(path).set('Accept-Encoding', 'gzip;q=1, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(br.headers.etag);
    for (const res of [br, gzipped]) {
      expect(res.text).toBe(plain.text);
      expect(Number(res.headers['content-length'])).toBeLessThan(plain.text.length / 3);
    }
  });

  it('answers 304 Not Modified to a visitor who holds the page, and the page when it changed', async () => {
    const path = '/infos-utiles/en-ce-moment';
    await page(path);
    const held = await page(path);
    const notModified = await page(path).set('If-None-Match', held.headers.etag as string);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    // the CSP of a 304 is the stored one: the copy the browser holds still runs its scripts
    expect(notModified.headers['content-security-policy']).toBe(held.headers['content-security-policy']);
    const stale = await page(path).set('If-None-Match', '"something-else.gzip"');
    expect(stale.status).toBe(200);
  });

  it('keeps each site’s pages apart, and each URL’s', async () => {
    await page('/');
    const wine = await page('/', WINE_HOST);
    expect(wine.headers['x-page-cache']).toBe('miss');
    expect(wine.text).toContain('Domaine du Vallon');
    expect(wine.text).not.toContain('Vallon-sur-Lys</title>');
    await page(`${AGENDA}?page=2`);
    expect((await page(AGENDA)).headers['x-page-cache']).toBe('miss');
  });

  it('keeps a URL with a query string from its second request: one-off URLs never fill the cache', async () => {
    const path = `${AGENDA}?utm_source=lettre`;
    expect((await page(path)).headers['x-page-cache']).toBe('miss');
    expect((await page(path)).headers['x-page-cache']).toBe('miss');
    expect((await page(path)).headers['x-page-cache']).toBe('hit');
  });

  it('renders for a logged-in visitor every time', async () => {
    const token = await visitorToken(t.database, 'vallon-sur-lys', 'cache-visitor@example.org');
    for (let i = 0; i < 2; i++) {
      const logged = await page('/').set('Cookie', `token=${token}`);
      expect(logged.headers['x-page-cache']).toBeUndefined();
      expect(logged.headers['cache-control']).toBe('private, no-store');
      // a personal page keeps a nonce of its own, on its scripts and in its CSP
      const nonce = nonceOf(logged.text);
      expect(nonce).toBeTruthy();
      expect(logged.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it('serves visitors who accepted or refused consent from the cache, one variant per choice', async () => {
    const now = Math.floor(Date.now() / 1000);
    const path = `${AGENDA}?consent-probe=1`;
    for (const choice of ['none', 'all'] as const) {
      const first = await page(path).set('Cookie', `parvis_consent=${choice}.${now}`);
      expect(first.headers['x-page-cache']).toBe('miss');
      // a URL with a query string is kept from its second request
      const second = await page(path).set('Cookie', `parvis_consent=${choice}.${now}`);
      expect(second.headers['x-page-cache']).toBe('miss');
      // another visitor of the same choice, who decided at another time
      const again = await page(path).set('Cookie', `parvis_consent=${choice}.${now - 3600}`);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.text).not.toContain('Tout refuser');
      // the date is the visitor's own, read in the browser: the shared page carries none
      expect(again.text).not.toContain(String(now));
    }
    // the anonymous document still asks for consent, and is its own variant
    const unanswered = await page(path);
    expect(unanswered.headers['x-page-cache']).toBe('miss');
    expect(unanswered.text).toContain('Tout refuser');
  });

  it('is not defeated by cookies that do not change the page', async () => {
    const path = '/infos-utiles/en-ce-moment';
    await page(path);
    for (const cookie of [
      'locale=fr_FR',
      'parvis_form_answer=unknown',
      'someone_else=1',
      'parvis_consent=bogus',
    ]) {
      const res = await page(path).set('Cookie', cookie);
      expect(res.headers['x-page-cache'], cookie).toBe('hit');
    }
  });

  it('does not keep what is not a plain 200 page', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await page('/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-page-cache']).toBe('miss');
    }
  });

  it('drops every page of a site on a site-wide change (parameters), never another site’s', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    await page('/');
    await page('/', WINE_HOST);
    expect((await page('/')).headers['x-page-cache']).toBe('hit');
    await setParameters(t.database.db, town, { COMPANY_PHONE: '03 28 00 00 00' });
    await bumpContentVersion(t.database.db, t.events, town);
    const fresh = await page('/');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.text).toContain('03 28 00 00 00');
    expect((await page('/', WINE_HOST)).headers['x-page-cache']).toBe('hit');
    await setParameters(t.database.db, town, { COMPANY_PHONE: '03 28 41 52 60' });
    await bumpContentVersion(t.database.db, t.events, town);
    expect((await page('/', WINE_HOST)).headers['x-page-cache']).toBe('hit');
  });

  it('keeps the home page, the agenda and other pages cached while registrations arrive; only the event’s own page is rebuilt', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    const events = await t.database.db
      .select({ id: elements.id, slug: elements.slug, title: elements.title })
      .from(elements)
      .where(and(eq(elements.siteId, town), eq(elements.route, 'agenda')));
    const event = events.find((e) => e.title === 'Bourse aux jouets et aux vêtements d’enfants')!;
    const other = events.find((e) => e.id !== event.id)!;
    const detail = `/agenda/${event.slug}/${event.id}`;
    const unrelated = ['/', AGENDA, `/agenda/${other.slug}/${other.id}`];
    for (const path of [detail, ...unrelated]) await page(path);
    await page('/', WINE_HOST);
    for (const path of [detail, ...unrelated]) expect((await page(path)).headers['x-page-cache']).toBe('hit');
    // the home page shows the agenda: it was built from the event list, not from the event
    const home = await page('/');
    expect(home.text).toContain('Bourse aux jouets');

    const registered = await t.http
      .post(`/api/element/agenda/${event.id}/register`)
      .set('Host', TOWN_HOST)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ name: 'Jeanne Cache', email: 'jeanne.cache@example.org', seats: 2 });
    expect(registered.status).toBe(200);
    for (const path of unrelated) expect((await page(path)).headers['x-page-cache'], path).toBe('hit');
    expect((await page('/', WINE_HOST)).headers['x-page-cache']).toBe('hit');
    const rebuilt = await page(detail);
    expect(rebuilt.headers['x-page-cache']).toBe('miss');
    // no stale count in any document: the browser asks it after hydration
    expect(rebuilt.text).not.toMatch(/places? restantes?/);
    expect((await page(detail)).headers['x-page-cache']).toBe('hit');
  });
});
