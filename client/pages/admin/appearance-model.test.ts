import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminParameter, ParameterGroup } from '#shared/contracts/admin-settings.ts';
import type { Theme } from '#shared/contracts/admin-theme.ts';
import { contrastRatio, readableOn } from '#shared/lib/colour.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $appearanceStatus,
  $contrastWarnings,
  $previewTheme,
  $theme,
  $themeGroup,
  appearanceOpened,
} from './appearance-model.ts';
import { groupSaveClicked, parameterEdited } from './settings-model.ts';

const colour = (type: string, value: string | null): AdminParameter => ({
  type,
  kind: 'STRING',
  label: type,
  value,
  choices: null,
  range: null,
  colour: true,
  html: false,
  superAdmin: false,
});

const GROUPS: ParameterGroup[] = [
  {
    group: 'identity',
    label: 'Identité',
    parameters: [{ ...colour('COMPANY_NAME', 'Mairie'), colour: false }],
  },
  {
    group: 'theme',
    label: 'Couleurs et thème',
    parameters: [
      colour('PRIMARY_COLOR', '#C04C1B'),
      colour('BACKGROUND_COLOR', null),
      colour('FONT_COLOR', null),
      colour('HEADER_COLOR', null),
      colour('HEADING_COLOR', null),
      colour('ACTIVE_MENU_COLOR', null),
    ],
  },
];

const THEME: Theme = {
  logos: [{ type: 'LOGO', url: '/media/logo.svg', alt: 'Mairie de Vallon-sur-Lys' }],
  banner: {
    url: null,
    positionX: 'center',
    positionY: 'center',
    size: 'cover',
    repeat: 'no-repeat',
    height: 320,
  },
  fonts: [{ type: 'TITLE', family: 'Lato', color: null, size: '1.65em', weight: 'bold', style: null }],
  fontFiles: [],
  families: ['Lato'],
};

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/parameters': ok(GROUPS), 'GET /admin/theme': ok(THEME), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(appearanceOpened, { scope });
  return { api, scope };
}

describe('the appearance’s colours (ADR 016)', () => {
  it('reads the colours and the theme', async () => {
    const { scope } = await opened();
    expect(scope.getState($themeGroup)?.parameters.map((p) => p.type)).toContain('PRIMARY_COLOR');
    expect(scope.getState($theme)).toEqual(THEME);
    expect(scope.getState($appearanceStatus)).toBe(200);
  });

  it('fails the page when the theme cannot be read', async () => {
    const { scope } = await opened({ 'GET /admin/theme': failure(500) });
    expect(scope.getState($appearanceStatus)).toBe(500);
  });

  it('previews the CSS variables the public theme computes from the colours as typed', async () => {
    const { scope } = await opened();
    const before = scope.getState($previewTheme);
    expect(before.vars['--color-primary']).toBe('#c04c1b');
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#1d4ed8' } });
    const after = scope.getState($previewTheme);
    expect(after).not.toBe(before);
    expect(after.vars['--color-primary']).toBe('#1d4ed8');
    // a colour being typed, not yet a colour: the theme's own
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#1d4' } });
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#1d4e' } });
    expect(scope.getState($previewTheme).vars['--color-primary']).toMatch(/^(#|rgba)/);
  });

  it('warns of a primary colour too light to read, naming the colour the site will use instead', async () => {
    const { scope } = await opened();
    // the town hall's own colour reads at 4.46:1 on the light surfaces: the site darkens it a little
    expect(scope.getState($contrastWarnings)).toMatchObject([
      { kind: 'primary', colour: '#c04c1b', used: '#b6481a' },
    ]);
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#F5D0C0' } });
    const warnings = scope.getState($contrastWarnings);
    expect(warnings.map((w) => w.kind)).toEqual(['primary', 'activeMenu']);
    const [primary, menu] = warnings;
    expect(primary).toMatchObject({ colour: '#f5d0c0', ground: '#f6f4f1', types: ['PRIMARY_COLOR'] });
    expect(primary!.ratio).toBeLessThan(4.5);
    expect(primary!.used).toBe(readableOn('#f5d0c0', '#f6f4f1'));
    expect(primary!.used).toBe(scope.getState($previewTheme).vars['--color-primary-text']);
    expect(contrastRatio(primary!.used!, '#f6f4f1')).toBeGreaterThanOrEqual(4.5);
    // the active menu is the primary colour, on the header
    expect(menu).toMatchObject({ colour: '#f5d0c0', ground: '#ffffff' });
  });

  it('warns of a text colour on the background that the site does not adjust', async () => {
    const { scope } = await opened();
    await allSettled(parameterEdited, { scope, params: { type: 'FONT_COLOR', value: '#999999' } });
    const [text] = scope.getState($contrastWarnings);
    expect(text).toMatchObject({ kind: 'text', colour: '#999999', ground: '#ffffff', used: null });
    expect(text!.types).toEqual(['FONT_COLOR', 'BACKGROUND_COLOR']);
  });

  it('checks the headings’ own colour apart from the primary one', async () => {
    const { scope } = await opened();
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#1d4ed8' } });
    expect(scope.getState($contrastWarnings)).toEqual([]);
    await allSettled(parameterEdited, { scope, params: { type: 'HEADING_COLOR', value: '#eeeeee' } });
    expect(scope.getState($contrastWarnings).map((w) => w.kind)).toEqual(['heading']);
  });

  it('saves the colours with the parameters’ call, warnings or not', async () => {
    const { api, scope } = await opened({ 'PUT /admin/parameters': ok(GROUPS) });
    await allSettled(parameterEdited, { scope, params: { type: 'PRIMARY_COLOR', value: '#F5D0C0' } });
    await allSettled(groupSaveClicked, { scope, params: 'theme' });
    expect(api.called('PUT /admin/parameters')[0]?.body).toEqual({ values: { PRIMARY_COLOR: '#F5D0C0' } });
  });
});
