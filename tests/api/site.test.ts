import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { sitemapEntrySchema } from '#shared/contracts/routes/sitemap.ts';
import {
  componentConfSchema,
  languageSchema,
  parameterSchema,
  siteInfoSchema,
} from '#shared/contracts/site.ts';
import { news } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_ALT_HOST, TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST) => t.http.get(`/api${path}`).set('Host', host);

describe('tenant resolution', () => {
  it('answers 404 to a host that serves no site', async () => {
    const res = await get('/parameter', 'unknown.example');
    expectFailure(res, 404);
  });

  it('serves the same site on each of its hosts, with or without a port', async () => {
    const a = expectSuccess(await get('/site/info', TOWN_HOST), siteInfoSchema);
    const b = expectSuccess(await get('/site/info', `${TOWN_ALT_HOST}:3000`), siteInfoSchema);
    expect(a.id).toBe(b.id);
    expect(a.name).toBe('Vallon-sur-Lys');
  });

  it('refuses an idSite header that names another site than the host (400), accepts the right one', async () => {
    const wine = expectSuccess(await get('/site/info', WINE_HOST), siteInfoSchema);
    const town = expectSuccess(await get('/site/info', TOWN_HOST), siteInfoSchema);
    expectFailure(await get('/parameter', TOWN_HOST).set('idSite', String(wine.id)), 400);
    expectFailure(await get('/parameter', TOWN_HOST).set('idSite', 'abc'), 400);
    expectSuccess(
      await get('/parameter', TOWN_HOST).set('idSite', String(town.id)),
      z.array(parameterSchema),
    );
  });

  it('answers 404 with the envelope for an API route that does not exist', async () => {
    expectFailure(await get('/no-such-route'), 404);
  });
});

describe('GET /parameter', () => {
  it('lists every parameter type of the catalog with its kind, and the site’s own values', async () => {
    const town = expectSuccess(await get('/parameter'), z.array(parameterSchema));
    expect(town.map((p) => p.type).sort()).toEqual(PARAMETER_CATALOG.map((p) => p.type).sort());
    const byType = Object.fromEntries(town.map((p) => [p.type, p]));
    expect(byType.PRIMARY_COLOR?.value).toBe('#C04C1B');
    expect(byType.ACCENT_COLOR?.value).toBe('#CACE0B');
    expect(byType.PRIMARY_COLOR?.kind).toBe('STRING');
    expect(byType.DARK_THEME?.kind).toBe('BOOLEAN');
    expect(byType.COMPANY_FAX?.value).toBeNull();

    const wine = expectSuccess(await get('/parameter', WINE_HOST), z.array(parameterSchema));
    const wineByType = Object.fromEntries(wine.map((p) => [p.type, p.value]));
    expect(wineByType.PRIMARY_COLOR).toBe('#6B1E3A');
    expect(wineByType.COMPANY_NAME).toBe('Domaine du Vallon');
    expect(byType.COMPANY_NAME?.value).toBe('Mairie de Vallon-sur-Lys');
  });

  it('refuses query parameters it does not know', async () => {
    expectFailure(await get('/parameter?debug=1'), 400);
  });
});

describe('GET /site/info', () => {
  it('describes the town hall and the wine estate apart', async () => {
    const town = expectSuccess(await get('/site/info'), siteInfoSchema);
    expect(town).toMatchObject({
      isECommerce: false,
      isWinemaker: false,
      townSlug: 'vallon-sur-lys',
      defaultLang: 'fr_FR',
    });
    expect(town.logos.map((l) => l.type).sort()).toEqual(['LOGO', 'LOGO_FAVICON', 'LOGO_FOOTER']);
    expect(town.fonts.find((f) => f.type === 'TITLE')).toMatchObject({
      family: 'Lato',
      size: '1.65em',
      weight: 'bold',
    });

    const wine = expectSuccess(await get('/site/info', WINE_HOST), siteInfoSchema);
    expect(wine).toMatchObject({ name: 'Domaine du Vallon', isECommerce: true, isWinemaker: true });
    expect(wine.id).not.toBe(town.id);
  });
});

describe('GET /language', () => {
  it('lists only the switched-on languages: French, without prefix', async () => {
    const languages = expectSuccess(await get('/language'), z.array(languageSchema));
    expect(languages).toHaveLength(1);
    expect(languages[0]).toMatchObject({ code: 'fr_FR', iso: 'fr-FR', prefix: '', isDefault: true });
  });
});

describe('GET /component/conf/{slug}', () => {
  it('returns the configuration of a component of this site only', async () => {
    const conf = expectSuccess(await get('/component/conf/news-list'), componentConfSchema);
    expect(conf.conf).toMatchObject({ nbItem: 10 });
    expectFailure(await get('/component/conf/news-list', WINE_HOST), 404);
    expectFailure(await get('/component/conf/Not_A_Slug'), 400);
  });
});

describe('GET /external-app/{app}/config/public', () => {
  it('returns the public configuration where the app is set up, 404 elsewhere', async () => {
    const config = expectSuccess(
      await get('/external-app/PRODUCT_FILE_GENERATOR/config/public', WINE_HOST),
      z.record(z.string(), z.unknown()),
    );
    expect(config).toMatchObject({ enabled: true });
    expect(JSON.stringify(config)).not.toMatch(/private/i);
    expectFailure(await get('/external-app/PRODUCT_FILE_GENERATOR/config/public', TOWN_HOST), 404);
    expectFailure(await get('/external-app/not-an-app/config/public', WINE_HOST), 400);
  });
});

describe('GET /sitemap', () => {
  it('lists the public paths of the host’s site only, a row of another site never', async () => {
    const wineId = expectSuccess(await get('/site/info', WINE_HOST), siteInfoSchema).id;
    await t.database.db.insert(news).values({
      siteId: wineId,
      locale: 'fr_FR',
      title: 'Les vendanges commencent',
      slug: 'seulement-au-domaine',
      body: '<p>Au domaine.</p>',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const town = expectSuccess(await get('/sitemap'), z.array(sitemapEntrySchema));
    const wine = expectSuccess(await get('/sitemap', WINE_HOST), z.array(sitemapEntrySchema));
    expect(town.map((e) => e.path)).toContain('/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles');
    expect(town.every((e) => e.path.startsWith('/'))).toBe(true);
    expect(wine.some((e) => e.path.includes('seulement-au-domaine'))).toBe(true);
    expect(town.some((e) => e.path.includes('seulement-au-domaine'))).toBe(false);
    expect(town.some((e) => e.path.startsWith('/le-domaine'))).toBe(false);
    const res = await get('/sitemap');
    expect(res.headers['x-cache-scope']).toBe('site');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the API, the same on every host, unknown hosts included', async () => {
    const town = await get('/openapi.json');
    expect(town.status).toBe(200);
    expect(town.body.openapi).toBe('3.1.0');
    expect(town.body.paths['/sitemap'].get.summary).toMatch(/public URLs/);
    const unknown = await get('/openapi.json', 'unknown.example');
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(town.text);
  });
});
