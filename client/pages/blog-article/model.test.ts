import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $parameters } from '../../entities/site/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { $article, $articleCrumbs, $articleStatus, blogArticleOpened } from './model.ts';

const article = {
  id: 12,
  folderId: 3,
  title: 'Germinal, d’Émile Zola',
  slug: '',
  summary: 'Un grand roman du Nord.',
  image: null,
  publishedAt: '2026-10-11T10:00:00.000Z',
  body: '<p>Texte</p>',
};
const ariane = [
  { id: 1, title: 'Le journal', slug: 'le-journal', kind: 'folder' },
  { id: 3, title: 'Coups de cœur', slug: '', kind: 'folder' },
  { id: 12, title: article.title, slug: '', kind: 'blog' },
];
const enabled = { BLOG_ENABLED: 'true' };

describe('a blog article', () => {
  it('loads the article and its breadcrumbs together; an empty slug falls back to the title', async () => {
    const api = fakeApi({ 'GET /blog/12': ok(article), 'GET /blog/ariane/12': ok(ariane) });
    const scope = fork({ values: [[$parameters, enabled]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogArticleOpened, { scope, params: { id: '12' } });
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/blog/12', '/blog/ariane/12']);
    expect(scope.getState($articleStatus)).toBe(200);
    expect(scope.getState($article)?.id).toBe(12);
    expect(scope.getState($articleCrumbs)).toEqual([
      { title: 'Le journal', path: '/blog/dossier/1/le-journal' },
      { title: 'Coups de cœur', path: '/blog/dossier/3/coups-de-coeur' },
      { title: article.title, path: '/blog/12/germinal-d-emile-zola' },
    ]);
    const meta = scope.getState($documentMeta);
    expect(meta).toMatchObject({ canonicalPath: '/blog/12/germinal-d-emile-zola', ogType: 'article' });
  });

  it('does not exist where the blog is off, nor with a malformed id: 404 without a call', async () => {
    const api = fakeApi({ 'GET /blog/12': ok(article) });
    const off = fork({
      values: [[$parameters, { BLOG_ENABLED: 'false' }]],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(blogArticleOpened, { scope: off, params: { id: '12' } });
    expect(off.getState($articleStatus)).toBe(404);
    const bad = fork({ values: [[$parameters, enabled]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogArticleOpened, { scope: bad, params: { id: '0' } });
    expect(bad.getState($articleStatus)).toBe(404);
    expect(api.calls).toEqual([]);
  });

  it('answers 404 for an article of another site', async () => {
    const api = fakeApi({ 'GET /blog/99': failure(404), 'GET /blog/ariane/99': failure(404) });
    const scope = fork({ values: [[$parameters, enabled]], handlers: [[requestFx, api.handler]] });
    await allSettled(blogArticleOpened, { scope, params: { id: '99' } });
    expect(scope.getState($articleStatus)).toBe(404);
    expect(scope.getState($articleCrumbs)).toEqual([]);
  });
});
