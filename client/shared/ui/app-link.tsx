// Links to the app's own pages whose targets are absolute paths known when rendering (menu pages,
// footer and header links, cards). react-router's Link and NavLink resolve their target against
// the route tree for every link (useResolvedPath, path compilation, basename joining); a page
// renders a hundred or more of them and that resolution was about a tenth of a server render.
// An absolute path needs none of it: the layout reads the router once (AppLinkProvider) and each
// AppLink is a plain <a href> whose click navigates on the client exactly as Link's does.
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { Link, type NavigateFunction, NavLink, useHref, useLocation, useNavigate } from 'react-router';

interface AppLinkRouter {
  /** The locale's prefix ('' for the default locale), written before every path. */
  basename: string;
  /** The current path, search and hash, without the prefix. */
  pathname: string;
  current: string;
  navigate: NavigateFunction;
}

const AppLinkContext = createContext<AppLinkRouter | null>(null);

/** Reads the router once for every AppLink below it (the root layout holds it). */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  const root = useHref('/');
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<AppLinkRouter>(
    () => ({
      basename: root === '/' ? '' : root.replace(/\/$/, ''),
      pathname: location.pathname,
      current: location.pathname + location.search + location.hash,
      navigate,
    }),
    [root, location.pathname, location.search, location.hash, navigate],
  );
  return <AppLinkContext value={value}>{children}</AppLinkContext>;
}

/** The href of an absolute app path under the locale's prefix, as react-router's useHref writes it. */
export function appHref(basename: string, to: string): string {
  if (!basename) return to;
  return to === '/'
    ? basename
    : to.startsWith('/?') || to.startsWith('/#')
      ? basename + to.slice(1)
      : basename + to;
}

/** Whether a path is the current page or (unless `end`) one of its descendants, as NavLink says. */
export function isActivePath(current: string, to: string, end: boolean): boolean {
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const here = current.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(slash) === '/';
}

/** The clicks the browser keeps: another button, a modifier key (new tab, download), another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    (!!target && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app ('/actualites', '/?page=2'), without the locale's prefix; only an
   * absolute one skips the router's resolution. */
  to: string;
  /** Marks the link `aria-current="page"` (and class `active`) on its page and below. */
  nav?: boolean;
  /** With `nav`: only on its own page, not below. */
  end?: boolean;
  /** A full page load instead of client-side navigation. */
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
};

export function AppLink({
  to,
  nav = false,
  end = false,
  reloadDocument = false,
  replace,
  preventScrollReset,
  className,
  onClick,
  children,
  ...rest
}: AppLinkProps) {
  const router = useContext(AppLinkContext);
  // a relative target needs the route tree; outside the root layout (the router's error page, a
  // test of one component) there is no AppLinkProvider: the router's own links do that work
  if (!router || !to.startsWith('/'))
    return (
      <FallbackLink
        {...rest}
        {...{ to, nav, end, reloadDocument, replace, preventScrollReset, className, onClick }}
      >
        {children}
      </FallbackLink>
    );
  const active = nav && isActivePath(router.pathname, to, end);
  const classes = active ? (className ? `${className} active` : 'active') : className;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || browserHandles(event)) return;
    event.preventDefault();
    // a link to the page on screen replaces its history entry, as react-router's Link does
    router.navigate(to, { replace: replace ?? router.current === to, preventScrollReset });
  };
  return (
    <a
      {...rest}
      aria-current={active ? 'page' : rest['aria-current']}
      className={classes}
      href={appHref(router.basename, to)}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}

function FallbackLink({ to, nav, end, reloadDocument, replace, preventScrollReset, ...rest }: AppLinkProps) {
  const shared = { to, reloadDocument, replace, preventScrollReset };
  return nav ? <NavLink {...rest} {...shared} end={end} /> : <Link {...rest} {...shared} />;
}
