import { createContext, type ReactNode, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouteState } from '../router/resolve.ts';
import { StaticRouter } from '../router/view.tsx';
import { AppLink, absoluteAppPath, appHref, isActivePath } from './app-link.tsx';
import { GetForm } from './get-form.tsx';

describe('appHref', () => {
  it('writes the path as it is for the default locale', () => {
    expect(appHref('', '/')).toBe('/');
    expect(appHref('/', '/actualites?page=2')).toBe('/actualites?page=2');
  });

  it("writes the locale's prefix before the path", () => {
    expect(appHref('/en', '/')).toBe('/en');
    expect(appHref('/en', '/news')).toBe('/en/news');
    expect(appHref('/en', '/?page=2')).toBe('/en?page=2');
  });
});

describe('isActivePath', () => {
  it('marks the page itself and, unless `end`, the pages below it', () => {
    expect(isActivePath('/vivre', '/vivre', false)).toBe(true);
    expect(isActivePath('/vivre/ecoles', '/vivre', false)).toBe(true);
    expect(isActivePath('/vivre/ecoles', '/vivre', true)).toBe(false);
    expect(isActivePath('/vivre-ici', '/vivre', false)).toBe(false);
    expect(isActivePath('/vivre', '/vivre?page=2', false)).toBe(true);
    expect(isActivePath('/VIVRE', '/vivre', false)).toBe(true);
  });

  it('marks the home link only on the home page when `end`', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/actualites', '/', true)).toBe(false);
  });
});

describe('absoluteAppPath', () => {
  it('resolves a relative target against the page on screen', () => {
    expect(absoluteAppPath('/agenda', '/actualites')).toBe('/agenda');
    expect(absoluteAppPath('?page=2', '/actualites')).toBe('/actualites?page=2');
    expect(absoluteAppPath('#top', '/actualites')).toBe('/actualites#top');
  });
});

const Shown = createContext<ReactNode>(null);
const Layout = () => useContext(Shown);
const Nothing = () => null;
const COMPONENTS = { Layout, PageError: Nothing, RootError: Nothing };

/** The markup of `element` rendered by the server's router at `pathname`, under `basename`. */
function rendered(element: ReactNode, pathname: string, basename = '/') {
  const route: RouteState = {
    location: { pathname, search: '', hash: '', key: 'default' },
    route: null,
    params: {},
    data: null,
    status: 200,
    error: null,
  };
  return renderToStaticMarkup(
    <Shown value={element}>
      <StaticRouter route={route} basename={basename} components={COMPONENTS} />
    </Shown>,
  );
}

describe('AppLink', () => {
  it('is a plain link under the locale prefix, marked current on its page when `nav`', () => {
    const html = rendered(
      <>
        <AppLink nav to="/vivre" className="menu-link">
          Vivre
        </AppLink>
        <AppLink to="/vivre">Plain</AppLink>
        <AppLink nav to="/agenda">
          Agenda
        </AppLink>
      </>,
      '/vivre/ecoles',
      '/en',
    );
    expect(html).toBe(
      '<a aria-current="page" class="menu-link active" href="/en/vivre">Vivre</a>' +
        '<a href="/en/vivre">Plain</a>' +
        '<a href="/en/agenda">Agenda</a>',
    );
  });

  it('resolves a relative target against the page on screen', () => {
    expect(rendered(<AppLink to="?page=2">Next</AppLink>, '/actualites')).toContain(
      'href="/actualites?page=2"',
    );
  });

  it('is the plain link outside a router', () => {
    expect(renderToStaticMarkup(<AppLink to="/vivre">Vivre</AppLink>)).toBe('<a href="/vivre">Vivre</a>');
  });
});

describe('GetForm', () => {
  it('is a GET form to the app path under the prefix, the page on screen by default', () => {
    expect(rendered(<GetForm action="/recherche" role="search" />, '/', '/en')).toBe(
      '<form role="search" action="/en/recherche" method="get"></form>',
    );
    expect(rendered(<GetForm />, '/actualites')).toBe('<form action="/actualites" method="get"></form>');
  });
});
