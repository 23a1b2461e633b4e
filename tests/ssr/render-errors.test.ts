// The render's failure paths, driven through the client's server entry with a fake API.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import {
  type RenderOutcome,
  type RenderRequest,
  render,
  staticErrorDocument,
} from '../../client/entry-server.tsx';
import type { ApiRequest, ApiResponse } from '../../client/shared/api/request.ts';
import { testAssets } from '../support/app.ts';

const ok = (data: unknown): ApiResponse => ({ status: 200, body: { success: true, data, message: '' } });
const notFound: ApiResponse = { status: 404, body: { success: false, data: null, message: 'Not found.' } };

function request(
  api: (r: ApiRequest) => Promise<ApiResponse>,
  path = '/',
  errors: unknown[] = [],
): RenderRequest {
  return {
    url: `http://localhost${path}`,
    headers: new Headers(),
    locale: DEFAULT_LOCALE,
    api,
    authenticated: false,
    consent: null,
    nonce: 'abc',
    bot: true,
    assets: testAssets,
    timeoutMs: 5_000,
    onError: (e) => errors.push(e),
  };
}

async function html(outcome: RenderOutcome): Promise<string> {
  if (outcome.kind !== 'document') throw new Error('expected a document');
  if (!outcome.pipe) return outcome.head + (outcome.body ?? '') + outcome.tail;
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => sink.on('end', resolve));
  outcome.pipe(sink);
  await done;
  return outcome.head + Buffer.concat(chunks).toString('utf8') + outcome.tail;
}

describe('render failures', () => {
  it('shows the 500 error page when the API fails the page call', async () => {
    const outcome = await render(
      request(
        async (r) =>
          r.path.startsWith('/page/')
            ? { status: 503, body: { success: false, data: null, message: 'down' } }
            : notFound,
        '/nous-contacter',
      ),
    );
    expect(outcome.kind === 'document' && outcome.status).toBe(500);
    const text = await html(outcome);
    expect(text).toContain('Erreur');
    expect(text).toContain('Revenir à l’accueil');
  });

  it('shows the 500 error page on a legal page when the API cannot give its text', async () => {
    const outcome = await render(
      request(
        async (r) =>
          r.path === '/parameter'
            ? { status: 500, body: { success: false, data: null, message: 'down' } }
            : notFound,
        '/legal-notice',
      ),
    );
    expect(outcome.kind === 'document' && outcome.status).toBe(500);
  });

  it('keeps working when every startup call fails: only success answers enter the stores', async () => {
    const outcome = await render(request(async () => notFound));
    expect(outcome.kind === 'document' && outcome.status).toBe(404);
    expect(await html(outcome)).toContain('Cette page est introuvable');
  });

  it('answers with the static 500 page when rendering the app throws, and reports the error', async () => {
    const errors: unknown[] = [];
    // the answer is off its contract: the check of tests reports it too (and only that)
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // logos that are not a list make the header throw while rendering the shell
    const broken = async (r: ApiRequest) =>
      r.path === '/site/info' ? ok({ name: 'X', logos: 42, fonts: [] }) : notFound;
    const outcome = await render(request(broken, '/', errors));
    expect(outcome.kind === 'document' && outcome.status).toBe(500);
    const text = await html(outcome);
    expect(text).toContain('<h1>Erreur</h1>');
    expect(text).toContain('Revenir à l’accueil');
    expect(errors.length).toBeGreaterThan(0);
    expect(report.mock.calls.map((call) => String(call[0]))).toEqual([
      'API answer off its contract: GET /site/info (/site/info)',
    ]);
  });

  it('has a last-resort page, static French HTML, for when the error page itself fails', async () => {
    const text = await html(staticErrorDocument(null, { locale: DEFAULT_LOCALE }, 500, true));
    expect(text).toContain('Une erreur est survenue lors de l’affichage de la page d’erreur');
    expect(text).toContain('Revenir à l’accueil');
    expect(text).not.toMatch(/<script|<link/);
  });
});
