// Page blocks rendered on the server with their data (ADR 006).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test');

describe('the useful numbers block', () => {
  it('lists every number of the site with a tel: link, after the page text', async () => {
    const res = await page('/infos-utiles/numeros-utiles/numeros-utiles');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('Urgences et services');
    expect(html).toMatch(/SAMU<\/span><a class="useful-number-phone" href="tel:15">15<\/a>/);
    expect(html).toContain('href="tel:112"');
    // the block's data travels slimmed: the elements' bodies stay on the server
    expect(html).not.toContain('Composez le 15 pour toute urgence');
  });
});
