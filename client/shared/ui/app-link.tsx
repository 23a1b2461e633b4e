// Links to the app's own pages (ADR 009): a plain <a href> under the locale's prefix whose click
// navigates on the client; with `nav`, marked as the current page on its page and below. Every
// target is an app path: absolute (`/actualites`), or relative to the page on screen (`?page=2`).
// Outside a router (a component rendered alone) it is the plain link.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { joinBasename } from '../router/match.ts';
import { useOptionalRouter } from '../router/view.tsx';

/** The href of an absolute app path under the locale's prefix (`/en` + `/news`). */
export const appHref = (basename: string, to: string): string => joinBasename(basename, to);

/** Whether a path is the current page or (unless `end`) one of its descendants. */
export function isActivePath(current: string, to: string, end: boolean): boolean {
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const here = current.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(slash) === '/';
}

/** An app target as an absolute app path, relative ones against the page on screen. */
export function absoluteAppPath(to: string, pathname: string): string {
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://app${pathname}`);
  return url.pathname + url.search + url.hash;
}

/** The clicks the browser keeps: another button, a modifier key (new tab, download), another target. */
export function browserHandles(event: MouseEvent<HTMLElement>, target: string | null): boolean {
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
  /** A path of the app ('/actualites', '/?page=2', '?page=2'), without the locale's prefix. */
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
  const router = useOptionalRouter();
  const here = router?.route.location;
  const path = absoluteAppPath(to, here?.pathname ?? '/');
  const active = nav && isActivePath(here?.pathname ?? '', path, end);
  const classes = active ? (className ? `${className} active` : 'active') : className;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !here || event.defaultPrevented || reloadDocument) return;
    if (browserHandles(event, event.currentTarget.getAttribute('target'))) return;
    event.preventDefault();
    // a link to the page on screen replaces its history entry
    const current = here.pathname + here.search + here.hash;
    router.navigate(path, { replace: replace ?? current === path, preventScrollReset });
  };
  return (
    <a
      {...rest}
      aria-current={active ? 'page' : rest['aria-current']}
      className={classes}
      href={appHref(router?.basename ?? '', path)}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
