// A document sent whole (a page kept for every visitor, a crawler's) is rendered at once
// (client/entry-server.tsx, `renderedAtOnce`); a person's page without the page cache is
// streamed. Both must be the same page: here the cache is off, so a browser's request is
// streamed and a crawler's rendered at once, and their documents are compared byte for byte
// (nonces aside), page after page; the operators' metrics say which way each was made.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const get = (path: string, host: string, agent: string) =>
  t.http.get(path).set('Host', host).set('User-Agent', agent);
const STATE = /(<script type="application\/json" id="__PARVIS_STATE__">)([^<]*)(<\/script>)/;
/** The document without its nonces and its state, and the state parsed (the order of its members
 * depends on whether the render started the site or its kept start, not on how it rendered). */
const parts = (html: string) => ({
  document: html.replace(/ nonce="[^"]+"/g, ' nonce=""').replace(STATE, '$1…$3'),
  state: JSON.parse(STATE.exec(html)?.[2] ?? 'null') as unknown,
});

async function renders(): Promise<Record<string, number>> {
  const text = (await supertest(t.app.metricsHandler).get('/metrics')).text;
  return Object.fromEntries(
    [...text.matchAll(/^parvis_page_renders_total\{mode="([^"]+)"\} (\d+)$/gm)].map(([, mode, n]) => [
      mode!,
      Number(n),
    ]),
  );
}

describe('a document rendered at once', () => {
  it('is the very document a streamed render makes, on every kind of page', async () => {
    const news = (await get('/infos-utiles/en-ce-moment/actualites', TOWN_HOST, BROWSER)).text;
    const detail = /href="(\/actualites\/[^"]+)"/.exec(news)?.[1];
    expect(detail).toBeDefined();
    const pages: [string, string][] = [
      [TOWN_HOST, '/'],
      [TOWN_HOST, '/infos-utiles/eglise/culte'],
      [TOWN_HOST, '/infos-utiles/en-ce-moment/actualites'],
      [TOWN_HOST, '/infos-utiles/en-ce-moment/actualites?page=2'],
      [TOWN_HOST, detail!],
      [TOWN_HOST, '/infos-utiles/en-ce-moment/agenda'],
      [TOWN_HOST, '/nous-contacter'],
      [TOWN_HOST, '/legal-notice'],
      [TOWN_HOST, '/cette-page-n-existe-pas'],
      [WINE_HOST, '/'],
    ];
    const before = await renders();
    for (const [host, path] of pages) {
      const streamed = await get(path, host, BROWSER);
      const atOnce = await get(path, host, CRAWLER);
      expect(atOnce.status, path).toBe(streamed.status);
      const [a, b] = [parts(atOnce.text), parts(streamed.text)];
      expect(a.document, `${host}${path}`).toBe(b.document);
      expect(a.state, `${host}${path}`).toEqual(b.state);
    }
    const after = await renders();
    expect((after['at once'] ?? 0) - (before['at once'] ?? 0)).toBe(pages.length);
    expect((after.streamed ?? 0) - (before.streamed ?? 0)).toBe(pages.length);
  });
});
