// GET /service/:id (SPEC §7) answers with the breadcrumbs of the page that lists the service: a
// page whose services block names one of its tags, else one that shows every service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDetailSchema, serviceListSchema } from '#shared/contracts/town.ts';
import * as schema from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST) => t.http.get(`/api${path}`).set('Host', host);
const serviceTagged = async (tag: string, host = TOWN_HOST) =>
  expectSuccess(await get(`/service?tag=${encodeURIComponent(tag)}`, host), serviceListSchema).services[0]!;

describe('GET /service/:id', () => {
  it('names the page whose services block shows one of the service’s tags', async () => {
    const rooms = await serviceTagged('salles');
    const detail = expectSuccess(await get(`/service/${rooms.id}`), serviceDetailSchema);
    expect(detail.body).toContain('<table>');
    expect(detail.listing?.map((c) => c.title)).toEqual([
      'Vivre à Vallon-sur-Lys',
      'Vie sociale et associative',
      'Équipements et salles municipales',
    ]);
    const books = await serviceTagged('médiathèque');
    const mediatheque = expectSuccess(await get(`/service/${books.id}`), serviceDetailSchema);
    expect(mediatheque.listing?.at(-1)?.path).toBe('/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque');
  });

  it('falls back to a page that shows every service, else names none', async () => {
    const visit = await serviceTagged('visite', WINE_HOST);
    const detail = expectSuccess(await get(`/service/${visit.id}`, WINE_HOST), serviceDetailSchema);
    expect(detail.listing?.at(-1)).toEqual({
      title: 'Visites et dégustations',
      path: '/visites-et-degustations',
    });

    const town = await siteId(t.database, 'vallon-sur-lys');
    const [lonely] = await t.database.db
      .insert(schema.services)
      .values({ siteId: town, title: 'Composteurs', slug: 'composteurs', body: '<p>x</p>', tags: ['jardin'] })
      .returning({ id: schema.services.id });
    expect(expectSuccess(await get(`/service/${lonely!.id}`), serviceDetailSchema).listing).toBeNull();
  });

  it('answers 404 for another site’s service', async () => {
    const visit = await serviceTagged('visite', WINE_HOST);
    expectFailure(await get(`/service/${visit.id}`), 404);
  });
});
