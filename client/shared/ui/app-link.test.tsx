import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, AppLinkProvider, appHref, isActivePath } from './app-link.tsx';

describe('appHref', () => {
  it('writes the path as it is for the default locale', () => {
    expect(appHref('', '/')).toBe('/');
    expect(appHref('', '/actualites?page=2')).toBe('/actualites?page=2');
  });

  it("writes the locale's prefix before the path, as react-router does", () => {
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

/** The markup of `element` rendered by a static router at `url`, under `basename`. */
async function rendered(element: React.ReactNode, url: string, basename = '/') {
  const handler = createStaticHandler(
    [{ path: '*', element: <AppLinkProvider>{element}</AppLinkProvider> }],
    {
      basename,
    },
  );
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('AppLink', () => {
  it('is a plain link under the locale prefix, marked current on its page when `nav`', async () => {
    const html = await rendered(
      <>
        <AppLink nav to="/vivre" className="menu-link">
          Vivre
        </AppLink>
        <AppLink to="/vivre">Plain</AppLink>
        <AppLink nav to="/agenda">
          Agenda
        </AppLink>
      </>,
      '/en/vivre/ecoles',
      '/en',
    );
    expect(html).toBe(
      '<a aria-current="page" class="menu-link active" href="/en/vivre">Vivre</a>' +
        '<a href="/en/vivre">Plain</a>' +
        '<a href="/en/agenda">Agenda</a>',
    );
  });

  it("leaves a relative target to the router's own resolution", async () => {
    const html = await rendered(<AppLink to="?page=2">Next</AppLink>, '/actualites');
    expect(html).toContain('href="/actualites?page=2"');
  });

  it('works outside the provider with the same markup', async () => {
    const handler = createStaticHandler([
      {
        path: '*',
        element: (
          <AppLink nav to="/vivre" className="menu-link">
            Vivre
          </AppLink>
        ),
      },
    ]);
    const context = await handler.query(new Request('http://localhost/vivre'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToStaticMarkup(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('class="menu-link active"');
    expect(html).toContain('href="/vivre"');
  });
});
