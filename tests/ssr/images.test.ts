// /_ipx: responsive variants of the site's media at fixed widths (SPEC §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string) =>
  t.http
    .get(path)
    .set('Host', TOWN_HOST)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the image optimiser', () => {
  it('serves a webp of the asked width, cacheable', async () => {
    const res = await get('/_ipx/w_320,f_webp/media/album/saint-jean-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 4).toString()).toBe('RIFF');
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    const again = await get('/_ipx/w_320,f_webp/media/album/saint-jean-1.svg');
    expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
    const png = await get('/_ipx/w_160,f_png/media/logo.svg');
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).readUInt32BE(16)).toBe(160); // IHDR width
  });

  it('refuses sizes and formats outside the set, and unknown or foreign files', async () => {
    expect((await get('/_ipx/w_321,f_webp/media/logo.svg')).status).toBe(400);
    expect((await get('/_ipx/w_320,f_gif/media/logo.svg')).status).toBe(400);
    expect((await get('/_ipx/w_320,blur_9/media/logo.svg')).status).toBe(400);
    expect((await get('/_ipx/w_320,f_webp/media/nothing.svg')).status).toBe(404);
    expect((await get('/_ipx/w_320,f_webp/media/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/_ipx/w_320,f_webp/media/favicon.txt')).status).toBe(404);
  });
});
