import { describe, expect, it } from 'vitest';
import { KNOWN_LOCALES } from '#shared/config/locales.ts';
import { ROUTES } from '#shared/config/routes.ts';
import { ADMIN_PATHS } from '../pages/admin/paths.ts';
import { PANEL_PAGES, PANEL_ROUTES_MODULE } from './panel-routes.ts';
import { createRoutes, isPanelPath, pageModulesOf, routesOf } from './routes.tsx';
import { SHOP_PAGES, SHOP_ROUTES_MODULE } from './shop-routes.ts';

/** The route modules that exist, as the bundler sees them (nothing is loaded): a slice's
 * `route.ts`, or one of its `<page>-route.ts` when it serves several pages (the admin panel). */
const ROUTE_MODULES = Object.keys(
  import.meta.glob(['/client/pages/*/route.ts', '/client/pages/*/*-route.ts']),
).map((file) => file.slice(1));

describe('the page routes', () => {
  it('each carry their route module, a real file, so that the server preloads its chunk', () => {
    for (const locale of KNOWN_LOCALES) {
      for (const route of createRoutes(locale, PANEL_PAGES)) {
        expect(route.module, route.id).toMatch(/^client\/pages\/[a-z-]+\/([a-z-]+-)?route\.ts$/);
        expect(ROUTE_MODULES, `${route.id}: ${route.module}`).toContain(route.module);
        expect(typeof route.prefetch, route.id).toBe('function');
      }
    }
  });

  it('each load their view and their own loader from the route module', async () => {
    for (const route of createRoutes(KNOWN_LOCALES[0]!, PANEL_PAGES)) {
      const loaded = await route.load();
      expect(typeof loaded.Component, route.id).toBe('function');
      expect(typeof loaded.loader, route.id).toBe('function');
    }
  });

  it('are named <name>___<locale> (SPEC §2), once each', () => {
    for (const locale of KNOWN_LOCALES) {
      const ids = createRoutes(locale, PANEL_PAGES).map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(new RegExp(`^[a-zA-Z-]+___${locale.short}$`));
      expect(ids).toEqual(expect.arrayContaining([`home___${locale.short}`, `cmsPage___${locale.short}`]));
    }
  });

  it('serve every path of the route table, and name the route module to preload for a URL', () => {
    const matcher = routesOf(KNOWN_LOCALES[0]!, [...SHOP_PAGES, ...PANEL_PAGES]);
    const named = matcher.routes.map((r) => r.id.split('___')[0]);
    for (const name of Object.keys(ROUTES)) expect(named, name).toContain(name);
    const modules = (path: string) => pageModulesOf(matcher.match(path)?.route ?? null);
    expect(modules('/')).toEqual(['client/pages/cms-page/route.ts']);
    expect(modules('/agenda/marche-de-noel/13')).toEqual(['client/pages/element-detail/route.ts']);
    expect(modules('/actualites/bienvenue/1')).toEqual(['client/pages/news-detail/route.ts']);
    expect(modules('/blog/dossier/1/le-journal')).toEqual(['client/pages/blog/route.ts']);
    expect(modules('/vivre-a-vallon-sur-lys/enfance-jeunesse')).toEqual(['client/pages/cms-page/route.ts']);
  });

  it('have the shop’s pages only where the site sells (ADR 011)', () => {
    const town = routesOf(KNOWN_LOCALES[0]!);
    expect(town.routes.map((r) => r.id)).not.toContain(`product___${KNOWN_LOCALES[0]!.short}`);
    expect(pageModulesOf(town.match('/vin/bourgogne-aligote/1')?.route ?? null)).toEqual([
      'client/pages/cms-page/route.ts',
    ]);
    const shop = routesOf(KNOWN_LOCALES[0]!, SHOP_PAGES);
    expect(pageModulesOf(shop.match('/vin/bourgogne-aligote/1/2')?.route ?? null)).toEqual([
      'client/pages/product/route.ts',
    ]);
    expect(shop.match('/vin/12/34')?.params).toMatchObject({ slug: '12', id: '34' });
    expect(Object.keys(import.meta.glob('/client/app/shop-routes.ts')).map((f) => f.slice(1))).toEqual([
      SHOP_ROUTES_MODULE,
    ]);
  });

  it('have the admin panel apart, a route module per page, in the locale without a prefix alone (ADR 013)', () => {
    const [french, english] = KNOWN_LOCALES;
    // not in the table every page starts with: it comes with a page of the panel
    expect(routesOf(french!).routes.map((r) => r.id)).not.toContain(`admin___${french!.short}`);
    const panel = routesOf(french!, PANEL_PAGES);
    const module = (path: string) => pageModulesOf(panel.match(path)?.route ?? null);
    expect(module('/admin')).toEqual(['client/pages/admin/dashboard-route.ts']);
    expect(module('/admin/journal')).toEqual(['client/pages/admin/journal-route.ts']);
    expect(module('/admin/securite')).toEqual(['client/pages/admin/security-route.ts']);
    expect(module('/admin/sites')).toEqual(['client/pages/admin/sites-route.ts']);
    expect(module('/admin/relais')).toEqual(['client/pages/admin/handoff-route.ts']);
    // the page tree's screens (ADR 014), whose paths are the panel's own, not every page's table
    expect(module('/admin/pages')).toEqual(['client/pages/admin/pages-route.ts']);
    expect(module('/admin/pages/nouvelle')).toEqual(['client/pages/admin/page-form-route.ts']);
    expect(module('/admin/pages/12')).toEqual(['client/pages/admin/page-form-route.ts']);
    expect(panel.match('/admin/pages/12')?.params).toEqual({ id: '12' });
    // a block page's content editor (ADR 015)
    expect(module('/admin/pages/12/contenu')).toEqual(['client/pages/admin/block-editor-route.ts']);
    expect(panel.match('/admin/pages/12/contenu')?.params).toEqual({ id: '12' });
    expect(module('/admin/redirections')).toEqual(['client/pages/admin/redirects-route.ts']);
    expect(module('/admin/corbeille')).toEqual(['client/pages/admin/trash-route.ts']);
    // the site's parameters, its look and its addresses (ADR 016)
    expect(module('/admin/reglages')).toEqual(['client/pages/admin/settings-route.ts']);
    expect(module('/admin/apparence')).toEqual(['client/pages/admin/appearance-route.ts']);
    expect(module('/admin/adresses')).toEqual(['client/pages/admin/addresses-route.ts']);
    // the media library (ADR 017) and the accounts (ADR 018)
    expect(module('/admin/medias')).toEqual(['client/pages/admin/media-route.ts']);
    expect(module('/admin/comptes')).toEqual(['client/pages/admin/accounts-route.ts']);
    expect(Object.values(ROUTES)).not.toContain(ADMIN_PATHS.pages);
    // the panel's table writes the paths out: the same as the pages' own
    const table = PANEL_PAGES.flat().map((r) => r.path);
    for (const path of Object.values(ADMIN_PATHS)) expect(table, path).toContain(path);
    expect(pageModulesOf(routesOf(french!).match('/admin/pages')?.route ?? null)).toEqual([
      'client/pages/cms-page/route.ts',
    ]);
    const paths = [
      ROUTES.admin,
      ROUTES.adminAudit,
      ROUTES.adminSecurity,
      ROUTES.adminSites,
      ROUTES.adminHandoff,
      ...Object.values(ADMIN_PATHS),
    ];
    for (const path of [...paths, '/Admin/Sites']) expect(isPanelPath(french!, path), path).toBe(true);
    for (const path of ['/', '/administration', '/mon-compte'])
      expect(isPanelPath(french!, path), path).toBe(false);
    expect(isPanelPath(english!, '/admin')).toBe(false);
    expect(Object.keys(import.meta.glob('/client/app/panel-routes.ts')).map((f) => f.slice(1))).toEqual([
      PANEL_ROUTES_MODULE,
    ]);
  });

  it("name the catalogs of their texts in the page's locale, once loaded", async () => {
    const matcher = routesOf(KNOWN_LOCALES[0]!);
    const auth = matcher.match('/auth')!.route;
    await auth.load().then((loaded) => Object.assign(auth, { loaded }));
    expect(pageModulesOf(auth, undefined, 'en-GB')).toEqual([
      'client/pages/auth/route.ts',
      'locales/en-GB/account.po',
      'locales/en-GB/forms.po',
    ]);
    const news = matcher.match('/actualites/bienvenue/1')!.route;
    await news.load().then((loaded) => Object.assign(news, { loaded }));
    expect(pageModulesOf(news, undefined, 'fr-FR')).toEqual(['client/pages/news-detail/route.ts']);
  });

  it('are compiled once per locale and kept, each locale with its own routes', () => {
    const [first, second] = KNOWN_LOCALES;
    expect(second).toBeDefined();
    expect(routesOf({ ...first! })).toBe(routesOf({ ...first! }));
    const a = routesOf(first!);
    const b = routesOf(second!);
    expect(b).not.toBe(a);
    expect(a.match('/')?.route.id).not.toBe(b.match('/')?.route.id);
  });
});
