// When the renderer cannot reach the API at all, a visitor gets the French page that says the
// service is briefly unavailable (503), never a bare "Internal error."; and when even that page
// cannot be rendered, SPEC §8's last-resort page, static French HTML.
import { createServer } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_RESORT_HEADING } from '#shared/lib/last-resort.ts';
import { createSsrHandler, finalErrorHandler, type Renderer } from '../../server/ssr/handler.ts';
import type { CachedApi } from '../../server/ssr/startup-cache.ts';
import { startTestApp, type TestApp, testAssets } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { visitorToken } from '../support/sessions.ts';

/** A port nothing listens on: connections to it are refused. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ apiBaseUrl: `http://127.0.0.1:${await deadPort()}/api` });
});
afterAll(() => t.close());

describe('a renderer that cannot reach the API', () => {
  it('answers every page with the French 503 page, Retry-After, for anonymous and logged-in visitors', async () => {
    const token = await visitorToken(t.database, 'vallon-sur-lys', 'unreachable@example.org');
    for (const [path, cookie] of [
      ['/', ''],
      ['/infos-utiles/en-ce-moment/agenda', ''],
      ['/', `token=${token}`],
    ] as const) {
      const res = await t.http.get(path).set('Host', TOWN_HOST).set('Cookie', cookie);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<html lang="fr-FR">');
      expect(res.text).toContain('Le service est momentanément indisponible');
      expect(res.text).toContain('Réessayez dans quelques instants.');
      expect(res.text).toContain('Revenir à l’accueil');
      expect(res.text).not.toContain('Internal error');
      expect(res.text).not.toMatch(/Se connecter|Connexion/);
    }
    // the API itself still answers: only the renderer's path to it is broken
    expect((await t.http.get('/api/language').set('Host', TOWN_HOST)).status).toBe(200);
  });

  it('answers the favicon, the sitemap and robots.txt 503 with Retry-After, in French where there is text', async () => {
    for (const path of ['/favicon.ico', '/sitemap.xml', '/robots.txt']) {
      const res = await t.http.get(path).set('Host', TOWN_HOST);
      expect(res.status, path).toBe(503);
      expect(res.headers['retry-after'], path).toMatch(/^\d+$/);
      expect(res.text ?? '', path).not.toMatch(/Internal error|Unknown site/);
    }
    expect((await t.http.get('/robots.txt').set('Host', TOWN_HOST)).text).toBe(
      'Service momentanément indisponible.',
    );
  });
});

describe('when the error page itself cannot be shown', () => {
  const logger = pino({ level: 'silent' });
  const unreachable: CachedApi = {
    call: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    stats: () => ({ hits: 0, misses: 0, size: 0 }),
    clear: () => undefined,
    close: () => undefined,
  };
  const appWith = (loadRenderer: () => Promise<Renderer>) => {
    const app = express();
    app.use(cookieParser());
    app.use((_req, res, next) => {
      res.locals.nonce = 'n';
      next();
    });
    app.get(
      '/{*splat}',
      createSsrHandler({
        env: { RENDER_TIMEOUT_MS: 1_000, COOKIE_SECURE: 'auto' },
        api: unreachable,
        assets: testAssets,
        loadRenderer,
        logger,
      }),
    );
    return supertest(app);
  };

  it('serves the static French last-resort page, 503, when the unavailable page fails to render', async () => {
    const renderer = (await import('../../client/entry-server.tsx')) as Renderer;
    const failing: Renderer = {
      ...renderer,
      unavailableDocument: () => Promise.reject(new Error('catalog missing')),
    };
    const res = await appWith(async () => failing).get('/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain(LAST_RESORT_HEADING);
    expect(res.text).toContain('momentanément indisponible');
    expect(res.text).toContain('Revenir à l’accueil');
    expect(res.text).not.toMatch(/<script/);
  });

  it('serves it, 500, with the request’s reference, when the renderer cannot even be loaded', async () => {
    const res = await appWith(() => Promise.reject(new Error('no build'))).get('/actualites');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain(LAST_RESORT_HEADING);
    expect(res.text).toMatch(/Référence : [0-9a-f-]{36}/);
  });
});

describe('a request no route could answer', () => {
  const failing = () => {
    const app = express();
    const logger = pino({ level: 'silent' });
    app.get('/{*splat}', () => {
      throw new Error('boom');
    });
    app.use(finalErrorHandler(logger));
    return supertest(app);
  };

  it('gives a browser the last-resort page, and a file or a probe French plain text', async () => {
    const navigated = await failing().get('/favicon.ico').set('Accept', 'text/html,*/*');
    expect(navigated.status).toBe(500);
    expect(navigated.text).toContain(LAST_RESORT_HEADING);
    const fetched = await failing().get('/favicon.ico').set('Accept', 'image/*,*/*');
    expect(fetched.status).toBe(500);
    expect(fetched.headers['content-type']).toMatch(/^text\/plain/);
    expect(fetched.text).toBe('Erreur interne.');
  });
});
