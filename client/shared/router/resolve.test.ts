import type { I18n } from '@lingui/core';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { Redirect, RouteErrorResponse, redirect, withStatus } from './answers.ts';
import { compileRoutes } from './match.ts';
import { type AppRoute, type Loader, resolveRoute } from './resolve.ts';

const Page = () => null;
const route = (id: string, path: string, loader: Loader): AppRoute => ({
  id,
  path,
  module: undefined,
  load: vi.fn(async () => ({ Component: Page, loader })),
});
const context = { scope: fork(), i18n: {} as I18n };

describe('resolveRoute', () => {
  const seen: unknown[] = [];
  const routes = [
    route('home', '/', async (args) => {
      seen.push(args);
      return { ownHeader: true };
    }),
    route('missing', '/introuvable', async () => withStatus(null, 404)),
    route('old', '/ancienne', async ({ url }) => {
      throw redirect(`/nouvelle${url.search}`, 301);
    }),
    route('broken', '/en-panne', async () => {
      throw new Error('database gone');
    }),
    route('gone', '/disparue', async () => {
      throw new RouteErrorResponse(410, 'Gone');
    }),
  ];
  const matcher = compileRoutes(routes);
  const resolve = (url: string, basename = '/') => resolveRoute(matcher, new URL(url), basename, context);

  it("loads the route's module once and answers the loader's payload with 200", async () => {
    const first = await resolve('http://mairie.localhost/en/?page=2', '/en');
    expect(first).toMatchObject({
      route: { id: 'home' },
      status: 200,
      data: { ownHeader: true },
      error: null,
      location: { pathname: '/', search: '?page=2' },
    });
    const args = seen[0] as { url: URL; params: object; scope: unknown; i18n: unknown };
    expect(args.url.href).toBe('http://mairie.localhost/en/?page=2');
    expect(args.scope).toBe(context.scope);
    expect(args.i18n).toBe(context.i18n);
    await resolve('http://mairie.localhost/');
    expect(routes[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('answers the status a loader gives with its payload', async () => {
    expect(await resolve('http://x/introuvable')).toMatchObject({ status: 404, data: null, error: null });
  });

  it("answers a loader's redirect with its status and app path", async () => {
    expect(await resolve('http://x/ancienne?a=1')).toEqual(new Redirect('/nouvelle?a=1', 301));
  });

  it('turns a loader that throws into its route error: 500, or the status it threw', async () => {
    const broken = await resolve('http://x/en-panne');
    expect(broken).toMatchObject({ route: { id: 'broken' }, status: 500 });
    expect((broken as { error: Error }).error.message).toBe('database gone');
    const gone = await resolve('http://x/disparue');
    expect(gone).toMatchObject({ status: 410, error: new RouteErrorResponse(410, 'Gone') });
  });

  it('answers 404 without a route, and for a path outside the basename', async () => {
    expect(await resolve('http://x/nulle-part')).toMatchObject({ route: null, status: 404 });
    expect(await resolve('http://x/de/', '/en')).toMatchObject({ route: null, status: 404 });
  });

  it('gives the route error when its module does not load', async () => {
    const failing: AppRoute = {
      id: 'x',
      path: '/',
      module: undefined,
      load: async () => {
        throw new Error('chunk failed');
      },
    };
    const state = await resolveRoute(compileRoutes([failing]), new URL('http://x/'), '/', context);
    expect(state).toMatchObject({ route: { id: 'x' }, status: 500 });
  });
});
