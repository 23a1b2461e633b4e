import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { $searchPage, $searchPageStatus, searchHref, searchPageOpened, searchQueryOf } from './model.ts';

const result = {
  query: 'piscine',
  total: 1,
  page: 1,
  nbItem: 10,
  items: [{ kind: 'news', id: 4, title: 'Piscine', excerpt: 'Réouverture', path: '/actualites/piscine/4' }],
};

function setup(answer: { status: number; body: unknown } | Error) {
  const api = vi.fn(async (_request: { path: string; query?: string }) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { scope: fork({ handlers: [[requestFx, api]] }), api };
}

const open = (scope: ReturnType<typeof fork>, search: string) =>
  allSettled(searchPageOpened, {
    scope,
    params: { query: searchQueryOf(new URLSearchParams(search)), title: 'Recherche' },
  });

describe('search query', () => {
  it('trims the text, cuts it to 100 characters and keeps a page from 1 to 100', () => {
    expect(searchQueryOf(new URLSearchParams('q=  école   maternelle &page=3'))).toEqual({
      q: 'école maternelle',
      page: 3,
    });
    expect(searchQueryOf(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
    for (const page of ['0', '-2', 'abc', '2.5', '99999', '']) {
      expect(searchQueryOf(new URLSearchParams(`q=x&page=${page}`)).page, page).toBe(1);
    }
    expect(searchQueryOf(new URLSearchParams('page=100')).page).toBe(100);
  });

  it('builds the URL of a page of results', () => {
    expect(searchHref('école maternelle')).toBe('/recherche?q=%C3%A9cole+maternelle');
    expect(searchHref('mairie', 2)).toBe('/recherche?q=mairie&page=2');
  });
});

describe('search page model', () => {
  it('asks the API for the page of results and keeps them; the page is never indexed', async () => {
    const { scope, api } = setup({ status: 200, body: { success: true, data: result, message: '' } });
    await open(scope, 'q=piscine&page=2');
    expect(api.mock.calls[0]![0]).toMatchObject({ path: '/search', query: 'q=piscine&page=2' });
    expect(scope.getState($searchPage)).toMatchObject({ q: 'piscine', page: 2, status: 'done', result });
    expect(scope.getState($documentMeta)).toMatchObject({ canonicalPath: '/recherche', noindex: true });
  });

  it('does not call the API without a query or with a query too short', async () => {
    const { scope, api } = setup({ status: 200, body: { success: true, data: result, message: '' } });
    await open(scope, '');
    expect(scope.getState($searchPage).status).toBe('empty');
    await open(scope, 'q=%20a%20');
    expect(scope.getState($searchPage).status).toBe('tooShort');
    expect(api).not.toHaveBeenCalled();
  });

  it('answers 500 when the search cannot run, and takes a 400 of the API as too short', async () => {
    const down = setup(new TypeError('Failed to fetch'));
    await open(down.scope, 'q=mairie');
    expect(down.scope.getState($searchPage).status).toBe('failed');
    expect(down.scope.getState($searchPageStatus)).toBe(500);
    const refused = setup({ status: 400, body: { success: false, data: null, message: 'too_short' } });
    await open(refused.scope, 'q=mairie');
    expect(refused.scope.getState($searchPage).status).toBe('tooShort');
    expect(refused.scope.getState($searchPageStatus)).toBe(200);
  });
});
