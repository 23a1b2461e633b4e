import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakeContentEvents as fakeEvents } from '../../tests/support/content-events.ts';
import { type CachedPage, createPageCache, encodedBody, pageCacheKey } from './page-cache.ts';

const request = (over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: 'GET',
  host: 'Mairie.Localhost:3000',
  originalUrl: '/agenda?page=2',
  cookies: {},
  bot: false,
  ...over,
});
/** A page of these bytes (its compressed copies are made on demand, counted when made). */
const page = (siteId: number, html = '<p>page</p>', tags: string[] = []): CachedPage => ({
  siteId,
  tags,
  csp: null,
  body: Buffer.from(html),
  encoded: new Map(),
  etag: html,
});

describe('page cache key', () => {
  it('keys anonymous reads by host, full URL and crawler or browser', () => {
    expect(pageCacheKey(request())).toBe('web|unanswered|mairie.localhost:3000|/agenda?page=2');
    expect(pageCacheKey(request({ bot: true }))).toBe('bot|unanswered|mairie.localhost:3000|/agenda?page=2');
    expect(pageCacheKey(request({ method: 'HEAD' }))).not.toBeNull();
  });

  it('never keys a visit with a session, a write or a huge URL', () => {
    expect(pageCacheKey(request({ cookies: { token: 'abc' } }))).toBeNull();
    expect(pageCacheKey(request({ method: 'POST' }))).toBeNull();
    expect(pageCacheKey(request({ originalUrl: `/?q=${'a'.repeat(2000)}` }))).toBeNull();
  });

  it('makes the consent choice a variant of the page, never its date', () => {
    const now = Math.floor(Date.now() / 1000);
    const all = pageCacheKey(request({ cookies: { parvis_consent: `all.${now}` } }));
    expect(all).toBe('web|all|mairie.localhost:3000|/agenda?page=2');
    expect(pageCacheKey(request({ cookies: { parvis_consent: `all.${now - 60}` } }))).toBe(all);
    expect(pageCacheKey(request({ cookies: { parvis_consent: `none.${now}` } }))).toContain('|none|');
    // a consent cookie that no longer counts (expired, malformed) shows the banner to all alike
    const unanswered = pageCacheKey(request());
    expect(pageCacheKey(request({ cookies: { parvis_consent: 'all.100000000' } }))).toBe(unanswered);
    expect(pageCacheKey(request({ cookies: { parvis_consent: 'maybe', locale: 'en_GB', x: '1' } }))).toBe(
      unanswered,
    );
  });
});

describe('page cache', () => {
  it('gives back a page until its TTL passes', () => {
    let now = 1_000;
    const cache = createPageCache(fakeEvents(), { ttlMs: 60_000, now: () => now });
    cache.set('a', page(1), cache.mark());
    expect(cache.get('a')?.body.toString()).toBe('<p>page</p>');
    now += 60_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 0, bytes: 0 });
  });

  it('keeps a URL with a query string from its second request within the TTL, a path at once', () => {
    let now = 1_000;
    const cache = createPageCache(fakeEvents(), { ttlMs: 60_000, now: () => now });
    const query = 'web|none|mairie.localhost|/agenda?page=2';
    const first = page(1);
    expect(cache.set(query, first, cache.mark())).toBe(first); // served, not kept
    expect(cache.get(query)).toBeNull();
    cache.set(query, page(1), cache.mark());
    expect(cache.get(query)).not.toBeNull();
    // asked once, then again after its TTL: still once
    const other = 'web|none|mairie.localhost|/?utm_source=x';
    cache.set(other, page(1), cache.mark());
    now += 60_000;
    cache.set(other, page(1), cache.mark());
    expect(cache.get(other)).toBeNull();
    cache.set('web|none|mairie.localhost|/agenda', page(1), cache.mark());
    expect(cache.get('web|none|mairie.localhost|/agenda')).not.toBeNull();
  });

  it('never lets one-off query strings push kept pages out of the budget', () => {
    const cache = createPageCache(fakeEvents(), { ttlMs: 60_000, maxBytes: 4_000 });
    cache.set('home', page(1, 'x'.repeat(400)), cache.mark());
    for (let n = 0; n < 1_000; n++)
      cache.set(`web|none|h|/?bust=${n}`, page(1, 'y'.repeat(400)), cache.mark());
    expect(cache.get('home')).not.toBeNull();
    expect(cache.stats().entries).toBe(1);
  });

  it('drops the pages of a site whose content changed, and only those', async () => {
    const events = fakeEvents();
    const cache = createPageCache(events, { ttlMs: 60_000 });
    cache.set('town', page(1), cache.mark());
    cache.set('wine', page(2), cache.mark());
    await events.publish(1);
    expect(cache.get('town')).toBeNull();
    expect(cache.get('wine')).not.toBeNull();
  });

  it('does not keep a page whose site changed while it was rendered', async () => {
    const events = fakeEvents();
    const cache = createPageCache(events, { ttlMs: 60_000 });
    const mark = cache.mark();
    await events.publish(1);
    cache.set('town', page(1), mark);
    expect(cache.get('town')).toBeNull();
    cache.set('town', page(1), cache.mark());
    expect(cache.get('town')).not.toBeNull();
  });

  it('drops, on a tagged change, only the pages of that site carrying one of its tags', async () => {
    const events = fakeEvents();
    const cache = createPageCache(events, { ttlMs: 60_000 });
    cache.set('home', page(1, '<p>home</p>', ['list:element:agenda', 'list:news']), cache.mark());
    cache.set('event', page(1, '<p>event</p>', ['element:7']), cache.mark());
    cache.set('other', page(1, '<p>other</p>', ['element:8']), cache.mark());
    cache.set('plain', page(1, '<p>menu only</p>'), cache.mark());
    cache.set('wine', page(2, '<p>wine event 7</p>', ['element:7']), cache.mark());
    await events.publish(1, ['element:7']);
    expect(cache.get('event')).toBeNull();
    for (const key of ['home', 'other', 'plain', 'wine']) expect(cache.get(key)).not.toBeNull();
    await events.publish(1, ['list:news', 'element:99']);
    expect(cache.get('home')).toBeNull();
    expect(cache.get('other')).not.toBeNull();
    // a change of the whole site: every page of the site, never another site's
    await events.publish(1);
    expect(cache.get('other')).toBeNull();
    expect(cache.get('plain')).toBeNull();
    expect(cache.get('wine')).not.toBeNull();
  });

  it('files each page under its site and tags, and leaves no tag behind once pages are gone', async () => {
    const events = fakeEvents();
    let now = 0;
    const cache = createPageCache(events, { ttlMs: 1_000, now: () => now });
    cache.set('a', page(1, 'a', ['element:1', 'list:x']), cache.mark());
    cache.set('a', page(1, 'a', ['element:2']), cache.mark()); // replaced: element:1 is unfiled
    await events.publish(1, ['element:1']);
    expect(cache.get('a')).not.toBeNull();
    cache.set('b', page(2, 'b', ['element:2']), cache.mark());
    expect(cache.stats().tagBuckets).toBe(4); // site 1, 1|element:2, site 2, 2|element:2
    now = 2_000;
    expect(cache.get('a')).toBeNull(); // expired
    await events.publish(2, ['element:2']);
    expect(cache.stats()).toMatchObject({ entries: 0, tagBuckets: 0 });
  });

  it('keeps a page rendered across a change that does not touch it, not one that does', async () => {
    const events = fakeEvents();
    const cache = createPageCache(events, { ttlMs: 60_000 });
    const mark = cache.mark();
    await events.publish(1, ['element:7']);
    await events.publish(2);
    cache.set('home', page(1, 'home', ['list:element:agenda']), mark);
    cache.set('event', page(1, 'event', ['element:7']), mark);
    expect(cache.get('home')).not.toBeNull();
    expect(cache.get('event')).toBeNull();
    // so many changes since the mark that they are not all remembered: not kept
    const old = cache.mark();
    for (let i = 0; i < 600; i++) await events.publish(2, ['element:1']);
    cache.set('late', page(1, 'late', ['list:news']), old);
    expect(cache.get('late')).toBeNull();
  });

  it('stays within its byte budget, dropping the least recently used page first', () => {
    const cache = createPageCache(fakeEvents(), { ttlMs: 60_000, maxBytes: 8_000 });
    const html = 'x'.repeat(990); // about 1 000 bytes held
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, page(1, html), 0);
    expect(cache.get('a')).not.toBeNull(); // a is now the most recent
    cache.set('i', page(1, html), 0);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(8_000);
    // a page bigger than an eighth of the budget is never kept
    cache.set('big', page(1, 'x'.repeat(1_100)), 0);
    expect(cache.get('big')).toBeNull();
  });

  it('makes each compressed copy once, when first asked, and counts it in the budget', async () => {
    const cache = createPageCache(fakeEvents(), { ttlMs: 60_000, maxBytes: 8_000 });
    const html = `<p>${'Vallon-sur-Lys '.repeat(60)}</p>`;
    cache.set('a', page(1, html), 0);
    const before = cache.stats().bytes;
    const kept = cache.get('a')!;
    expect(kept.encoded.size).toBe(0); // nothing compressed until a visitor accepts it
    const [first, second] = await Promise.all([encodedBody(kept, 'br'), encodedBody(kept, 'br')]);
    expect(second).toBe(first); // one compression for concurrent visitors
    expect(brotliDecompressSync(first).toString()).toBe(html);
    const gz = await encodedBody(cache.get('a')!, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(before + first.length + gz.length);
    // a copy made after its page was dropped is not counted
    const late = page(1, html);
    cache.set('b', late, 0);
    cache.clear();
    await encodedBody(late, 'gzip');
    expect(cache.stats().bytes).toBe(0);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = createPageCache(fakeEvents(), { ttlMs: 0 });
    cache.set('a', page(1), 0);
    expect(cache.get('a')).toBeNull();
  });
});
