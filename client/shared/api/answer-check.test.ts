import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeContracts } from '#shared/contracts/routes/index.ts';
import { checkAnswer, contractFor } from './answer-check.ts';
import { withAnswerCheck } from './request.ts';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data, message: '' } });

describe('the contract of an API call', () => {
  it('is found for every route from a URL of its own shape', () => {
    for (const contract of routeContracts.filter((c) => !c.raw)) {
      const url = contract.path.replace(/:\w+/g, '7').replace(/\*\w+/g, 'a/b');
      expect(contractFor(contract.method, url)?.path, `${contract.method} ${url}`).toBe(contract.path);
    }
  });

  it('prefers the route that writes a segment out, as the router does', () => {
    expect(contractFor('GET', '/element/agenda/tags')?.path).toBe('/element/:route/tags');
    expect(contractFor('GET', '/element/agenda/12')?.path).toBe('/element/:route/:id');
    expect(contractFor('GET', '/blog/folder/list')?.path).toBe('/blog/folder/list');
    expect(contractFor('GET', '/page/vivre/les-ecoles?x=1')?.path).toBe('/page/*slug');
    expect(contractFor('DELETE', '/album')).toBeNull();
  });
});

describe('an answer checked against its contract', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes quietly when it matches', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkAnswer({ path: '/logged' }, ok({ logged: false, role: null }));
    checkAnswer({ path: '/logged' }, { status: 404, body: { success: false, data: null, message: 'x' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('is reported with the route and the issues when it does not', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkAnswer({ path: '/logged' }, ok({ logged: 'yes' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('GET /logged');
    expect(JSON.stringify(error.mock.calls[0]![1])).toContain('logged');
  });

  it('is checked on every call in tests, whatever answers it (the browser’s fetch, the render’s API)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = withAnswerCheck(async () => ok({ lists: 'none' }));
    expect((await api({ path: '/user/newsletter/subscription' })).status).toBe(200);
    expect(error.mock.calls[0]![0]).toContain('GET /user/newsletter/subscription');
  });
});
