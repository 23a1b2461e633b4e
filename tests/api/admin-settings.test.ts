// The site's parameters in the admin panel (ADR 016): grouped with their kinds, each value checked
// by its rule with the field at fault, legal texts sanitised, injected code for operators only, the
// public site changed at once, the audit log, and another site's values out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '#shared/contracts/admin.ts';
import { type ParameterGroup, parameterGroupSchema } from '#shared/contracts/admin-settings.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let operator: string;
let visitor: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, wineAdmin, operator, visitor } = await adminTokens(t.database));
});
afterAll(() => t?.close());

const groups = z.array(parameterGroupSchema);
const api = adminCaller(
  () => t,
  () => admin,
);
const call = (method: 'get' | 'put', token: string | null = admin, host = TOWN_HOST) =>
  api(method, '/admin/parameters', token, host);
const write = (values: Record<string, string | null>, token = admin, host = TOWN_HOST) =>
  call('put', token, host).send({ values });
const valueIn = (list: ParameterGroup[], type: string) =>
  list.flatMap((g) => g.parameters).find((p) => p.type === type)?.value;
const publicParameters = async (host = TOWN_HOST) =>
  (await t.http.get('/api/parameter').set('Host', host)).body.data as {
    type: string;
    value: string | null;
  }[];

describe('reading the parameters', () => {
  it('groups them as staff think of them, with what each accepts; the shop and the code only where they apply', async () => {
    const town = expectSuccess(await call('get'), groups);
    expect(town.map((g) => g.group)).toEqual(
      expect.arrayContaining(['identity', 'hours', 'social', 'legal', 'seo', 'theme', 'layout', 'analytics']),
    );
    expect(town.map((g) => g.group)).not.toContain('shop');
    expect(town.map((g) => g.group)).not.toContain('code');
    const all = town.flatMap((g) => g.parameters);
    expect(all.find((p) => p.type === 'PRIMARY_COLOR')).toMatchObject({
      colour: true,
      label: 'Couleur principale',
    });
    expect(all.find((p) => p.type === 'LEGAL_NOTICE')).toMatchObject({ kind: 'TEXT', html: true });
    expect(all.find((p) => p.type === 'LOGO_POSITION')?.choices).toEqual(['top', 'left']);
    expect(all.find((p) => p.type === 'MENU_ICON_SIZE')?.range).toEqual([8, 64]);

    const asOperator = expectSuccess(await call('get', operator), groups);
    expect(asOperator.find((g) => g.group === 'code')?.parameters.map((p) => p.type)).toEqual([
      'INJECTED_SCRIPTS',
      'INJECTED_HTML',
      'GLOBAL_CSS',
    ]);
    const wine = expectSuccess(await call('get', wineAdmin, WINE_HOST), groups);
    expect(wine.map((g) => g.group)).toContain('shop');
    expect(valueIn(wine, 'COMPANY_NAME')).not.toBe(valueIn(town, 'COMPANY_NAME'));
  });

  it('is for the site’s administrators only', async () => {
    expectFailure(await call('get', visitor), 403);
    expectFailure(await call('get', null), 401);
    expectFailure(await call('get', admin, WINE_HOST), 401);
  });
});

describe('writing the parameters', () => {
  it('changes the values sent, at once on the public site, and logs who did it', async () => {
    const after = expectSuccess(
      await write({ PRIMARY_COLOR: '#1B5EC0', OPENING_HOURS_MONDAY: ' 9 h – 12 h ', SOCIAL_FACEBOOK: '' }),
      groups,
    );
    expect(valueIn(after, 'PRIMARY_COLOR')).toBe('#1B5EC0');
    expect(valueIn(after, 'OPENING_HOURS_MONDAY')).toBe('9 h – 12 h');
    expect(valueIn(after, 'SOCIAL_FACEBOOK')).toBeNull();
    const live = await publicParameters();
    expect(live.find((p) => p.type === 'PRIMARY_COLOR')?.value).toBe('#1B5EC0');
    const log = expectSuccess(
      await t.http
        .get('/api/admin/audit?nbItem=5&entity=parameters')
        .set('Host', TOWN_HOST)
        .set('Authorization', `Bearer ${admin}`),
      auditListSchema,
    );
    expect(log.items[0]?.changes.PRIMARY_COLOR).toEqual({ from: '#C04C1B', to: '#1B5EC0' });
    expect(log.items[0]?.actor.email).toBe('admin@vallon-sur-lys.test');
  });

  it('refuses bad values with the field at fault and writes none of them', async () => {
    const before = expectSuccess(await call('get'), groups);
    const res = await write({
      COMPANY_NAME: 'Mairie de Vallon',
      ACCENT_COLOR: 'vert',
      MENU_ICON_SIZE: '300',
      SOCIAL_INSTAGRAM: 'javascript:alert(1)',
      LOGO_POSITION: 'right',
      COMPANY_EMAIL: 'mairie',
      NOT_A_PARAMETER: 'x',
    });
    expect(expectFailure(res, 400)).toMatch(/réglages/);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        { path: 'values.ACCENT_COLOR', message: 'invalid_colour' },
        { path: 'values.MENU_ICON_SIZE', message: 'out_of_range' },
        { path: 'values.SOCIAL_INSTAGRAM', message: 'invalid_url' },
        { path: 'values.LOGO_POSITION', message: 'invalid_option' },
        { path: 'values.COMPANY_EMAIL', message: 'invalid_email' },
        { path: 'values.NOT_A_PARAMETER', message: 'unknown_field' },
      ]),
    );
    expect(valueIn(expectSuccess(await call('get'), groups), 'COMPANY_NAME')).toBe(
      valueIn(before, 'COMPANY_NAME'),
    );
  });

  it('keeps a stored value that a rule would refuse today, as long as it is not changed', async () => {
    const stored = valueIn(expectSuccess(await call('get'), groups), 'COMPANY_SIRET');
    expectSuccess(await write({ COMPANY_SIRET: stored ?? null, COMPANY_FAX: '03 20 00 00 01' }), groups);
  });

  it('sanitises legal texts', async () => {
    const after = expectSuccess(
      await write({
        LEGAL_NOTICE: '<h2>Éditeur</h2><p onmouseover="x()">Mairie<script>alert(1)</script></p>',
      }),
      groups,
    );
    expect(valueIn(after, 'LEGAL_NOTICE')).toBe('<h2>Éditeur</h2><p>Mairie</p>');
  });

  it('lets operators only write injected code', async () => {
    expect(expectFailure(await write({ GLOBAL_CSS: 'body{display:none}' }), 403)).toMatch(/opérateurs/);
    const after = expectSuccess(await write({ GLOBAL_CSS: '.banner{margin:0}' }, operator), groups);
    expect(valueIn(after, 'GLOBAL_CSS')).toBe('.banner{margin:0}');
    // an ADMIN saving the other groups does not touch it
    expectSuccess(await write({ COMPANY_NAME: 'Mairie de Vallon-sur-Lys' }), groups);
    expect(valueIn(expectSuccess(await call('get', operator), groups), 'GLOBAL_CSS')).toBe(
      '.banner{margin:0}',
    );
  });

  it('changes only the host’s own site', async () => {
    const wineBefore = valueIn(
      expectSuccess(await call('get', wineAdmin, WINE_HOST), groups),
      'COMPANY_NAME',
    );
    expectSuccess(await write({ COMPANY_NAME: 'Commune de Vallon' }), groups);
    expect(valueIn(expectSuccess(await call('get', wineAdmin, WINE_HOST), groups), 'COMPANY_NAME')).toBe(
      wineBefore,
    );
    expectFailure(await write({ COMPANY_NAME: 'Intrus' }, visitor), 403);
  });
});
