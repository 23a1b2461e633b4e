import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MenuPage, menuSchema, pageDetailSchema } from '#shared/contracts/page.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST) => t.http.get(`/api${path}`).set('Host', host);
const flatten = (pages: MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.children)]);

const TOWN_SECTIONS = {
  'enfance-jeunesse': [
    'argent-de-poche',
    'centre-periscolaire-et-accueil-de-loisir',
    'espace-jeunes',
    'garde-jeunes-enfants',
    'le-conseil-des-jeunes',
    'les-ecoles',
    'petite-enfance-rpe-leap',
    'restauration-scolaire',
    'site-enfant-parent',
    'transports-scolaires',
  ],
  'vie-citoyenne': [
    'demarches-administratives-etat-civil',
    'environnement',
    'la-mediatheque',
    'les-demarches-en-ligne',
    'les-elections',
    'nouveaux-arrivants',
    'ordures-menageres-et-decheterie',
    'plan-climat-air-energie-territorial-pcaet',
    'plan-communal-de-sauvegarde',
    'urbanisme',
  ],
  'vie-economique-et-tourisme': [
    'commerces',
    'entreprises',
    'hebergement-de-tourisme',
    'office-de-tourisme',
    'patrimoine-historique',
    'sentiers-pedestres-et-cyclables',
  ],
  'vie-municipale': [
    'communaute-de-communes',
    'comptes-rendus-municipaux',
    'conseil-municipal',
    'les-bulletins-municipaux',
    'publications-municipales',
  ],
  'vie-sociale-et-associative': [
    'actions-sociales-et-medico-sociales',
    'associations-locales',
    'ccas',
    'equipements-et-salles',
    'heure-civique',
  ],
};

describe('GET /page (the menu)', () => {
  it('holds the whole town-hall tree of SPEC §2 with whole paths', async () => {
    const menu = expectSuccess(await get('/page'), menuSchema);
    const paths = new Set(flatten(menu.pages).map((p) => p.path));
    for (const [section, pages] of Object.entries(TOWN_SECTIONS)) {
      expect(paths).toContain(`/vivre-a-vallon-sur-lys/${section}`);
      for (const page of pages) expect(paths).toContain(`/vivre-a-vallon-sur-lys/${section}/${page}`);
    }
    for (const path of [
      '/accueil',
      '/vivre-a-vallon-sur-lys',
      '/infos-utiles/eglise/cimetiere-communal',
      '/infos-utiles/eglise/culte',
      '/infos-utiles/en-ce-moment/actualites',
      '/infos-utiles/en-ce-moment/agenda',
      '/infos-utiles/numeros-utiles/numeros-utiles',
      '/nous-contacter',
    ]) {
      expect(paths).toContain(path);
    }
    const root = menu.pages.find((p) => p.url === 'vivre-a-vallon-sur-lys')!;
    expect(root.children.map((c) => c.url)).toEqual(Object.keys(TOWN_SECTIONS));
    expect(root).toMatchObject({
      type: 'V1',
      idParent: null,
      link: { type: 'NONE' },
      cms: { isCmsPage: true },
    });
  });

  it("never holds another site's pages", async () => {
    const wine = expectSuccess(await get('/page', WINE_HOST), menuSchema);
    const wineTitles = flatten(wine.pages).map((p) => p.path);
    expect(wineTitles).toContain('/le-domaine');
    expect(wineTitles.some((p) => p.startsWith('/vivre-a-'))).toBe(false);
  });
});

describe('GET /page/{slug}', () => {
  it('reads a page by its whole path, with its layout, breadcrumbs and children', async () => {
    const page = expectSuccess(
      await get('/page/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles'),
      pageDetailSchema,
    );
    expect(page.path).toBe('/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles');
    expect(page.breadcrumbs.map((b) => b.path)).toEqual([
      '/vivre-a-vallon-sur-lys',
      '/vivre-a-vallon-sur-lys/enfance-jeunesse',
      '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles',
    ]);
    const first = page.layout?.blocks[0];
    const html = first?.type === 'richText' ? first.html : '';
    expect(html.length).toBeGreaterThan(200);
    expect(html).not.toMatch(/<script|on\w+=/i);

    const parent = expectSuccess(
      await get('/page/vivre-a-vallon-sur-lys/enfance-jeunesse'),
      pageDetailSchema,
    );
    expect(parent.children.map((c) => c.path)).toContain(
      '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles',
    );
    expect(parent.children).toHaveLength(TOWN_SECTIONS['enfance-jeunesse'].length);
  });

  it("answers 404 for a missing page and for another site's page, 400 for a path that is no slug", async () => {
    expectFailure(await get('/page/vivre-a-vallon-sur-lys/nulle-part'), 404);
    expectFailure(await get('/page/vivre-a-vallon-sur-lys', WINE_HOST), 404);
    expectFailure(await get('/page/le-domaine', TOWN_HOST), 404);
    expectFailure(await get('/page/Vivre_A'), 400);
    expectFailure(await get('/page/%3Cscript%3E'), 400);
  });
});
