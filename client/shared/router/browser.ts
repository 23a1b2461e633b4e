// The browser's router (ADR 009): the history (push, replace, back and forward), the navigation
// pipeline and the scroll positions. A navigation resolves its URL (route module, loader) while
// the page on screen stays, then commits: the history entry, the state, and the scroll once
// React has rendered it (view.tsx). A newer navigation supersedes an older one still loading.
import { Redirect } from './answers.ts';
import { joinBasename, type Matcher, stripBasename } from './match.ts';
import { type AppRoute, type LoaderContext, type RouteState, resolveRoute } from './resolve.ts';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  /** Keeps the scroll where it is (a list filtered in place). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface RouterSnapshot {
  route: RouteState;
  /** 'loading' while a navigation resolves (the loading bar). */
  navigation: 'idle' | 'loading';
  /** How the route on screen was reached, and whether it keeps the scroll (view.tsx). */
  action: NavigationAction;
  preventScrollReset: boolean;
}

export interface BrowserRouter {
  readonly basename: string;
  readonly matcher: Matcher<AppRoute>;
  getSnapshot(): RouterSnapshot;
  subscribe(listener: (snapshot: RouterSnapshot) => void): () => void;
  navigate: Navigate;
  /** Puts the scroll where the committed route wants it (after React rendered it). */
  restoreScroll(snapshot: RouterSnapshot): void;
  dispose(): void;
}

const POSITIONS_KEY = 'parvis-scroll-positions';
/** More redirects in a row than this is a loop: the browser loads the URL itself. */
const MAX_REDIRECTS = 10;

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  key?: string;
}

export function createBrowserRouter(options: {
  matcher: Matcher<AppRoute>;
  basename: string;
  initial: RouteState;
  context: LoaderContext;
  /** App paths this router leaves to a whole page load: pages whose route table the document did
   * not start with (the admin panel's, ADR 013). */
  documentPaths?: (path: string) => boolean;
  window?: Window;
}): BrowserRouter {
  const { matcher, basename, context, documentPaths } = options;
  const win = options.window ?? window;
  const { history } = win;
  const listeners = new Set<(snapshot: RouterSnapshot) => void>();
  // the first entry gets a key, kept by a reload (history.state survives it)
  const firstKey = (history.state as EntryState | null)?.key ?? newKey();
  if ((history.state as EntryState | null)?.key !== firstKey)
    history.replaceState({ ...(history.state ?? {}), key: firstKey }, '');
  let snapshot: RouterSnapshot = {
    route: { ...options.initial, location: { ...options.initial.location, key: firstKey } },
    navigation: 'idle',
    action: 'POP',
    preventScrollReset: false,
  };
  let sequence = 0;

  const positions: Record<string, number> = readPositions(win);
  history.scrollRestoration = 'manual';

  const emit = (next: RouterSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener(next);
  };

  async function run(url: URL, action: NavigationAction, preventScrollReset: boolean, redirects = 0) {
    const id = ++sequence;
    if (snapshot.navigation !== 'loading') emit({ ...snapshot, navigation: 'loading' });
    const key = action === 'POP' ? ((history.state as EntryState | null)?.key ?? newKey()) : newKey();
    const next = await resolveRoute(matcher, url, basename, context, key);
    if (id !== sequence) return; // a newer navigation took over
    if (next instanceof Redirect) {
      const target = new URL(joinBasename(basename, next.to), url);
      if (redirects >= MAX_REDIRECTS || !isOwn(target)) {
        win.location.assign(target.href);
        return;
      }
      return run(target, action === 'POP' ? 'REPLACE' : action, false, redirects + 1);
    }
    positions[snapshot.route.location.key] = win.scrollY;
    const href = url.pathname + url.search + url.hash;
    if (action === 'PUSH') history.pushState({ key }, '', href);
    else if (action === 'REPLACE') history.replaceState({ key }, '', href);
    emit({ route: next, navigation: 'idle', action, preventScrollReset });
  }

  /** A URL of this app in this locale (another locale's is another document, as is a page this
   * router leaves to the browser). */
  const isOwn = (url: URL) => {
    if (url.origin !== win.location.origin) return false;
    const path = stripBasename(url.pathname, basename);
    return path !== null && !documentPaths?.(path);
  };

  const navigate: Navigate = (to, { replace = false, preventScrollReset = false } = {}) => {
    const url = new URL(to.startsWith('/') ? joinBasename(basename, to) : to, win.location.href);
    if (!isOwn(url)) {
      win.location.assign(url.href);
      return;
    }
    const here = snapshot.route.location;
    const path = stripBasename(url.pathname, basename);
    // only the hash changes: no loader, the entry and the scroll
    if (
      !replace &&
      path === here.pathname &&
      url.search === here.search &&
      url.hash &&
      url.hash !== here.hash
    ) {
      sequence++;
      positions[here.key] = win.scrollY;
      const key = newKey();
      history.pushState({ key }, '', url.pathname + url.search + url.hash);
      emit({
        route: { ...snapshot.route, location: { ...here, hash: url.hash, key } },
        navigation: 'idle',
        action: 'PUSH',
        preventScrollReset,
      });
      return;
    }
    void run(url, replace ? 'REPLACE' : 'PUSH', preventScrollReset);
  };

  const onPop = () => {
    positions[snapshot.route.location.key] = win.scrollY;
    void run(new URL(win.location.href), 'POP', false);
  };
  const onPageHide = () => {
    positions[snapshot.route.location.key] = win.scrollY;
    try {
      win.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
    } catch {
      // storage full or refused: positions are a comfort
    }
    // a reload restores the scroll by itself
    history.scrollRestoration = 'auto';
  };
  const onPageShow = () => {
    history.scrollRestoration = 'manual';
  };
  win.addEventListener('popstate', onPop);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);

  return {
    basename,
    matcher,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    restoreScroll(shown) {
      const { location } = shown.route;
      if (shown.action === 'POP') {
        const y = positions[location.key];
        if (typeof y === 'number') {
          win.scrollTo(0, y);
          return;
        }
      }
      if (location.hash) {
        const target = elementOfHash(win.document, location.hash);
        if (target) {
          target.scrollIntoView();
          return;
        }
      }
      if (!shown.preventScrollReset) win.scrollTo(0, 0);
    },
    dispose() {
      win.removeEventListener('popstate', onPop);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
      listeners.clear();
    },
  };
}

function elementOfHash(doc: Document, hash: string): Element | null {
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function readPositions(win: Window): Record<string, number> {
  try {
    const kept = JSON.parse(win.sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as Record<string, number>) : {};
  } catch {
    return {};
  }
}
