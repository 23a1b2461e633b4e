// The block editor's admin calls (ADR 015): a draft beside the live page, the block contract on
// save (with the field at fault), concurrent editors, publishing (the page too when asked), the
// revisions kept and restored into the draft, the audit log, and the choices the forms offer.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '#shared/contracts/admin.ts';
import {
  blockOptionsSchema,
  type EditorLayout,
  editorLayoutSchema,
  revisionDetailSchema,
  revisionSchema,
} from '#shared/contracts/admin-layout.ts';
import { adminPageSchema } from '#shared/contracts/admin-pages.ts';
import { pageLayouts } from '../../server/db/schema.ts';
import { REVISIONS_KEPT } from '../../server/modules/pages/block-editor.ts';
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

/** A new page of the town hall, unpublished, with no layout. */
async function newPage(title: string): Promise<number> {
  const page = expectSuccess(
    await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: null, title }),
    adminPageSchema,
  );
  return page.id;
}
const layoutOf = async (id: number, token = admin) =>
  expectSuccess(await call('get', `/admin/page/${id}/layout`, token), editorLayoutSchema);
const saveDraft = (id: number, blocks: unknown[], baseUpdatedAt: string | null, token = admin) =>
  call('put', `/admin/page/${id}/layout/draft`, token).send({ blocks, baseUpdatedAt });
const publish = (id: number, body: object, token = admin) =>
  call('post', `/admin/page/${id}/layout/publish`, token).send(body);
const publicPage = (path: string) => t.http.get(`/api/page/${path}`).set('Host', TOWN_HOST);
const text = (id: string, words: string) => ({ id, type: 'richText', html: `<p>${words}</p>` });

describe('the draft beside the live page', () => {
  it('saves a draft that visitors do not see, then publishes it and the page with it', async () => {
    const id = await newPage('Conseil des jeunes');
    const empty = await layoutOf(id);
    expect(empty).toMatchObject({ live: null, draft: null, sells: false, page: { id, isValid: false } });

    const saved = expectSuccess(
      await saveDraft(id, [text('intro', 'Le conseil des jeunes se réunit le mercredi.')], null),
      editorLayoutSchema,
    );
    expect(saved.draft?.blocks).toEqual([text('intro', 'Le conseil des jeunes se réunit le mercredi.')]);
    expect(saved.draft?.authorEmail).toBe('admin@vallon-sur-lys.test');
    expect(saved.live).toBeNull();
    expect((await publicPage('conseil-des-jeunes')).status).toBe(404);

    const listed = expectSuccess(await call('get', '/admin/pages?locale=fr_FR'), z.array(adminPageSchema));
    expect(listed.find((p) => p.id === id)?.hasDraft).toBe(true);

    const published = expectSuccess(
      await publish(id, { baseUpdatedAt: saved.draft!.updatedAt, publishPage: true }),
      editorLayoutSchema,
    );
    expect(published.draft).toBeNull();
    expect(published.page.isValid).toBe(true);
    expect(published.live?.blocks).toEqual(saved.draft!.blocks);
    const visible = await publicPage('conseil-des-jeunes');
    expect(visible.status).toBe(200);
    expect(JSON.stringify(visible.body.data.layout.blocks)).toContain('le mercredi');
    // nothing to revise yet: the page had no live layout before
    expect(
      expectSuccess(await call('get', `/admin/page/${id}/layout/revisions`), z.array(revisionSchema)),
    ).toEqual([]);
  });

  it('keeps the live page as it is while the next draft is written, then keeps the old one as a revision', async () => {
    const id = await newPage('Bibliothèque');
    const first = expectSuccess(
      await saveDraft(id, [text('a', 'Horaires d’hiver')], null),
      editorLayoutSchema,
    );
    expectSuccess(
      await publish(id, { baseUpdatedAt: first.draft!.updatedAt, publishPage: true }),
      editorLayoutSchema,
    );
    const second = expectSuccess(
      await saveDraft(id, [text('a', 'Horaires d’été'), { id: 'contact', type: 'contactForm' }], null),
      editorLayoutSchema,
    );
    expect(JSON.stringify((await publicPage('bibliotheque')).body.data.layout.blocks)).toContain('hiver');
    expectSuccess(await publish(id, { baseUpdatedAt: second.draft!.updatedAt }), editorLayoutSchema);
    expect(JSON.stringify((await publicPage('bibliotheque')).body.data.layout.blocks)).toContain('été');

    const revisions = expectSuccess(
      await call('get', `/admin/page/${id}/layout/revisions`),
      z.array(revisionSchema),
    );
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ authorEmail: 'admin@vallon-sur-lys.test', blockCount: 1 });
    const detail = expectSuccess(
      await call('get', `/admin/page/${id}/layout/revisions/${revisions[0]!.id}`),
      revisionDetailSchema,
    );
    expect(detail.blocks).toEqual([text('a', 'Horaires d’hiver')]);

    // a restore writes the draft, the live page stays until published
    const restored = expectSuccess(
      await call('post', `/admin/page/${id}/layout/revisions/${revisions[0]!.id}/restore`).send({
        baseUpdatedAt: null,
      }),
      editorLayoutSchema,
    );
    expect(restored.draft?.blocks).toEqual([text('a', 'Horaires d’hiver')]);
    expect(JSON.stringify((await publicPage('bibliotheque')).body.data.layout.blocks)).toContain('été');
  });

  it('keeps the newest revisions only', async () => {
    const id = await newPage('Archives');
    let layout: EditorLayout = await layoutOf(id);
    for (let n = 0; n <= REVISIONS_KEPT + 1; n++) {
      layout = expectSuccess(
        await saveDraft(id, [text('a', `Version ${n}`)], layout.draft?.updatedAt ?? null),
        editorLayoutSchema,
      );
      layout = expectSuccess(
        await publish(id, { baseUpdatedAt: layout.draft!.updatedAt }),
        editorLayoutSchema,
      );
    }
    const revisions = expectSuccess(
      await call('get', `/admin/page/${id}/layout/revisions`),
      z.array(revisionSchema),
    );
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    const newest = expectSuccess(
      await call('get', `/admin/page/${id}/layout/revisions/${revisions[0]!.id}`),
      revisionDetailSchema,
    );
    expect(JSON.stringify(newest.blocks)).toContain(`Version ${REVISIONS_KEPT}`);
  });

  it('sanitises rich text on save', async () => {
    const id = await newPage('Piège');
    const saved = expectSuccess(
      await saveDraft(
        id,
        [{ id: 'x', type: 'richText', html: '<p onclick="alert(1)">Bonjour<script>alert(1)</script></p>' }],
        null,
      ),
      editorLayoutSchema,
    );
    expect(saved.draft?.blocks[0]).toMatchObject({ html: '<p>Bonjour</p>' });
  });

  it('discards a draft', async () => {
    const id = await newPage('Brouillon jeté');
    const saved = expectSuccess(await saveDraft(id, [text('a', 'À jeter')], null), editorLayoutSchema);
    const discarded = expectSuccess(
      await call(
        'delete',
        `/admin/page/${id}/layout/draft?baseUpdatedAt=${encodeURIComponent(saved.draft!.updatedAt)}`,
      ),
      editorLayoutSchema,
    );
    expect(discarded.draft).toBeNull();
    expect((await layoutOf(id)).draft).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses a block that breaks the contract, naming the block and the field, and writes nothing', async () => {
    const id = await newPage('Contrat');
    const res = await saveDraft(
      id,
      [
        text('a', 'Bonjour'),
        { id: 'cta', type: 'callToAction', title: '', label: 'Lire', url: 'javascript:alert(1)' },
        { id: 'a', type: 'contactForm' },
        { id: 'n', type: 'newsList', paginate: false },
        { id: 'z', type: 'nothingLikeThis' },
      ],
      null,
    );
    expect(expectFailure(res, 400)).toMatch(/champs/i);
    const paths = fieldsOf(res).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['blocks.1.title', 'blocks.1.url', 'blocks.4.type']));
    expect((await layoutOf(id)).draft).toBeNull();

    const rules = await saveDraft(
      id,
      [text('a', 'Un'), { id: 'a', type: 'contactForm' }, { id: 'n', type: 'newsList', paginate: false }],
      null,
    );
    expectFailure(rules, 400);
    expect(fieldsOf(rules)).toEqual(
      expect.arrayContaining([
        { path: 'blocks.1.id', message: 'duplicate' },
        { path: 'blocks.2.moreLink', message: 'more_link_required' },
      ]),
    );
  });

  it('refuses a write that starts from an older draft (two editors), in French, and keeps the newer one', async () => {
    const id = await newPage('Deux secrétaires');
    const first = expectSuccess(await saveDraft(id, [text('a', 'Première')], null), editorLayoutSchema);
    expectSuccess(await saveDraft(id, [text('a', 'Deuxième')], first.draft!.updatedAt), editorLayoutSchema);
    const stale = expectFailure(await saveDraft(id, [text('a', 'Troisième')], first.draft!.updatedAt), 409);
    expect(stale).toMatch(/brouillon/);
    expectFailure(await saveDraft(id, [text('a', 'Quatrième')], null), 409);
    expectFailure(await publish(id, { baseUpdatedAt: first.draft!.updatedAt }), 409);
    expect(JSON.stringify((await layoutOf(id)).draft?.blocks)).toContain('Deuxième');
  });

  it('has nothing to publish without a draft', async () => {
    const id = await newPage('Rien à publier');
    expect(expectFailure(await publish(id, { baseUpdatedAt: null }), 409)).toMatch(/brouillon/);
  });

  it('answers 404 for a page or a revision of another site, 403 to a visitor, 401 to nobody', async () => {
    const id = await newPage('Chez nous');
    expectFailure(await call('get', `/admin/page/${id}/layout`, wineAdmin, WINE_HOST), 404);
    expectFailure(await saveDraft(id, [text('a', 'Intrus')], null, visitor), 403);
    expectFailure(await call('get', `/admin/page/${id}/layout`, null), 401);
    expectFailure(await call('get', `/admin/page/${id}/layout/revisions/999999`), 404);
    expect((await layoutOf(id)).draft).toBeNull();
  });
});

describe('who did what', () => {
  it('lets an operator edit, and records saves and publishing in the audit log', async () => {
    const id = await newPage('Journal des blocs');
    const saved = expectSuccess(
      await saveDraft(id, [text('a', 'Par l’opérateur')], null, operator),
      editorLayoutSchema,
    );
    expectSuccess(await publish(id, { baseUpdatedAt: saved.draft!.updatedAt }, operator), editorLayoutSchema);
    const log = expectSuccess(await call('get', '/admin/audit?nbItem=100&entity=layout'), auditListSchema);
    const mine = log.items.filter((e) => e.entityId === String(id));
    expect(mine.map((e) => e.action)).toEqual(['publish', 'draft.save']);
    expect(mine[0]?.actor.kind).toBe('OPERATOR');
    expect(mine[0]?.changes.blocks).toEqual({ from: null, to: 'richText#a' });
  });
});

describe('the choices of the block forms', () => {
  it('lists the site’s own forms, albums, routes, addresses and images, nothing of the other site', async () => {
    const town = expectSuccess(await call('get', '/admin/blocks/options'), blockOptionsSchema);
    const wine = expectSuccess(
      await call('get', '/admin/blocks/options', wineAdmin, WINE_HOST),
      blockOptionsSchema,
    );
    expect(town.forms.length).toBeGreaterThan(0);
    expect(town.routes.map((r) => r.route)).toContain('associations');
    expect(town.images.length).toBeGreaterThan(0);
    expect(town.images.every((i) => i.url.startsWith('/media/'))).toBe(true);
    const titles = (o: z.infer<typeof blockOptionsSchema>) =>
      [...o.forms, ...o.albums, ...o.addresses, ...o.popups].map((x) => x.title);
    for (const title of titles(wine)) expect(titles(town)).not.toContain(title);
    expect(wine.routes.map((r) => r.route)).not.toContain('associations');
    expectFailure(await call('get', '/admin/blocks/options', visitor), 403);
  });
});

describe('layouts stored by an older version', () => {
  it('refuses to publish or restore a block the contract no longer accepts, writing nothing', async () => {
    const id = await newPage('Ancienne version');
    const saved = expectSuccess(await saveDraft(id, [text('a', 'Avant')], null), editorLayoutSchema);
    await t.database.db
      .update(pageLayouts)
      .set({ blocks: [{ id: 'old', type: 'marquee', text: 'Défilant' }] })
      .where(and(eq(pageLayouts.pageId, id), eq(pageLayouts.name, 'draft')));
    const refused = await publish(id, { baseUpdatedAt: saved.draft!.updatedAt });
    expect(expectFailure(refused, 409)).toMatch(/n’accepte plus/);
    expect((await layoutOf(id)).live).toBeNull();
  });
});
