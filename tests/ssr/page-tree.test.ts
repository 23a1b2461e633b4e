// What the admin's page tree does to the public pages (ADR 014), as the server renders them: a
// page kept out of search engines says noindex, a moved page's old URL answers a 301 to its new
// one, and so does a redirect staff added from an old site's URL; a path nobody knows stays 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminPageSchema } from '#shared/contracts/admin-pages.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { tokenFor } from '../support/sessions.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
});
afterAll(() => t?.close());

const api = (method: 'post' | 'put', path: string) =>
  t.http[method](`/api${path}`)
    .set('Host', TOWN_HOST)
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Authorization', `Bearer ${admin}`);
const page = (path: string) =>
  t.http.get(path).set('Host', TOWN_HOST).set('User-Agent', 'Mozilla/5.0 test').redirects(0);

describe('the public side of the page tree', () => {
  it('says noindex on a page kept out of search engines, and only there', async () => {
    expectSuccess(
      await api('post', '/admin/pages').send({
        locale: 'fr_FR',
        parentId: null,
        title: 'Registre interne',
        isValid: true,
        noindex: true,
      }),
      adminPageSchema,
    );
    expectSuccess(
      await api('post', '/admin/pages').send({
        locale: 'fr_FR',
        parentId: null,
        title: 'Registre public',
        isValid: true,
      }),
      adminPageSchema,
    );
    const hidden = await page('/registre-interne');
    expect(hidden.status).toBe(200);
    expect(hidden.text).toContain('<meta name="robots" content="noindex">');
    const shown = await page('/registre-public');
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain('content="noindex');
  });

  it('answers a moved page’s old URL with a 301 to the new one, and an old site’s URL that staff redirected', async () => {
    const made = expectSuccess(
      await api('post', '/admin/pages').send({
        locale: 'fr_FR',
        parentId: null,
        title: 'Démarches',
        isValid: true,
      }),
      adminPageSchema,
    );
    expectSuccess(
      await api('put', `/admin/pages/${made.id}`).send({
        title: 'Démarches en ligne',
        url: 'demarches-en-ligne',
        isValid: true,
      }),
      adminPageSchema,
    );
    const old = await page('/demarches');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/demarches-en-ligne');
    expect((await page('/demarches-en-ligne')).status).toBe(200);

    expectSuccess(
      await api('post', '/admin/redirects').send({
        from: '/ancien-site/demarches.html',
        to: '/demarches-en-ligne',
      }),
      z.unknown(),
    );
    const legacy = await page('/ancien-site/demarches.html');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/demarches-en-ligne');
    expect((await page('/nulle-part-connue')).status).toBe(404);
  });
});
