import { setupI18n } from '@lingui/core';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import type { PageDetail } from '#shared/contracts/page.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { Redirect, StatusAnswer } from '../../shared/router/answers.ts';
import { loader } from './route.ts';

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': {} } });

const page: PageDetail = {
  id: 31,
  menuIcon: null,
  isValid: true,
  order: 0,
  idSite: 1,
  idParent: null,
  isText: true,
  type: 'V1',
  showInMenu: true,
  isFixedOnRight: false,
  useAbsoluteMenu: false,
  reload: false,
  cms: { isCmsPage: false, route: null },
  isCustomHeader: false,
  isCustomFooter: false,
  isEcommercePage: false,
  link: { type: 'NONE', url: null, jsCode: null },
  title: 'Élections municipales',
  url: 'elections-municipales',
  path: '/vivre/elections-municipales',
  menuTitle: null,
  metaDescription: null,
  noindex: true,
  layout: { id: 40, blocks: [], html: null, css: null, hash: null },
  children: [],
  breadcrumbs: [],
};

async function open(path: string, answers: Parameters<typeof fakeApi>[0], iso = 'fr-FR') {
  const api = fakeApi(answers);
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  const load = loader('cmsPage', DEFAULT_LOCALE);
  const answer = await load({
    url: new URL(`http://localhost/${path}`),
    params: { '*': path },
    scope,
    i18n: iso === 'fr-FR' ? i18n : setupI18n({ locale: iso, messages: { [iso]: {} } }),
  }).catch((thrown: unknown) => thrown);
  return { api, scope, answer };
}

describe('a CMS page’s old address (ADR 014)', () => {
  it('answers a 301 to where a moved page now lives', async () => {
    const { api, answer } = await open('elections-municipales', {
      'GET /page/elections-municipales': failure(404),
      'GET /redirect': ok({ to: '/vivre/elections-municipales' }),
    });
    expect(api.called('GET /redirect')[0]?.query).toBe('path=elections-municipales&locale=fr_FR');
    expect(answer).toBeInstanceOf(Redirect);
    expect(answer).toMatchObject({ to: '/vivre/elections-municipales', status: 301 });
    // in the request's locale
    const english = await open(
      'town-council',
      {
        'GET /page/town-council': failure(404),
        'GET /redirect': ok({ to: '/life/town-council' }),
      },
      'en-GB',
    );
    expect(english.api.called('GET /redirect')[0]?.query).toBe('path=town-council&locale=en_GB');
    expect(english.answer).toMatchObject({ to: '/life/town-council', status: 301 });
  });

  it('looks up an old site’s address that no page could have, and follows an https target', async () => {
    const { api, answer } = await open('ancien-site/mairie.html', {
      'GET /redirect': ok({ to: 'https://www.vallon-sur-lys.fr/mairie' }),
    });
    expect(api.called('GET /page/ancien-site/mairie.html')).toEqual([]);
    expect(api.called('GET /redirect')[0]?.query).toBe('path=ancien-site%2Fmairie.html&locale=fr_FR');
    expect(answer).toMatchObject({ to: 'https://www.vallon-sur-lys.fr/mairie', status: 301 });
  });

  it('is a 404 when no redirect leads anywhere, and a 500 when the API fails (no lookup then)', async () => {
    const missing = await open('nulle-part', {
      'GET /page/nulle-part': failure(404),
      'GET /redirect': ok(null),
    });
    expect(missing.answer).toBeInstanceOf(StatusAnswer);
    expect((missing.answer as StatusAnswer).status).toBe(404);
    const down = await open('mairie', { 'GET /page/mairie': failure(503) });
    expect((down.answer as StatusAnswer).status).toBe(500);
    expect(down.api.called('GET /redirect')).toEqual([]);
  });

  it('keeps a page marked noindex out of search engines (meta robots)', async () => {
    const { scope, answer } = await open('vivre/elections-municipales', {
      'GET /page/vivre/elections-municipales': ok(page),
    });
    expect(answer).toEqual({ ownHeader: false, ownFooter: false });
    expect(scope.getState($documentMeta)).toMatchObject({ noindex: true, canonicalPath: page.path });
    const indexed = await open('vivre/elections-municipales', {
      'GET /page/vivre/elections-municipales': ok({ ...page, noindex: false }),
    });
    expect(indexed.scope.getState($documentMeta).noindex).toBe(false);
  });
});
