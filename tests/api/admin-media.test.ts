// The media library's admin calls (ADR 017): uploads checked on their bytes with a required alt
// text for images and SVG sanitised, the list and its search, where a file is used, deletion
// refused while used, the trash and its restore, and another site's files out of reach.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorLayoutSchema } from '#shared/contracts/admin-layout.ts';
import { mediaItemSchema, mediaUsageSchema } from '#shared/contracts/admin-media.ts';
import { adminPageSchema, trashEntrySchema } from '#shared/contracts/admin-pages.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let visitor: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, wineAdmin, visitor } = await adminTokens(t.database));
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04c1b' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const call = adminCaller(
  () => t,
  () => admin,
);
const upload = (data: Buffer, filename: string, alt?: string, token = admin, host = TOWN_HOST) => {
  const req = call('post', '/admin/media', token, host).attach('file', data, filename);
  return alt === undefined ? req : req.field('alt', alt);
};
const list = async (query = '', token = admin, host = TOWN_HOST) =>
  expectSuccess(await call('get', `/admin/media?${query}`, token, host), listSchema(mediaItemSchema));

describe('uploading', () => {
  it('adds an image with its alt text, its type and size read from the bytes, served on the site only', async () => {
    const item = expectSuccess(
      await upload(png, 'Façade de la Mairie.PNG', 'La façade de la mairie'),
      mediaItemSchema,
    );
    expect(item).toMatchObject({ kind: 'image', type: 'image/png', width: 40, height: 30, usageCount: 0 });
    expect(item.url).toMatch(/^\/media\/bibliotheque\/facade-de-la-mairie-[0-9a-f]{8}\.png$/);
    const served = await t.http.get(item.url).set('Host', TOWN_HOST);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect((await t.http.get(item.url).set('Host', WINE_HOST)).status).toBe(404);
    expect((await list('kind=image&q=facade')).items.map((i) => i.id)).toContain(item.id);
    expect((await list('q=facade', wineAdmin, WINE_HOST)).items).toEqual([]);
  });

  it('refuses an image without alt text, a file of another type whatever its name, and an empty one', async () => {
    const noAlt = await upload(png, 'sans-alt.png');
    expect(expectFailure(noAlt, 400)).toMatch(/Décrivez l’image/);
    expect(fieldsOf(noAlt)).toEqual([{ path: 'alt', message: 'required' }]);
    const fake = await upload(Buffer.from('MZ this is a program'), 'photo.jpg', 'Une photo');
    expect(expectFailure(fake, 400)).toMatch(/ni une image/);
    expect(fieldsOf(fake)).toEqual([{ path: 'file', message: 'file_type' }]);
    expectFailure(await upload(Buffer.alloc(0), 'vide.png', 'Vide'), 400);
    expect(fieldsOf(await call('post', '/admin/media').field('alt', 'x'))).toEqual([
      { path: 'file', message: 'required' },
    ]);
  });

  it('adds a PDF without alt text, and sanitises an SVG', async () => {
    const pdf = expectSuccess(
      await upload(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'Compte rendu.pdf'),
      mediaItemSchema,
    );
    expect(pdf).toMatchObject({ kind: 'document', type: 'application/pdf', alt: '' });
    const svg = expectSuccess(
      await upload(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>',
        ),
        'logo.svg',
        'Le logo',
      ),
      mediaItemSchema,
    );
    const body = (await t.http.get(svg.url).set('Host', TOWN_HOST)).text || '';
    const text = body || (await t.http.get(svg.url).set('Host', TOWN_HOST).buffer(true)).body.toString();
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload/);
  });

  it('is for the site’s administrators only', async () => {
    expectFailure(await upload(png, 'intrus.png', 'Intrus', visitor), 403);
    expectFailure(await call('post', '/admin/media', null).attach('file', png, 'x.png'), 401);
  });
});

describe('describing, tracing and deleting', () => {
  it('changes the alt text, keeps it required for an image', async () => {
    const item = expectSuccess(await upload(png, 'ecole.png', 'L’école'), mediaItemSchema);
    const changed = expectSuccess(
      await call('put', `/admin/media/${item.id}`).send({ alt: 'La cour de l’école' }),
      mediaItemSchema,
    );
    expect(changed.alt).toBe('La cour de l’école');
    expectFailure(await call('put', `/admin/media/${item.id}`).send({ alt: '' }), 400);
    expectFailure(await call('put', `/admin/media/${item.id}`, wineAdmin, WINE_HOST).send({ alt: 'x' }), 404);
  });

  it('says where a file is shown and refuses to delete it while it is; deletes it to the trash, then restores it', async () => {
    const item = expectSuccess(await upload(png, 'marche.png', 'Le marché'), mediaItemSchema);
    const page = expectSuccess(
      await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: null, title: 'Marché' }),
      adminPageSchema,
    );
    const image = { url: item.url, alt: item.alt, width: 40, height: 30 };
    const draft = expectSuccess(
      await call('put', `/admin/page/${page.id}/layout/draft`).send({
        blocks: [{ id: 'photo', type: 'image', image }],
        baseUpdatedAt: null,
      }),
      editorLayoutSchema,
    );
    const usages = expectSuccess(
      await call('get', `/admin/media/${item.id}/usages`),
      z.array(mediaUsageSchema),
    );
    expect(usages).toEqual([
      {
        entity: 'page_layouts',
        entityId: expect.any(Number),
        field: 'blocks',
        label: 'Marché (brouillon)',
        href: `/admin/pages/${page.id}/contenu`,
      },
    ]);
    expect((await list('q=marche')).items.find((i) => i.id === item.id)?.usageCount).toBe(1);
    const refused = await call('delete', `/admin/media/${item.id}`);
    expect(expectFailure(refused, 409)).toMatch(/1 endroit/);
    expect((await t.http.get(item.url).set('Host', TOWN_HOST)).status).toBe(200);

    // taken out of the draft, it can go
    expectSuccess(
      await call(
        'delete',
        `/admin/page/${page.id}/layout/draft?baseUpdatedAt=${encodeURIComponent(draft.draft!.updatedAt)}`,
      ),
      editorLayoutSchema,
    );
    expectSuccess(await call('delete', `/admin/media/${item.id}`), z.object({ trashed: z.literal(1) }));
    expect((await t.http.get(item.url).set('Host', TOWN_HOST)).status).toBe(404);
    expect((await list('q=marche')).items.map((i) => i.id)).not.toContain(item.id);
    const trash = expectSuccess(await call('get', '/admin/trash'), z.array(trashEntrySchema));
    const entry = trash.find((e) => e.kind === 'MEDIA' && e.label === item.name)!;
    expect(entry).toBeDefined();
    // the trash's copy is not served under any address
    const key = (await t.database.db.execute<{ payload: { trashKey: string } }>(
      `select payload from trash where id = ${entry.id}`,
    )) as unknown as { rows: { payload: { trashKey: string } }[] };
    const trashKey = key.rows[0]!.payload.trashKey;
    expect(trashKey).toMatch(/^corbeille\//);
    expect((await t.http.get(`/media/${trashKey}`).set('Host', TOWN_HOST)).status).toBe(404);
    expect((await t.http.get(`/_ipx/w_320,f_webp/media/${trashKey}`).set('Host', TOWN_HOST)).status).toBe(
      404,
    );

    expectSuccess(await call('post', `/admin/trash/${entry.id}/restore`).send({}), z.array(adminPageSchema));
    expect((await t.http.get(item.url).set('Host', TOWN_HOST)).status).toBe(200);
    expect((await list('q=marche')).items.map((i) => i.id)).toContain(item.id);
  });

  it('answers 404 for another site’s file', async () => {
    const theirs = (await list('kind=image', wineAdmin, WINE_HOST)).items[0]!;
    expectFailure(await call('get', `/admin/media/${theirs.id}/usages`), 404);
    expectFailure(await call('delete', `/admin/media/${theirs.id}`), 404);
    expect((await list('kind=image', wineAdmin, WINE_HOST)).items.map((i) => i.id)).toContain(theirs.id);
  });
});
