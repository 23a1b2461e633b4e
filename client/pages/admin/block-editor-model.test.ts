import { allSettled, fork, type Scope } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockOptions, EditorLayout, Revision } from '#shared/contracts/admin-layout.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { type ApiRequest, requestFx } from '../../shared/api/request.ts';
import { $blockData, blocksOpened, PageBlocks } from '../../widgets/page-blocks/index.ts';
import {
  $blockEditorStatus,
  $blocks,
  $blocksVersion,
  $comparison,
  $conflict,
  $dirty,
  $editorLayout,
  $editorNotice,
  $focusRequest,
  $moveNews,
  $openBlock,
  $previewBlocks,
  $revisions,
  $shownErrors,
  blockAdded,
  blockDropped,
  blockEditorOpened,
  blockFieldChanged,
  blockFieldLeft,
  blockFieldSet,
  blockMoved,
  blockRemoveAsked,
  blockRemoveConfirmed,
  compareClicked,
  discardAsked,
  discardConfirmed,
  previewableBlocks,
  publishClicked,
  reloadClicked,
  restoreAsked,
  restoreConfirmed,
  saveClicked,
} from './block-editor-model.ts';
import type { EditorBlock } from './block-layout.ts';
import { previewKitLoaded } from './preview-kit.ts';

const AT = '2026-11-24T09:30:00.000Z';
const DRAFT_AT = '2026-11-24T10:02:00.000Z';
const INTRO = { id: 'intro', type: 'richText', html: '<p>Les élections municipales ont lieu en mars.</p>' };
const NEWS = { id: 'actualites', type: 'newsList', title: 'Actualités', nbItem: 3 };
const PAGE: EditorLayout['page'] = {
  id: 12,
  locale: 'fr_FR',
  title: 'Élections',
  path: '/elections',
  type: 'V1',
  isValid: true,
  isEcommercePage: false,
};
/** A block page's layouts have no page-builder HTML. */
const NO_CANVAS = { html: null, css: null, hash: null, previewHash: null };
const LAYOUT: EditorLayout = {
  page: PAGE,
  live: { id: 31, blocks: [INTRO], updatedAt: AT, ...NO_CANVAS },
  draft: {
    id: 32,
    blocks: [INTRO, NEWS],
    updatedAt: DRAFT_AT,
    authorEmail: 'secretariat@vallon-sur-lys.fr',
    ...NO_CANVAS,
  },
  sells: false,
};
const OPTIONS: BlockOptions = {
  routes: [{ route: 'associations', count: 14 }],
  forms: [],
  albums: [],
  blogFolders: [],
  popups: [],
  newsletterLists: [],
  addresses: [],
  images: [],
  videos: [],
};
const REVISION: Revision = {
  id: 7,
  createdAt: AT,
  authorEmail: 'secretariat@vallon-sur-lys.fr',
  blockCount: 2,
};

/** The draft the API keeps: each write answers it, its instant one minute later. */
function draftApi(start: EditorLayout = LAYOUT) {
  let layout = start;
  let minute = 3;
  const next = () => `2026-11-24T10:${String(minute++).padStart(2, '0')}:00.000Z`;
  return {
    get: () => ok(layout),
    save: (request: ApiRequest) => {
      const body = request.body as { blocks: EditorBlock[]; baseUpdatedAt: string | null };
      if (body.baseUpdatedAt !== (layout.draft?.updatedAt ?? null))
        return failure(409, null, 'Quelqu’un d’autre a modifié le brouillon de cette page entre-temps.');
      layout = {
        ...layout,
        draft: {
          id: 32,
          blocks: body.blocks,
          updatedAt: next(),
          authorEmail: 'admin@vallon.test',
          ...NO_CANVAS,
        },
      };
      return ok(layout);
    },
    publish: (request: ApiRequest) => {
      const body = request.body as { baseUpdatedAt: string };
      if (!layout.draft || body.baseUpdatedAt !== layout.draft.updatedAt)
        return failure(409, null, 'Périmé.');
      layout = {
        ...layout,
        live: { id: 31, blocks: layout.draft.blocks, updatedAt: next(), ...NO_CANVAS },
        draft: null,
      };
      return ok(layout);
    },
    discard: () => {
      layout = { ...layout, draft: null };
      return ok(layout);
    },
  };
}

async function opened(answers: Parameters<typeof fakeApi>[0] = {}, start: EditorLayout = LAYOUT) {
  const draft = draftApi(start);
  const api = fakeApi({
    'GET /admin/page/12/layout': () => draft.get(),
    'PUT /admin/page/12/layout/draft': (r) => draft.save(r),
    'POST /admin/page/12/layout/publish': (r) => draft.publish(r),
    'DELETE /admin/page/12/layout/draft': () => draft.discard(),
    'GET /admin/blocks/options': ok(OPTIONS),
    'GET /admin/page/12/layout/revisions': ok([REVISION]),
    'GET /language': ok([]),
    ...answers,
  });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(blockEditorOpened, { scope, params: { id: 12 } });
  return { api, scope };
}

// the kit the app gives with the route module (client/app/panel-routes.ts): the public page's blocks
beforeAll(() => previewKitLoaded({ PageBlocks, blocksOpened }));

const idsOf = (scope: Scope) => scope.getState($blocks).map((b) => b.id);

describe('the block editor’s model (ADR 015)', () => {
  it('opens on the page’s draft (else its live blocks), the pickers’ choices and the revisions', async () => {
    const { api, scope } = await opened();
    expect(scope.getState($blockEditorStatus)).toBe(200);
    expect(idsOf(scope)).toEqual(['intro', 'actualites']);
    expect(scope.getState($previewBlocks)).toEqual([INTRO, NEWS]);
    expect(scope.getState($revisions)).toEqual([REVISION]);
    expect(scope.getState($dirty)).toBe(false);
    expect(api.called('GET /admin/blocks/options')).toHaveLength(1);
    // the preview loads the blocks' data with the public page's own calls, in the editor's scope
    expect(api.calls.some((c) => c.path === '/news')).toBe(true);
    expect(Object.keys(scope.getState($blockData))).toEqual(['actualites']);

    const live = await opened({}, { ...LAYOUT, draft: null });
    expect(idsOf(live.scope)).toEqual(['intro']);

    const missing = await opened({
      'GET /admin/page/12/layout': failure(404, null, 'Cette page n’existe pas.'),
    });
    expect(missing.scope.getState($blockEditorStatus)).toBe(404);
    const zero = fork({ handlers: [[requestFx, fakeApi({}).handler]] });
    await allSettled(blockEditorOpened, { scope: zero, params: { id: 0 } });
    expect(zero.getState($blockEditorStatus)).toBe(404);
  });

  it('adds a block after the open one, opens its form and moves the focus to its first field', async () => {
    const { scope } = await opened();
    await allSettled(blockAdded, { scope, params: { type: 'callToAction' } });
    const added = scope.getState($blocks).at(-1);
    expect(idsOf(scope)).toEqual(['intro', 'actualites', added!.id]);
    expect(added).toEqual({
      id: expect.stringMatching(/^call-to-action-[a-z0-9]{6}$/),
      type: 'callToAction',
      title: '',
      label: '',
      url: '',
    });
    expect(scope.getState($openBlock)).toBe(added!.id);
    expect(scope.getState($focusRequest)?.target).toBe(`block-${added!.id}-field-title`);
    expect(scope.getState($dirty)).toBe(true);
    // a second one goes after the open one
    await allSettled(blockAdded, { scope, params: { type: 'richText' } });
    await allSettled(blockMoved, { scope, params: { id: added!.id, direction: 'up' } });
    expect(scope.getState($blocks).map((b) => b.type)).toEqual([
      'richText',
      'callToAction',
      'newsList',
      'richText',
    ]);
  });

  it('shows what is typed in the preview once the field is left, and its errors from then on', async () => {
    const { scope } = await opened();
    await allSettled(blockAdded, { scope, params: { type: 'callToAction' } });
    const id = scope.getState($openBlock)!;
    await allSettled(blockFieldChanged, { scope, params: { id, name: 'title', value: 'Inscriptions' } });
    expect(scope.getState($previewBlocks).find((b) => b.id === id)?.title).toBe('');
    // not shown before the fields are left
    expect(scope.getState($shownErrors)[id]).toBeUndefined();
    await allSettled(blockFieldLeft, { scope, params: { id, name: 'title' } });
    expect(scope.getState($previewBlocks).find((b) => b.id === id)?.title).toBe('Inscriptions');
    // a field only passed through shows nothing; one typed in shows its error once left
    await allSettled(blockFieldLeft, { scope, params: { id, name: 'url' } });
    expect(scope.getState($shownErrors)[id]).toBeUndefined();
    await allSettled(blockFieldChanged, { scope, params: { id, name: 'url', value: 'mairie' } });
    await allSettled(blockFieldLeft, { scope, params: { id, name: 'url' } });
    expect(scope.getState($shownErrors)[id]).toEqual([{ path: 'url', message: 'invalid' }]);
    // a block the contract refuses is not drawn by the preview
    expect(previewableBlocks(scope.getState($previewBlocks)).map((b) => b.id)).toEqual([
      'intro',
      'actualites',
    ]);
    await allSettled(blockFieldSet, { scope, params: { id: 'actualites', name: 'promoted', value: true } });
    expect(scope.getState($previewBlocks).find((b) => b.id === 'actualites')?.promoted).toBe(true);
  });

  it('refuses to save blocks with errors: every error shows, the first one takes the focus', async () => {
    const { api, scope } = await opened();
    await allSettled(blockAdded, { scope, params: { type: 'callToAction' } });
    const id = scope.getState($openBlock)!;
    await allSettled(blockFieldChanged, { scope, params: { id, name: 'title', value: 'Inscriptions' } });
    await allSettled(saveClicked, { scope });
    expect(api.called('PUT /admin/page/12/layout/draft')).toHaveLength(0);
    expect(scope.getState($editorNotice)).toMatchObject({ kind: 'invalid', blocks: 1 });
    expect(scope.getState($shownErrors)[id]).toEqual([
      { path: 'label', message: 'required' },
      { path: 'url', message: 'required' },
    ]);
    expect(scope.getState($focusRequest)?.target).toBe(`block-${id}-field-label`);
  });

  it('saves the whole draft from the one it started from, and says so', async () => {
    const { api, scope } = await opened();
    await allSettled(blockFieldChanged, { scope, params: { id: 'actualites', name: 'nbItem', value: 6 } });
    expect(scope.getState($dirty)).toBe(true);
    await allSettled(saveClicked, { scope });
    const [put] = api.called('PUT /admin/page/12/layout/draft');
    expect(put?.body).toEqual({ blocks: [INTRO, { ...NEWS, nbItem: 6 }], baseUpdatedAt: DRAFT_AT });
    expect(scope.getState($dirty)).toBe(false);
    expect(scope.getState($editorNotice)?.kind).toBe('saved');
    expect(scope.getState($editorLayout)?.draft?.updatedAt).toBe('2026-11-24T10:03:00.000Z');
    // the next save starts from the draft just saved
    await allSettled(blockFieldChanged, { scope, params: { id: 'actualites', name: 'nbItem', value: 9 } });
    await allSettled(saveClicked, { scope });
    expect(api.called('PUT /admin/page/12/layout/draft')[1]?.body).toMatchObject({
      baseUpdatedAt: '2026-11-24T10:03:00.000Z',
    });
  });

  it('puts the API’s refusals beside their block’s fields', async () => {
    const { scope } = await opened({
      'PUT /admin/page/12/layout/draft': failure(
        400,
        [{ path: 'blocks.1.title', message: 'too_long' }],
        'Des champs ne sont pas valides.',
      ),
    });
    await allSettled(blockFieldChanged, { scope, params: { id: 'actualites', name: 'nbItem', value: 6 } });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($shownErrors).actualites).toEqual([{ path: 'title', message: 'too_long' }]);
    expect(scope.getState($openBlock)).toBe('actualites');
    expect(scope.getState($focusRequest)?.target).toBe('block-actualites-field-title');
    expect(scope.getState($dirty)).toBe(true);
    // the field changed: its refusal goes
    await allSettled(blockFieldChanged, {
      scope,
      params: { id: 'actualites', name: 'title', value: 'Nouvelles' },
    });
    expect(scope.getState($shownErrors).actualites).toBeUndefined();
  });

  it('offers to reload when another administrator saved the draft meanwhile (409)', async () => {
    let theirs = false;
    const { api, scope } = await opened({
      'GET /admin/page/12/layout': () =>
        ok(
          theirs
            ? {
                ...LAYOUT,
                draft: { ...LAYOUT.draft!, blocks: [NEWS], updatedAt: '2026-11-24T11:00:00.000Z' },
              }
            : LAYOUT,
        ),
      'PUT /admin/page/12/layout/draft': failure(
        409,
        null,
        'Quelqu’un d’autre a modifié le brouillon de cette page.',
      ),
    });
    await allSettled(blockRemoveAsked, { scope, params: 'intro' });
    await allSettled(blockRemoveConfirmed, { scope });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($conflict)).toBe('Quelqu’un d’autre a modifié le brouillon de cette page.');
    theirs = true;
    const version = scope.getState($blocksVersion);
    await allSettled(reloadClicked, { scope });
    expect(api.called('GET /admin/page/12/layout')).toHaveLength(2);
    expect(idsOf(scope)).toEqual(['actualites']);
    expect(scope.getState($blocksVersion)).toBe(version + 1);
    expect(scope.getState($conflict)).toBeNull();
    expect(scope.getState($dirty)).toBe(false);
    expect(scope.getState($editorNotice)?.kind).toBe('reloaded');
  });

  it('publishes what is on screen: saved first when it changed, the page published with it when asked', async () => {
    const { api, scope } = await opened({}, { ...LAYOUT, page: { ...PAGE, isValid: false } });
    await allSettled(blockFieldChanged, { scope, params: { id: 'actualites', name: 'nbItem', value: 4 } });
    await allSettled(publishClicked, { scope, params: { publishPage: true } });
    expect(api.called('PUT /admin/page/12/layout/draft')).toHaveLength(1);
    expect(api.called('POST /admin/page/12/layout/publish')[0]?.body).toEqual({
      baseUpdatedAt: '2026-11-24T10:03:00.000Z',
      publishPage: true,
    });
    expect(scope.getState($editorLayout)?.draft).toBeNull();
    expect(scope.getState($editorLayout)?.live?.blocks).toEqual([INTRO, { ...NEWS, nbItem: 4 }]);
    expect(scope.getState($dirty)).toBe(false);
    expect(scope.getState($editorNotice)?.kind).toBe('published');
    expect(api.called('GET /admin/page/12/layout/revisions')).toHaveLength(2);

    // a draft saved and unchanged: published as it is
    const saved = await opened();
    await allSettled(publishClicked, { scope: saved.scope, params: { publishPage: false } });
    expect(saved.api.called('PUT /admin/page/12/layout/draft')).toHaveLength(0);
    expect(saved.api.called('POST /admin/page/12/layout/publish')[0]?.body).toEqual({
      baseUpdatedAt: DRAFT_AT,
    });
  });

  it('discards the draft once confirmed: the blocks go back to the live page’s', async () => {
    const { api, scope } = await opened();
    await allSettled(discardAsked, { scope });
    await allSettled(discardConfirmed, { scope });
    expect(api.called('DELETE /admin/page/12/layout/draft')[0]?.query).toBe(
      `baseUpdatedAt=${encodeURIComponent(DRAFT_AT)}`,
    );
    expect(idsOf(scope)).toEqual(['intro']);
    expect(scope.getState($editorNotice)?.kind).toBe('discarded');
    // changes never saved: nothing is asked of the API
    const fresh = await opened({}, { ...LAYOUT, draft: null });
    await allSettled(blockAdded, { scope: fresh.scope, params: { type: 'openingHours' } });
    await allSettled(discardConfirmed, { scope: fresh.scope });
    expect(fresh.api.called('DELETE /admin/page/12/layout/draft')).toHaveLength(0);
    expect(idsOf(fresh.scope)).toEqual(['intro']);
    expect(fresh.scope.getState($dirty)).toBe(false);
  });

  it('moves a block up, down and by a drop, says where it is now and keeps the focus on the control used', async () => {
    const { scope } = await opened();
    await allSettled(blockMoved, { scope, params: { id: 'actualites', direction: 'up' } });
    expect(idsOf(scope)).toEqual(['actualites', 'intro']);
    expect(scope.getState($moveNews)).toMatchObject({ id: 'actualites', position: 1, count: 2 });
    expect(scope.getState($focusRequest)?.target).toBe('block-actualites-up');
    expect(scope.getState($previewBlocks).map((b) => b.id)).toEqual(['actualites', 'intro']);
    // the first block goes no higher
    await allSettled(blockMoved, { scope, params: { id: 'actualites', direction: 'up' } });
    expect(scope.getState($moveNews)?.n).toBe(1);
    await allSettled(blockDropped, { scope, params: { id: 'intro', overId: 'actualites' } });
    expect(idsOf(scope)).toEqual(['intro', 'actualites']);
    expect(scope.getState($focusRequest)?.target).toBe('block-intro-drag');
  });

  it('removes a block once confirmed, the focus on the block that took its place', async () => {
    const { scope } = await opened();
    await allSettled(blockRemoveAsked, { scope, params: 'intro' });
    expect(idsOf(scope)).toEqual(['intro', 'actualites']);
    await allSettled(blockRemoveConfirmed, { scope });
    expect(idsOf(scope)).toEqual(['actualites']);
    expect(scope.getState($focusRequest)?.target).toBe('block-actualites-toggle');
    await allSettled(blockRemoveAsked, { scope, params: 'actualites' });
    await allSettled(blockRemoveConfirmed, { scope });
    expect(scope.getState($focusRequest)?.target).toBe('block-add-type');
  });

  it('compares a revision with the live layout, and restores it into the draft once confirmed', async () => {
    const old = [
      { ...INTRO, html: '<p>Avant</p>' },
      { id: 'horaires', type: 'openingHours' },
    ];
    const { api, scope } = await opened({
      'GET /admin/page/12/layout/revisions/7': ok({ ...REVISION, blocks: old }),
      'POST /admin/page/12/layout/revisions/7/restore': ok({
        ...LAYOUT,
        draft: { blocks: old, updatedAt: '2026-11-24T12:00:00.000Z', authorEmail: null },
      }),
    });
    await allSettled(compareClicked, { scope, params: 7 });
    expect(scope.getState($comparison)?.changes.map((c) => [c.kind, c.block.id])).toEqual([
      ['changed', 'intro'],
      ['added', 'horaires'],
    ]);
    await allSettled(restoreAsked, { scope, params: 7 });
    await allSettled(restoreConfirmed, { scope });
    expect(api.called('POST /admin/page/12/layout/revisions/7/restore')[0]?.body).toEqual({
      baseUpdatedAt: DRAFT_AT,
    });
    expect(idsOf(scope)).toEqual(['intro', 'horaires']);
    expect(scope.getState($editorNotice)?.kind).toBe('restored');
    expect(scope.getState($comparison)).toBeNull();
  });
});
