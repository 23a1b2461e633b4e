import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KNOWN_LOCALES } from '#shared/config/locales.ts';
import { ROUTES } from '#shared/config/routes.ts';
import type { PageHandle } from '../shared/lib/page-route.ts';
import { createRoutes, pageModulesOf } from './routes.tsx';

const pagesOf = (locale = KNOWN_LOCALES[0]!) => createRoutes(locale)[0]!.children ?? [];
/** The route modules that exist, as the bundler sees them (nothing is loaded). */
const ROUTE_MODULES = Object.keys(import.meta.glob('/client/pages/*/route.ts')).map((file) => file.slice(1));

describe('the page routes', () => {
  it('each carry their route module, a real file, so that the server preloads its chunk', () => {
    for (const locale of KNOWN_LOCALES) {
      for (const route of pagesOf(locale)) {
        const module = (route.handle as PageHandle | undefined)?.module;
        expect(module, route.id).toMatch(/^client\/pages\/[a-z-]+\/route\.ts$/);
        expect(ROUTE_MODULES, `${route.id}: ${module}`).toContain(module);
      }
    }
  });

  it('each load their view and their own loader from the route module', async () => {
    for (const route of pagesOf()) {
      const lazy = route.lazy as () => Promise<{ Component: unknown; loader: unknown }>;
      const loaded = await lazy();
      expect(typeof loaded.Component, route.id).toBe('function');
      expect(typeof loaded.loader, route.id).toBe('function');
    }
  });

  it('are named <name>___<locale> (SPEC §2), once each', () => {
    for (const locale of KNOWN_LOCALES) {
      const ids = pagesOf(locale).map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(new RegExp(`^[a-zA-Z-]+___${locale.short}$`));
      expect(ids).toEqual(expect.arrayContaining([`home___${locale.short}`, `cmsPage___${locale.short}`]));
    }
  });

  it('serve every path of the route table, and name the route module to preload for a URL', () => {
    const routes = createRoutes(KNOWN_LOCALES[0]!);
    const named = pagesOf().map((r) => r.id?.split('___')[0]);
    for (const name of Object.keys(ROUTES)) expect(named, name).toContain(name);
    const modules = (url: string) => pageModulesOf(matchRoutes(routes, url) ?? []);
    expect(modules('/')).toEqual(['client/pages/cms-page/route.ts']);
    expect(modules('/agenda/marche-de-noel/13')).toEqual(['client/pages/element-detail/route.ts']);
    expect(modules('/actualites/bienvenue/1')).toEqual(['client/pages/news-detail/route.ts']);
    expect(modules('/blog/dossier/1/le-journal')).toEqual(['client/pages/blog/route.ts']);
    expect(modules('/vivre-a-vallon-sur-lys/enfance-jeunesse')).toEqual(['client/pages/cms-page/route.ts']);
  });
});
