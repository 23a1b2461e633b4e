import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/contracts/user.ts';
import { $role } from '../../entities/session/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { type ApiRequest, requestFx } from '../../shared/api/request.ts';
import { $pendingNavigation } from '../../shared/model/navigation.ts';
import {
  $deleteRefusal,
  $deleteStep,
  $editedPage,
  $pageFormRefusal,
  $pageFormStatus,
  $pageSaved,
  $parentPage,
  deleteAsked,
  deleteConfirmed,
  type PageFormOpen,
  type PageFormValues,
  pageForm,
  pageFormOpened,
  pageFormSent,
  pageWriteOf,
  slugPreview,
} from './page-form-model.ts';
import { $pagesNotice } from './pages-notice.ts';
import { adminPage, TREE } from './test-pages.ts';

const VALUES: PageFormValues = {
  title: '  Élections municipales ',
  url: '',
  menuTitle: ' ',
  metaDescription: 'Dates, bureaux de vote et procurations.',
  menuIcon: '',
  isValid: true,
  showInMenu: true,
  isFixedOnRight: false,
  useAbsoluteMenu: false,
  reload: false,
  isCustomHeader: false,
  isCustomFooter: false,
  isEcommercePage: false,
  noindex: true,
  type: 'V1',
  linkType: 'NONE',
  linkUrl: 'https://ignored.example',
  jsCode: 'alert(1)',
};

async function form(open: PageFormOpen, answers: Parameters<typeof fakeApi>[0] = {}, role: Role = 'ADMIN') {
  const api = fakeApi({ 'GET /admin/pages': ok(TREE), ...answers });
  const scope = fork({ values: [[$role, role]], handlers: [[requestFx, api.handler]] });
  await allSettled(pageFormOpened, { scope, params: open });
  return { api, scope };
}

describe('the page form’s model (ADR 014)', () => {
  it('previews the whole address from the slug typed, else from the title, under the parent', () => {
    expect(slugPreview({ parentPath: '/vivre', url: '', title: 'Les Écoles', home: false })).toBe(
      '/vivre/les-ecoles',
    );
    expect(slugPreview({ parentPath: null, url: ' Élections  2026 ', title: 'x', home: false })).toBe(
      '/elections-2026',
    );
    expect(slugPreview({ parentPath: null, url: '', title: '!!!', home: false })).toBeNull();
    expect(slugPreview({ parentPath: null, url: 'autre', title: 'Accueil', home: true })).toBe('/');
  });

  it('never sends the code a link runs for an ADMIN, and sends it for an operator', () => {
    const admin = pageWriteOf(VALUES, { role: 'ADMIN', home: false });
    expect(admin.link).toEqual({ type: 'NONE', url: null });
    expect('jsCode' in admin.link!).toBe(false);
    expect(admin).toMatchObject({
      title: 'Élections municipales',
      url: '',
      menuTitle: null,
      menuIcon: null,
      noindex: true,
      isValid: true,
    });
    const operator = pageWriteOf({ ...VALUES, linkType: 'BLANK' }, { role: 'SUPER_ADMIN', home: false });
    expect(operator.link).toEqual({ type: 'BLANK', url: 'https://ignored.example', jsCode: 'alert(1)' });
    expect(
      pageWriteOf({ ...VALUES, jsCode: ' ' }, { role: 'SUPER_ADMIN', home: false }).link?.jsCode,
    ).toBeNull();
    // the home page keeps its slug: none is sent
    expect('url' in pageWriteOf({ ...VALUES, url: 'autre' }, { role: 'ADMIN', home: true })).toBe(false);
  });

  it('opens a page of the locale, a new page under its parent, and says 404 for one that is not there', async () => {
    const edit = await form({ id: 4, parent: null, locale: 'fr_FR' });
    expect(edit.scope.getState($editedPage)?.title).toBe('Sport');
    expect(edit.scope.getState($pageFormStatus)).toBe(200);
    const child = await form({ id: null, parent: 2, locale: 'fr_FR' });
    expect(child.scope.getState($parentPage)?.path).toBe('/vivre');
    expect((await form({ id: 99, parent: null, locale: 'fr_FR' })).scope.getState($pageFormStatus)).toBe(404);
    expect((await form({ id: null, parent: 99, locale: 'fr_FR' })).scope.getState($pageFormStatus)).toBe(404);
  });

  it('creates a page under its parent, then goes to its form, which says it was created', async () => {
    const created = adminPage({
      id: 12,
      title: 'Élections municipales',
      url: 'elections-municipales',
      path: '/vivre/elections-municipales',
      order: 2,
      parentId: 2,
    });
    const { api, scope } = await form(
      { id: null, parent: 2, locale: 'fr_FR' },
      { 'POST /admin/pages': ok(created) },
    );
    await allSettled(pageFormSent, { scope, params: VALUES });
    const body = api.called('POST /admin/pages')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      locale: 'fr_FR',
      parentId: 2,
      title: 'Élections municipales',
      isValid: true,
    });
    expect((body.link as object | undefined) && 'jsCode' in (body.link as object)).toBe(false);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/admin/pages/12' });
    expect(scope.getState($pagesNotice)).toEqual({
      kind: 'created',
      title: 'Élections municipales',
      path: '/admin/pages/12',
    });
    // the new page's form keeps the notice
    await allSettled(pageFormOpened, { scope, params: { id: 12, parent: null, locale: 'fr_FR' } });
    expect(scope.getState($pagesNotice)?.kind).toBe('created');
  });

  it('writes a page whole, says when its old address now redirects, and shows the API’s refusal', async () => {
    const renamed = (request: ApiRequest) => {
      const body = request.body as { title: string; url: string };
      const url = body.url || 'sports-et-loisirs';
      return ok({ ...TREE[3]!, title: body.title, url, path: `/vivre/${url}` });
    };
    const { api, scope } = await form(
      { id: 4, parent: null, locale: 'fr_FR' },
      { 'PUT /admin/pages/4': renamed },
    );
    await allSettled(pageFormSent, { scope, params: { ...VALUES, title: 'Sport', url: 'sport' } });
    expect(api.called('PUT /admin/pages/4')[0]?.body).not.toHaveProperty('locale');
    expect(scope.getState($pageSaved)).toMatchObject({ redirected: false });
    await allSettled(pageFormSent, { scope, params: { ...VALUES, title: 'Sports et loisirs', url: '' } });
    expect(scope.getState($pageSaved)).toMatchObject({ redirected: true });
    expect(scope.getState($editedPage)?.path).toBe('/vivre/sports-et-loisirs');

    const taken = await form(
      { id: 4, parent: null, locale: 'fr_FR' },
      {
        'PUT /admin/pages/4': failure(
          409,
          null,
          'Une autre page a déjà cette adresse : choisissez un autre slug.',
        ),
      },
    );
    await allSettled(pageFormSent, { scope: taken.scope, params: VALUES });
    expect(taken.scope.getState($pageFormRefusal)?.message).toBe(
      'Une autre page a déjà cette adresse : choisissez un autre slug.',
    );
    expect(taken.scope.getState(pageForm.$failure)?.problem).toBe('conflict');
    // a missing title is said before anything is sent
    await allSettled(pageFormSent, { scope: taken.scope, params: { ...VALUES, title: ' ' } });
    expect(taken.scope.getState(pageForm.$failure)?.fields).toEqual([{ path: 'title', message: 'required' }]);
  });

  it('deletes a page to the trash once confirmed, asking again for its sub-pages', async () => {
    const deletes: (string | undefined)[] = [];
    const { scope } = await form(
      { id: 2, parent: null, locale: 'fr_FR' },
      {
        'DELETE /admin/pages/2': (request) => {
          deletes.push(request.query);
          return request.query === 'withChildren=true'
            ? ok({ trashed: 4 })
            : failure(
                409,
                { children: 3 },
                'Cette page a 3 pages sous elle : confirmez pour les supprimer avec elle.',
              );
        },
      },
    );
    await allSettled(deleteAsked, { scope });
    expect(scope.getState($deleteStep)).toEqual({ kind: 'confirm' });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($deleteStep)).toEqual({ kind: 'children', count: 3 });
    expect(scope.getState($deleteRefusal)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(deletes).toEqual([undefined, 'withChildren=true']);
    expect(scope.getState($deleteStep)).toBeNull();
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/admin/pages' });
    expect(scope.getState($pagesNotice)).toEqual({
      kind: 'trashed',
      title: 'Vivre',
      count: 4,
      path: '/admin/pages',
    });

    const home = await form(
      { id: 1, parent: null, locale: 'fr_FR' },
      { 'DELETE /admin/pages/1': failure(409, null, 'La page d’accueil ne peut pas être supprimée.') },
    );
    await allSettled(deleteAsked, { scope: home.scope });
    await allSettled(deleteConfirmed, { scope: home.scope });
    expect(home.scope.getState($deleteStep)).toEqual({ kind: 'confirm' });
    expect(home.scope.getState($deleteRefusal)).toBe('La page d’accueil ne peut pas être supprimée.');
  });
});
