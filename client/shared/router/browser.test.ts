import type { I18n } from '@lingui/core';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { redirect } from './answers.ts';
import { createBrowserRouter } from './browser.ts';
import { compileRoutes } from './match.ts';
import type { AppRoute, Loader, RouteState } from './resolve.ts';

/** A window with the history, location, scroll and storage the router uses. */
function fakeWindow(start: string) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const win = {
    scrollY: 0,
    assigned: [] as string[],
    scrolledTo: [] as number[],
    location: {
      get href() {
        return entries[index]!.url;
      },
      get origin() {
        return new URL(entries[index]!.url).origin;
      },
      assign(url: string) {
        win.assigned.push(url);
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _: string, url: string) {
        entries.splice(index + 1, entries.length, { url: new URL(url, win.location.href).href, state });
        index++;
      },
      replaceState(state: unknown, _: string, url?: string) {
        entries[index] = { url: url ? new URL(url, win.location.href).href : entries[index]!.url, state };
      },
    },
    /** The browser's back button. */
    back() {
      index--;
      for (const listener of listeners.get('popstate') ?? []) listener();
    },
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
      win.scrolledTo.push(y);
    },
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    sessionStorage: new Map<string, string>(),
    document: {
      getElementById: (id: string) =>
        id === 'plan' ? { scrollIntoView: () => win.scrolledTo.push(-1) } : null,
    },
    entries,
  };
  Object.assign(win.sessionStorage, {
    getItem: (k: string) => win.sessionStorage.get(k) ?? null,
    setItem: (k: string, v: string) => win.sessionStorage.set(k, v),
  });
  return win;
}

const Page = () => null;
const gates = new Map<string, () => void>();
const route = (id: string, path: string, loader: Loader): AppRoute => ({
  id,
  path,
  module: undefined,
  load: async () => ({ Component: Page, loader }),
});
const ROUTES = [
  route('home', '/', async () => null),
  route('news', '/actualites', async () => null),
  route('slow', '/lent', () => new Promise((resolve) => gates.set('slow', () => resolve(null)))),
  route('account', '/mon-compte', async () => {
    throw redirect('/auth?redirect=/mon-compte');
  }),
  route('auth', '/auth', async () => null),
  route('to-panel', '/vers-admin', async () => {
    throw redirect('/admin');
  }),
];

function setup(start = 'http://mairie.localhost/en/', documentPaths?: (path: string) => boolean) {
  const win = fakeWindow(start);
  const initial: RouteState = {
    location: { pathname: '/', search: '', hash: '', key: 'default' },
    route: ROUTES[0]!,
    params: {},
    data: null,
    status: 200,
    error: null,
  };
  const router = createBrowserRouter({
    matcher: compileRoutes(ROUTES),
    basename: '/en',
    initial,
    context: { scope: fork(), i18n: {} as I18n },
    ...(documentPaths ? { documentPaths } : {}),
    window: win as unknown as Window,
  });
  const states: string[] = [];
  router.subscribe((s) => states.push(`${s.navigation}:${s.route.location.pathname}`));
  return { win, router, states };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the browser router', () => {
  it('pushes a history entry under the prefix once the page has loaded, loading in between', async () => {
    const { win, router, states } = setup();
    expect(win.history.scrollRestoration).toBe('manual');
    router.navigate('/actualites?page=2');
    expect(router.getSnapshot().navigation).toBe('loading');
    await settled();
    expect(states).toEqual(['loading:/', 'idle:/actualites']);
    expect(win.location.href).toBe('http://mairie.localhost/en/actualites?page=2');
    expect(win.entries).toHaveLength(2);
    expect(router.getSnapshot()).toMatchObject({ action: 'PUSH', route: { route: { id: 'news' } } });
  });

  it('replaces the entry when asked', async () => {
    const { win, router } = setup();
    router.navigate('/actualites', { replace: true });
    await settled();
    expect(win.entries).toHaveLength(1);
    expect(win.location.href).toBe('http://mairie.localhost/en/actualites');
  });

  it('lets a newer navigation win over one still loading', async () => {
    const { win, router, states } = setup();
    router.navigate('/lent');
    router.navigate('/actualites');
    await settled();
    gates.get('slow')!();
    await settled();
    expect(win.location.href).toBe('http://mairie.localhost/en/actualites');
    expect(states).toEqual(['loading:/', 'idle:/actualites']);
  });

  it("follows a loader's redirect under the prefix, without an entry for the page that redirected", async () => {
    const { win, router } = setup();
    router.navigate('/mon-compte');
    await settled();
    expect(win.location.href).toBe('http://mairie.localhost/en/auth?redirect=/mon-compte');
    expect(win.entries).toHaveLength(2);
  });

  it('changes only the entry for a hash on the same page, and scrolls to its element', async () => {
    const { win, router, states } = setup();
    router.navigate('/#plan');
    expect(states).toEqual(['idle:/']);
    expect(win.location.href).toBe('http://mairie.localhost/en#plan');
    router.restoreScroll(router.getSnapshot());
    expect(win.scrolledTo).toEqual([-1]);
  });

  it('leaves another locale or another site to the browser', () => {
    const { win, router } = setup();
    router.navigate('http://mairie.localhost/de/');
    router.navigate('https://example.org/');
    expect(win.assigned).toEqual(['http://mairie.localhost/de/', 'https://example.org/']);
  });

  it('leaves the pages whose table it does not carry to a whole page load, asked or reached by a redirect', async () => {
    const { win, router } = setup(undefined, (path) => path.startsWith('/admin'));
    router.navigate('/admin/journal?page=2');
    router.navigate('/vers-admin');
    await settled();
    expect(win.assigned).toEqual([
      'http://mairie.localhost/en/admin/journal?page=2',
      'http://mairie.localhost/en/admin',
    ]);
    expect(win.entries).toHaveLength(1);
  });

  it('scrolls to the top on a new entry, keeps the scroll when asked, and restores it going back', async () => {
    const { win, router } = setup();
    win.scrollY = 640;
    router.navigate('/actualites');
    await settled();
    router.restoreScroll(router.getSnapshot());
    expect(win.scrollY).toBe(0);
    win.scrollY = 120;
    router.navigate('/auth', { preventScrollReset: true });
    await settled();
    router.restoreScroll(router.getSnapshot());
    expect(win.scrollY).toBe(120);
    win.back();
    await settled();
    expect(router.getSnapshot()).toMatchObject({
      action: 'POP',
      route: { location: { pathname: '/actualites' } },
    });
    router.restoreScroll(router.getSnapshot());
    expect(win.scrollY).toBe(120);
    win.back();
    await settled();
    router.restoreScroll(router.getSnapshot());
    expect(win.scrollY).toBe(640);
  });
});
