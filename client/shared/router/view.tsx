// The router's React side (ADR 009): one context holds the route on screen, the navigation state
// and `navigate`; the layout renders the page where it puts <Outlet />. A page that failed (its
// loader threw, or its view did while rendering in the browser) shows the page error component
// inside the layout; the layout failing shows the root one alone.
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { BrowserRouter, Navigate, RouterSnapshot } from './browser.ts';
import type { Params } from './match.ts';
import type { AppLocation, RouteState } from './resolve.ts';

export interface RouterValue {
  basename: string;
  route: RouteState;
  navigation: 'idle' | 'loading';
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteErrorContext = createContext<unknown>(null);
const PageErrorContext = createContext<ComponentType | null>(null);

export interface RouterComponents {
  /** The layout around every page; it renders <Outlet /> where the page goes. */
  Layout: ComponentType;
  /** Shown in the layout instead of a page that failed (reads useRouteError). */
  PageError: ComponentType;
  /** Shown alone when the layout itself failed. */
  RootError: ComponentType;
}

const noNavigation: Navigate = () => {
  throw new Error('navigate() is called during a server render');
};

/** The server's render of one resolved route. */
export function StaticRouter({
  route,
  basename,
  components,
}: {
  route: RouteState;
  basename: string;
  components: RouterComponents;
}) {
  const value = useMemo<RouterValue>(
    () => ({ basename, route, navigation: 'idle', navigate: noNavigation }),
    [basename, route],
  );
  return <RouterTree value={value} components={components} />;
}

/** The browser's router: follows its snapshots; a committed route renders as a transition (the
 * page on screen stays until the next one can show), the loading state at once. */
export function RouterProvider({
  router,
  components,
}: {
  router: BrowserRouter;
  components: RouterComponents;
}) {
  const [snapshot, setSnapshot] = useState(router.getSnapshot);
  useEffect(
    () =>
      router.subscribe((next) => {
        if (next.navigation === 'loading') setSnapshot(next);
        else startTransition(() => setSnapshot(next));
      }),
    [router],
  );
  const value = useMemo<RouterValue>(
    () => ({
      basename: router.basename,
      route: snapshot.route,
      navigation: snapshot.navigation,
      navigate: router.navigate,
    }),
    [router, snapshot.route, snapshot.navigation],
  );
  return (
    <>
      <RouterTree value={value} components={components} />
      <ScrollOnCommit router={router} snapshot={snapshot} />
    </>
  );
}

function ScrollOnCommit({ router, snapshot }: { router: BrowserRouter; snapshot: RouterSnapshot }) {
  const { key } = snapshot.route.location;
  const [first] = useState(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per committed history entry
  useLayoutEffect(() => {
    // the first page's scroll is the browser's (a reload restores it, a hash is RouterBehaviours')
    if (key !== first) router.restoreScroll(snapshot);
  }, [key]);
  return null;
}

function RouterTree({ value, components }: { value: RouterValue; components: RouterComponents }) {
  const { Layout, PageError, RootError } = components;
  return (
    <RouterContext value={value}>
      <PageErrorContext value={PageError}>
        <ErrorBoundary fallback={RootError} resetKey={value.route.location}>
          <Layout />
        </ErrorBoundary>
      </PageErrorContext>
    </RouterContext>
  );
}

/** Where the layout puts the page. */
export function Outlet() {
  const { route } = useRouter();
  const PageError = useContext(PageErrorContext);
  if (!PageError) throw new Error('<Outlet> is rendered outside the router');
  if (route.error !== null || !route.route?.loaded)
    return (
      <RouteErrorContext value={route.error}>
        <PageError />
      </RouteErrorContext>
    );
  const Page = route.route.loaded.Component;
  return (
    <ErrorBoundary fallback={PageError} resetKey={route.location}>
      <Page />
    </ErrorBoundary>
  );
}

class ErrorBoundary extends Component<
  { fallback: ComponentType; resetKey: AppLocation; children: ReactNode },
  { error: unknown; failed: boolean; at: AppLocation }
> {
  override state = { error: null as unknown, failed: false, at: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  static getDerivedStateFromProps(
    props: { resetKey: AppLocation },
    state: { failed: boolean; at: AppLocation },
  ) {
    // another page: try again
    return props.resetKey !== state.at ? { error: null, failed: false, at: props.resetKey } : null;
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext value={this.state.error ?? new Error('render failed')}>
        <Fallback />
      </RouteErrorContext>
    );
  }
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('a router hook is used outside the router');
  return value;
}

/** The router, or null outside one (a component rendered alone in a test). */
export const useOptionalRouter = (): RouterValue | null => useContext(RouterContext);

/** The location on screen, without the locale's prefix. */
export const useLocation = (): AppLocation => useRouter().route.location;

export const useParams = (): Params => useRouter().route.params;

export const useNavigate = (): Navigate => useRouter().navigate;

export const useNavigation = (): { state: 'idle' | 'loading' } => ({ state: useRouter().navigation });

/** The loader's payload of the page on screen. */
export const usePageData = (): unknown => useRouter().route.data;

/** What failed, in the error components. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);
