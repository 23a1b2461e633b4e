// The look of a site in the admin panel (ADR 016): logos and the banner chosen among the site's
// images, fonts among the bundled and uploaded families, font files read by their bytes and named
// by their weight, the public site changed at once (its info, its pages' @font-face), the audit
// log, and another site's images out of reach.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mediaItemSchema, mediaUsageSchema } from '#shared/contracts/admin-media.ts';
import { themeSchema } from '#shared/contracts/admin-theme.ts';
import { siteInfoSchema } from '#shared/contracts/site.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let visitor: string;
let logoUrl: string;
let logoId: number;

const call = adminCaller(
  () => t,
  () => admin,
);
const siteInfo = async (host = TOWN_HOST) =>
  expectSuccess(await t.http.get('/api/site/info').set('Host', host), siteInfoSchema);
/** Bytes that begin as a WOFF2 file does (the server reads the type from them). */
const woff2 = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60, 1)]);

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, wineAdmin, visitor } = await adminTokens(t.database));
  const png = await sharp({ create: { width: 120, height: 60, channels: 4, background: '#1b5ec0' } })
    .png()
    .toBuffer();
  const item = expectSuccess(
    await call('post', '/admin/media').attach('file', png, 'blason.png').field('alt', 'Blason de la commune'),
    mediaItemSchema,
  );
  logoUrl = item.url;
  logoId = item.id;
});
afterAll(() => t?.close());

describe('logos', () => {
  it('sets the logo to one of the site’s images with its text, shown by the public site at once', async () => {
    const theme = expectSuccess(
      await call('put', '/admin/theme/logos/LOGO').send({ url: logoUrl, alt: 'Mairie de Vallon-sur-Lys' }),
      themeSchema,
    );
    expect(theme.logos.find((l) => l.type === 'LOGO')).toEqual({
      type: 'LOGO',
      url: logoUrl,
      alt: 'Mairie de Vallon-sur-Lys',
    });
    const info = await siteInfo();
    expect(info.logos.find((l) => l.type === 'LOGO')?.onlineImage?.url).toBe(logoUrl);
    const usages = expectSuccess(
      await call('get', `/admin/media/${logoId}/usages`),
      z.array(mediaUsageSchema),
    );
    expect(usages.map((u) => u.entity)).toEqual(['logos']);
    // a logo in use cannot leave the library
    expectFailure(await call('delete', `/admin/media/${logoId}`), 409);
    const home = await t.http.get('/').set('Host', TOWN_HOST);
    expect(home.text).toContain(logoUrl);
  });

  it('asks for the logo’s text but not the favicon’s, and refuses an image that is not the site’s', async () => {
    const noAlt = await call('put', '/admin/theme/logos/LOGO_FOOTER').send({ url: logoUrl, alt: '' });
    expect(expectFailure(noAlt, 400)).toMatch(/texte du logo/);
    expect(fieldsOf(noAlt)).toEqual([{ path: 'alt', message: 'required' }]);
    expectSuccess(
      await call('put', '/admin/theme/logos/LOGO_FAVICON').send({ url: logoUrl, alt: '' }),
      themeSchema,
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#702' } })
      .png()
      .toBuffer();
    const theirs = expectSuccess(
      await call('post', '/admin/media', wineAdmin, WINE_HOST)
        .attach('file', png, 'cep.png')
        .field('alt', 'Un cep'),
      mediaItemSchema,
    ).url;
    const foreign = await call('put', '/admin/theme/logos/LOGO_FOOTER').send({ url: theirs, alt: 'Intrus' });
    expectFailure(foreign, 400);
    expect(fieldsOf(foreign)).toEqual([{ path: 'url', message: 'unknown_image' }]);
    expectFailure(
      await call('put', '/admin/theme/logos/LOGO_FOOTER').send({
        url: 'https://evil.example/x.png',
        alt: 'x',
      }),
      400,
    );
    expectFailure(await call('put', '/admin/theme/logos/BANNER').send({ url: logoUrl, alt: 'x' }), 400);
  });

  it('removes a logo and lets its image go', async () => {
    expectSuccess(await call('delete', '/admin/theme/logos/LOGO_FAVICON'), themeSchema);
    const theme = expectSuccess(await call('get', '/admin/theme'), themeSchema);
    expect(theme.logos.find((l) => l.type === 'LOGO_FAVICON')?.url).toBeNull();
  });
});

describe('the banner and the fonts', () => {
  it('sets the banner with its options, and refuses values the site cannot show', async () => {
    const theme = expectSuccess(
      await call('put', '/admin/theme/banner').send({
        url: logoUrl,
        positionX: 'left',
        positionY: 'top',
        size: 'contain',
        repeat: 'no-repeat',
        height: 240,
      }),
      themeSchema,
    );
    expect(theme.banner).toMatchObject({ url: logoUrl, positionX: 'left', height: 240 });
    expect((await siteInfo()).banner).toMatchObject({ positionX: 'left', size: 'contain', height: 240 });
    expectFailure(await call('put', '/admin/theme/banner').send({ ...theme.banner, height: 5000 }), 400);
    expectFailure(await call('put', '/admin/theme/banner').send({ ...theme.banner, size: 'url(x)' }), 400);
  });

  it('takes font files by their bytes, weighs them by their name, and declares them on the public pages', async () => {
    const refused = await call('post', '/admin/theme/font-files')
      .attach('file', Buffer.from('not a font at all'), 'Marianne-Bold.woff2')
      .field('family', 'Marianne');
    expect(expectFailure(refused, 400)).toMatch(/police/);
    const theme = expectSuccess(
      await call('post', '/admin/theme/font-files')
        .attach('file', woff2, 'Marianne-BoldItalic.woff2')
        .field('family', 'Marianne'),
      themeSchema,
    );
    expect(theme.families).toEqual(['Lato', 'Marianne']);
    const file = theme.fontFiles.find((f) => f.family === 'Marianne')!;
    expect(file).toMatchObject({ weight: 700, style: 'italic' });
    expect(file.url).toMatch(/^\/media\/fonts\/marianne\/marianne-bolditalic-[0-9a-f]{8}\.woff2$/);
    const served = await t.http.get(file.url).set('Host', TOWN_HOST);
    expect(served.headers['content-type']).toContain('font/woff2');

    const fonts = expectSuccess(
      await call('put', '/admin/theme/fonts').send({
        fonts: [{ type: 'TITLE', family: 'Marianne', color: null, size: '2em', weight: '700', style: null }],
      }),
      themeSchema,
    );
    expect(fonts.fonts.find((f) => f.type === 'TITLE')).toMatchObject({ family: 'Marianne', size: '2em' });
    const home = await t.http.get('/').set('Host', TOWN_HOST);
    expect(home.text).toContain(
      `@font-face{font-family:'Marianne';src:url(${file.url}) format('woff2');font-weight:700;font-style:italic;font-display:swap}`,
    );
    expect(home.text).toMatch(/--font-title:'Marianne'/);
    // the wine estate's pages do not declare the town hall's fonts
    expect((await t.http.get('/').set('Host', WINE_HOST)).text).not.toContain('Marianne');

    const unknown = await call('put', '/admin/theme/fonts').send({
      fonts: [{ type: 'MENU', family: 'Comic Sans MS', color: null, size: null, weight: null, style: null }],
    });
    expectFailure(unknown, 400);
    expect(fieldsOf(unknown)).toEqual([{ path: 'fonts.0.family', message: 'unknown_font' }]);

    const removed = expectSuccess(await call('delete', `/admin/theme/font-files/${file.id}`), themeSchema);
    expect(removed.fontFiles).toEqual([]);
    expect((await t.http.get(file.url).set('Host', TOWN_HOST)).status).toBe(404);
  });
});

describe('access', () => {
  it('is for the site’s administrators only, each on their own site', async () => {
    expectFailure(await call('get', '/admin/theme', visitor), 403);
    expectFailure(await call('get', '/admin/theme', null), 401);
    const wine = expectSuccess(await call('get', '/admin/theme', wineAdmin, WINE_HOST), themeSchema);
    expect(wine.logos.find((l) => l.type === 'LOGO')?.url).not.toBe(logoUrl);
    expectFailure(await call('delete', '/admin/theme/font-files/999999'), 404);
  });
});
