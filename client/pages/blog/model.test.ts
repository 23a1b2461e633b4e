import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $parameters } from '../../entities/site/index.ts';
import { fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { $blogFolderCrumbs, $blogListing, $blogStatus, blogPageOpened } from './model.ts';

// a folder and its one article, as GET /blog/folder/list/3 answers them
const article = {
  id: 21,
  folderId: 3,
  title: 'Les Misérables',
  slug: 'les-miserables',
  summary: null,
  image: null,
  publishedAt: '2026-09-02T08:00:00.000Z',
  body: '<p>Texte</p>',
};
const ariane = [
  { id: 1, title: 'Le journal', slug: 'le-journal', kind: 'folder' },
  { id: 3, title: 'Coups de cœur', slug: '', kind: 'folder' },
];
const enabled = { BLOG_ENABLED: 'true' };

describe('the blog and its folders', () => {
  const content = (folder: unknown, page = 1, blogs: unknown[] = []) =>
    ok({ folder, folders: [], blogs, total: blogs.length, page, nbItem: 12 });

  it('shows the root without breadcrumbs call, and a folder with its ariane', async () => {
    const folder = { id: 3, parentId: 1, title: 'Coups de cœur', slug: '', description: null };
    const api = fakeApi({
      'GET /blog/folder/list': content(null),
      'GET /blog/folder/list/3': content(folder, 1, [article]),
      'GET /blog/folder/ariane/3': ok(ariane),
    });
    const scope = fork({ values: [[$parameters, enabled]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogPageOpened, { scope, params: { search: '', title: 'Blog' } });
    expect(api.calls.map((c) => `${c.path}?${c.query}`)).toEqual(['/blog/folder/list?page=1&nbItem=12']);
    expect(scope.getState($documentMeta)).toMatchObject({ title: 'Blog', canonicalPath: '/blog' });
    await allSettled(blogPageOpened, { scope, params: { folderId: '3', search: '?page=1', title: 'Blog' } });
    expect(scope.getState($blogStatus)).toBe(200);
    expect(scope.getState($blogListing)?.folder?.title).toBe('Coups de cœur');
    expect(scope.getState($blogFolderCrumbs).map((c) => c.path)).toEqual([
      '/blog/dossier/1/le-journal',
      '/blog/dossier/3/coups-de-coeur',
    ]);
    expect(scope.getState($documentMeta).canonicalPath).toBe('/blog/dossier/3/coups-de-coeur');
  });

  it('refuses a page past the last one, and the whole blog where it is off', async () => {
    const api = fakeApi({ 'GET /blog/folder/list': content(null, 4) });
    const scope = fork({ values: [[$parameters, enabled]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogPageOpened, { scope, params: { search: '?page=4', title: 'Blog' } });
    expect(scope.getState($blogStatus)).toBe(404);
    const off = fork({ values: [[$parameters, {}]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogPageOpened, { scope: off, params: { search: '', title: 'Blog' } });
    expect(off.getState($blogStatus)).toBe(404);
    expect(api.calls).toHaveLength(1);
  });
});
