// A site's media are served on its own hosts only (ADR 006, "Media"): the originals at /media/…,
// the variants at /_ipx/…, the inlined SVGs of /image/load-svg; and the library records which
// content uses which file.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { siteContextFor } from '../../server/modules/context.ts';
import { storeMedia } from '../../server/modules/media/library.ts';
import { savePageLayout } from '../../server/modules/pages/write.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, testMedia, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let town: number;
let wine: number;

beforeAll(async () => {
  t = await startTestApp();
  town = await siteId(t.database, 'vallon-sur-lys');
  wine = await siteId(t.database, 'domaine-du-vallon');
});
afterAll(() => t.close());

const get = (path: string, host: string) => t.http.get(path).set('Host', host);

describe('a site’s media on its own hosts only', () => {
  // files that only one of the two sites holds
  const townFile = 'partner-region.svg';
  const wineFile = 'album/vendanges-1.svg';

  it('serves a site’s original and its variants on the site’s host', async () => {
    const original = await get(`/media/${townFile}`, TOWN_HOST);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(original.headers['content-security-policy']).toMatch(/sandbox/);
    const variant = await get(`/_ipx/w_320,f_webp/media/${wineFile}`, WINE_HOST);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for another site’s file, by any path', async () => {
    for (const [path, host] of [
      [`/media/${townFile}`, WINE_HOST],
      [`/media/${wineFile}`, TOWN_HOST],
      [`/_ipx/w_320,f_webp/media/${townFile}`, WINE_HOST],
      [`/_ipx/w_320,f_png/media/${wineFile}`, TOWN_HOST],
      // the storage layout is <siteId>/<key>: a site id in the path names nothing
      [`/media/${town}/${townFile}`, WINE_HOST],
      [`/_ipx/w_320/media/${town}/${townFile}`, WINE_HOST],
      [`/_ipx/w_320/${town}/${townFile}`, WINE_HOST],
      // climbing out of the site's folder, plain or encoded
      [`/media/..%2f${town}%2f${townFile}`, WINE_HOST],
      [`/media/%2e%2e/${town}/${townFile}`, WINE_HOST],
      [`/_ipx/w_320/media/%2e%2e/${town}/${townFile}`, WINE_HOST],
      [`/_ipx/w_320/media/..%2F${town}%2F${townFile}`, WINE_HOST],
      // an unknown host has no media at all
      [`/media/${townFile}`, 'unknown.example'],
    ] as const) {
      const res = await get(path, host);
      expect(res.status, `${host}${path}`).toBe(404);
      expect(res.headers['content-type'], `${host}${path}`).not.toMatch(/^image\//);
    }
  });

  it('no longer serves the demo files from a static folder shared by every host', async () => {
    for (const path of ['/demo/vallon-sur-lys/partner-region.svg', '/demo/domaine-du-vallon/logo.svg']) {
      const res = await get(path, WINE_HOST);
      expect(res.headers['content-type'] ?? '', path).not.toMatch(/^image\//);
    }
  });
});

describe('media usage', () => {
  it('is recorded when content references an upload, and follows the content when it changes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c04c1b"/></svg>',
    );
    const file = await storeMedia(t.database.db, testMedia(), town, {
      key: 'uploads/usage-test.svg',
      data: svg,
      alt: 'Un carré',
    });
    expect(file).toMatchObject({
      url: '/media/uploads/usage-test.svg',
      type: 'image/svg+xml',
      width: 40,
      height: 30,
    });
    expect((await get(file.url, TOWN_HOST)).status).toBe(200);

    const [page] = await t.database.db
      .select({ id: schema.pages.id })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, town), eq(schema.pages.path, 'nous-contacter')));
    const ctx = await siteContextFor({ db: t.database.db, events: t.events }, town);
    const image = { id: 'image-usage', type: 'image', image: { url: file.url, alt: 'Un carré' } };
    const layoutId = await savePageLayout(ctx, page!.id, [image], 'usage-test');

    const usages = () =>
      t.database.db
        .select({
          kind: schema.mediaUsages.entityKind,
          id: schema.mediaUsages.entityId,
          field: schema.mediaUsages.field,
        })
        .from(schema.mediaUsages)
        .where(and(eq(schema.mediaUsages.siteId, town), eq(schema.mediaUsages.mediaId, file.id)));
    expect(await usages()).toEqual([{ kind: 'page_layouts', id: layoutId, field: 'blocks' }]);

    // the reference removed, the record goes with it
    await savePageLayout(
      ctx,
      page!.id,
      [{ id: 'x', type: 'richText', html: '<p>Sans image</p>' }],
      'usage-test',
    );
    expect(await usages()).toEqual([]);
  });

  it('records the seeded content’s files', async () => {
    const rows = await t.database.db
      .select({ key: schema.media.key, kind: schema.mediaUsages.entityKind, field: schema.mediaUsages.field })
      .from(schema.mediaUsages)
      .innerJoin(
        schema.media,
        and(
          eq(schema.media.siteId, schema.mediaUsages.siteId),
          eq(schema.media.id, schema.mediaUsages.mediaId),
        ),
      )
      .where(eq(schema.mediaUsages.siteId, wine));
    expect(rows).toContainEqual({ key: 'album/vendanges-1.svg', kind: 'album_images', field: 'image' });
    expect(rows).toContainEqual({ key: 'logo.svg', kind: 'logos', field: 'onlineImage' });
  });
});
