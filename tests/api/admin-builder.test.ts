// The page builder's admin calls (ADR 006 amended by issue 14): a page-builder page's draft holds
// its HTML and CSS (sanitised) and the site's blocks, each placed once at the top level of the HTML;
// publishing, revisions and discarding work as for block pages; `hash/check` says whether a layout
// stores some HTML and whether its preview image is stale; the preview image is stored per layout,
// served to the site's administrators only, and follows the draft when it is published.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '#shared/contracts/admin.ts';
import {
  editorLayoutSchema,
  hashCheckAnswerSchema,
  previewAnswerSchema,
} from '#shared/contracts/admin-layout.ts';
import { adminPageSchema } from '#shared/contracts/admin-pages.ts';
import { pageDetailSchema } from '#shared/contracts/page.ts';
import { blockPlaceholder } from '#shared/lib/grape-placeholders.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let operator: string;
let visitor: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, wineAdmin, operator, visitor } = await adminTokens(t.database));
});
afterAll(() => t?.close());

const call = adminCaller(
  () => t,
  () => admin,
);

/** A new page of the town hall, published, of the given kind of content, with no layout. */
async function newPage(title: string, type: 'V1' | 'GRAPE' = 'GRAPE'): Promise<number> {
  const page = expectSuccess(
    await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: null, title, type, isValid: true }),
    adminPageSchema,
  );
  return page.id;
}
const layoutOf = async (id: number) =>
  expectSuccess(await call('get', `/admin/page/${id}/layout`), editorLayoutSchema);
const saveDraft = (id: number, body: object, token = admin) =>
  call('put', `/admin/page/${id}/layout/draft`, token).send({ baseUpdatedAt: null, ...body });
const publish = (id: number, baseUpdatedAt: string) =>
  call('post', `/admin/page/${id}/layout/publish`).send({ baseUpdatedAt });
const hashCheck = (
  pageId: number,
  layoutId: number,
  body: object,
  token: string | null = admin,
  host = TOWN_HOST,
) => call('post', `/admin/page/${pageId}/layout/${layoutId}/hash/check`, token, host).send(body);
const uploadPreview = (
  pageId: number,
  layoutId: number,
  image: Buffer | null,
  token: string | null = admin,
) => {
  const req = call('put', `/admin/page/${pageId}/layout/${layoutId}/preview`, token);
  return image ? req.attach('file', image, 'apercu.png') : req.field('note', 'rien');
};
const publicPage = async (slug: string) =>
  expectSuccess(await t.http.get(`/api/page/${slug}`).set('Host', TOWN_HOST), pageDetailSchema);

const CTA = {
  id: 'inscription',
  type: 'callToAction',
  title: 'Inscrivez-vous',
  label: 'Formulaire',
  url: '/contact',
};
const NEWS = { id: 'nouvelles', type: 'newsList', title: 'Nouvelles', nbItem: 3 };
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f4e' } })
    .png()
    .toBuffer();

describe('a page-builder draft', () => {
  it('stores sanitised HTML and CSS with the blocks in the order of their places, then publishes them', async () => {
    const id = await newPage('Fête de la musique');
    const saved = expectSuccess(
      await saveDraft(id, {
        blocks: [CTA, NEWS],
        html: `<section id="haut" onclick="x()"><h1>Programme</h1><script>alert(1)</script></section>
          <div data-parvis-block="nouvelles" class="x" id="i8" data-block-type="newsList"></div>
          <p>Entre les deux</p><div data-parvis-block="inscription"></div>`,
        css: '@import url(https://evil.example/x.css); #haut { color: #2a6f4e; }',
      }),
      editorLayoutSchema,
    );
    const draft = saved.draft!;
    expect(draft.html).toBe(
      `<section id="haut"><h2>Programme</h2></section>\n          ${blockPlaceholder('nouvelles')}\n          <p>Entre les deux</p>${blockPlaceholder('inscription')}`,
    );
    expect(draft.css).toBe('#haut { color: #2a6f4e; }');
    expect(draft.blocks.map((b) => b.id)).toEqual(['nouvelles', 'inscription']);
    expect(draft.hash).toMatch(/^[\w-]{16}$/);
    expect(draft.previewHash).toBeNull();
    // visitors see nothing of it yet
    expect((await publicPage('fete-de-la-musique')).layout).toBeNull();

    const published = expectSuccess(await publish(id, draft.updatedAt), editorLayoutSchema);
    expect(published.draft).toBeNull();
    expect(published.live).toMatchObject({ html: draft.html, css: draft.css, hash: draft.hash });
    const page = await publicPage('fete-de-la-musique');
    expect(page.type).toBe('GRAPE');
    expect(page.layout).toMatchObject({ html: draft.html, hash: draft.hash });
    expect(page.layout?.blocks.map((b) => b.id)).toEqual(['nouvelles', 'inscription']);
    const css = await t.http.get(`/api/layout/${page.layout!.id}/css?v=${draft.hash}`).set('Host', TOWN_HOST);
    expect(css.text).toContain('@scope (.grape-page)');
    expect(css.text).toContain('#haut { color: #2a6f4e; }');
  });

  it('starts a block page turned into a page-builder page from its blocks in order, and restores a revision with its HTML', async () => {
    const id = await newPage('Marché aux fleurs', 'V1');
    const first = expectSuccess(await saveDraft(id, { blocks: [CTA] }), editorLayoutSchema);
    expect(first.draft?.html).toBeNull();
    expectSuccess(await publish(id, first.draft!.updatedAt), editorLayoutSchema);
    const page = expectSuccess(await call('get', '/admin/pages?locale=fr_FR'), z.array(adminPageSchema)).find(
      (p) => p.id === id,
    )!;
    expectSuccess(
      await call('put', `/admin/pages/${id}`).send({
        title: page.title,
        url: page.url,
        isValid: true,
        type: 'GRAPE',
        link: { type: 'NONE', url: null },
      }),
      adminPageSchema,
    );
    // its live layout (a block layout) stays what visitors see until a draft is published
    const second = expectSuccess(
      await saveDraft(id, { blocks: [CTA], html: `<p>Le marché</p>${blockPlaceholder(CTA.id)}`, css: '' }),
      editorLayoutSchema,
    );
    expectSuccess(await publish(id, second.draft!.updatedAt), editorLayoutSchema);
    const revisions = expectSuccess(
      await call('get', `/admin/page/${id}/layout/revisions`),
      z.array(z.object({ id: z.number() })),
    );
    expect(revisions).toHaveLength(1);
    const restored = expectSuccess(
      await call('post', `/admin/page/${id}/layout/revisions/${revisions[0]!.id}/restore`).send({
        baseUpdatedAt: null,
      }),
      editorLayoutSchema,
    );
    // the first layout had no HTML: its block takes its place at the top level
    expect(restored.draft?.html).toBe(blockPlaceholder(CTA.id));
    expect(restored.draft?.blocks).toEqual([CTA]);
  });
});

describe('refusals', () => {
  it('asks a page-builder page for its HTML, and a block page for none', async () => {
    const grape = await newPage('Sans HTML');
    const noHtml = await saveDraft(grape, { blocks: [] });
    expectFailure(noHtml, 400);
    expect(fieldsOf(noHtml)).toEqual([{ path: 'html', message: 'required' }]);
    const blocks = await newPage('Page de blocs', 'V1');
    const withHtml = await saveDraft(blocks, { blocks: [], html: '<p>Non</p>' });
    expect(expectFailure(withHtml, 400)).toMatch(/faite de blocs/);
    expect(fieldsOf(withHtml)).toEqual([{ path: 'html', message: 'not_grape' }]);
  });

  it('refuses a block placed inside the page’s HTML, twice, without its block, or a block without a place, writing nothing', async () => {
    const id = await newPage('Places');
    const nested = await saveDraft(id, {
      blocks: [CTA],
      html: `<section>${blockPlaceholder(CTA.id)}</section>`,
      css: '',
    });
    expect(expectFailure(nested, 400)).toMatch(/premier niveau/);
    expect(fieldsOf(nested)).toEqual([{ path: 'html.inscription', message: 'misplaced' }]);
    const filled = await saveDraft(id, {
      blocks: [CTA],
      html: `<div data-parvis-block="inscription"><p>Texte</p></div>`,
    });
    expect(fieldsOf(filled)).toEqual([{ path: 'html.inscription', message: 'misplaced' }]);
    const twice = await saveDraft(id, {
      blocks: [CTA],
      html: blockPlaceholder(CTA.id) + blockPlaceholder(CTA.id),
    });
    expect(fieldsOf(twice)).toEqual([{ path: 'html.inscription', message: 'misplaced' }]);
    const unknown = await saveDraft(id, {
      blocks: [CTA],
      html: blockPlaceholder(CTA.id) + blockPlaceholder('autre'),
    });
    expect(expectFailure(unknown, 400)).toMatch(/sa place/);
    expect(fieldsOf(unknown)).toEqual([{ path: 'html.autre', message: 'unknown_block' }]);
    const unplaced = await saveDraft(id, { blocks: [NEWS, CTA], html: blockPlaceholder(CTA.id) });
    expect(fieldsOf(unplaced)).toEqual([{ path: 'blocks.0', message: 'unplaced' }]);
    // a block that breaks its contract is refused as on a block page
    const broken = await saveDraft(id, {
      blocks: [{ ...CTA, url: 'javascript:alert(1)' }],
      html: blockPlaceholder(CTA.id),
    });
    expect(fieldsOf(broken)).toEqual([{ path: 'blocks.0.url', message: 'invalid' }]);
    expect((await layoutOf(id)).draft).toBeNull();
  });
});

describe('the hash check and the preview image', () => {
  it('says whether a layout stores the HTML and whether its preview is stale; stores, serves and moves the preview', async () => {
    const id = await newPage('Brocante');
    const html = `<p>La brocante</p>${blockPlaceholder(CTA.id)}`;
    const saved = expectSuccess(
      await saveDraft(id, { blocks: [CTA], html, css: 'p { margin: 0 }' }),
      editorLayoutSchema,
    );
    const draft = saved.draft!;

    const same = expectSuccess(
      await hashCheck(id, draft.id, { html, css: 'p { margin: 0 }' }),
      hashCheckAnswerSchema,
    );
    expect(same).toEqual({ hash: draft.hash, matches: true, previewStale: true });
    // the stored CSS counts when none is sent; the editor's own attributes are sanitised away
    const withoutCss = expectSuccess(
      await hashCheck(id, draft.id, { html: html.replace('<p>', '<p onclick="x()">') }),
      hashCheckAnswerSchema,
    );
    expect(withoutCss.matches).toBe(true);
    const other = expectSuccess(
      await hashCheck(id, draft.id, { html: '<p>Autre</p>' }),
      hashCheckAnswerSchema,
    );
    expect(other.matches).toBe(false);

    // the preview: an image, redrawn as WebP, for the layout as it is stored now
    const notImage = await uploadPreview(id, draft.id, Buffer.from('%PDF-1.4 pas une image'));
    expect(fieldsOf(notImage)).toEqual([{ path: 'file', message: 'file_type' }]);
    expect(fieldsOf(await uploadPreview(id, draft.id, null))).toEqual([
      { path: 'file', message: 'required' },
    ]);
    const stored = expectSuccess(await uploadPreview(id, draft.id, await png()), previewAnswerSchema);
    expect(stored.previewHash).toBe(draft.hash);
    expect(expectSuccess(await hashCheck(id, draft.id, { html }), hashCheckAnswerSchema).previewStale).toBe(
      false,
    );
    const image = await call('get', `/admin/page/${id}/layout/${draft.id}/preview`).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.body as Buffer).metadata()).format).toBe('webp');

    // a new draft: its preview is stale until it is taken again
    const changed = expectSuccess(
      await call('put', `/admin/page/${id}/layout/draft`).send({
        blocks: [CTA],
        html: `<p>La grande brocante</p>${blockPlaceholder(CTA.id)}`,
        css: '',
        baseUpdatedAt: draft.updatedAt,
      }),
      editorLayoutSchema,
    );
    expect(changed.draft?.previewHash).toBe(draft.hash);
    expect(
      expectSuccess(await hashCheck(id, draft.id, { html: changed.draft!.html! }), hashCheckAnswerSchema)
        .previewStale,
    ).toBe(true);
    expectSuccess(await uploadPreview(id, draft.id, await png()), previewAnswerSchema);

    // published: the live layout has the draft's preview, listed with the page
    const published = expectSuccess(await publish(id, changed.draft!.updatedAt), editorLayoutSchema);
    expect(published.live?.previewHash).toBe(changed.draft!.hash);
    const live = published.live!;
    expect((await call('get', `/admin/page/${id}/layout/${live.id}/preview`)).status).toBe(200);

    const audit = expectSuccess(await call('get', '/admin/audit?entity=layout'), auditListSchema);
    expect(audit.items.some((e) => e.action === 'preview' && e.entityId === String(id))).toBe(true);
  });

  it('has no preview for a block layout, and keeps layouts to their site and their administrators', async () => {
    const id = await newPage('Blocs seulement', 'V1');
    const saved = expectSuccess(await saveDraft(id, { blocks: [CTA] }), editorLayoutSchema);
    const layoutId = saved.draft!.id;
    expect(expectFailure(await uploadPreview(id, layoutId, await png()), 409)).toMatch(/éditeur visuel/);
    expectFailure(await call('get', `/admin/page/${id}/layout/${layoutId}/preview`), 404);
    // another page's number, another site, a visitor, nobody
    expectFailure(await hashCheck(id + 100_000, layoutId, { html: '' }), 404);
    expectFailure(await hashCheck(id, layoutId, { html: '' }, wineAdmin, WINE_HOST), 404);
    expectFailure(await hashCheck(id, layoutId, { html: '' }, visitor), 403);
    expectFailure(await hashCheck(id, layoutId, { html: '' }, null), 401);
    expectFailure(await uploadPreview(id, layoutId, await png(), visitor), 403);
    expectSuccess(await hashCheck(id, layoutId, { html: '' }, operator), hashCheckAnswerSchema);
  });
});
