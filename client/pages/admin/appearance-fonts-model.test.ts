import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Theme } from '#shared/contracts/admin-theme.ts';
import { fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $fontNews,
  $removedFontFile,
  fontErrors,
  fontFileForm,
  fontFileRemoveAsked,
  fontFileRemoveCancelled,
  fontFileRemoveConfirmed,
  fontsForm,
} from './appearance-fonts-model.ts';
import { $theme, appearanceOpened } from './appearance-model.ts';

const MARIANNE = {
  id: 4,
  family: 'Marianne',
  weight: 700,
  style: 'normal' as const,
  url: '/media/fonts/marianne/marianne-bold-0a1b2c3d.woff2',
  name: 'marianne-bold-0a1b2c3d.woff2',
};
const THEME: Theme = {
  logos: [],
  banner: {
    url: null,
    positionX: 'center',
    positionY: 'center',
    size: 'cover',
    repeat: 'no-repeat',
    height: 320,
  },
  fonts: [{ type: 'TITLE', family: 'Lato', color: null, size: '1.65em', weight: 'bold', style: null }],
  fontFiles: [MARIANNE],
  families: ['Lato', 'Marianne'],
};

const font = (type: 'TITLE' | 'CONTENT' | 'MENU', over = {}) => ({
  type,
  family: 'Lato',
  size: null,
  weight: null,
  style: null,
  color: null,
  ...over,
});

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/parameters': ok([]), 'GET /admin/theme': ok(THEME), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(appearanceOpened, { scope });
  return { api, scope };
}

describe('the fonts (ADR 016)', () => {
  it('checks sizes and colours as the API does, with its paths', () => {
    expect(
      fontErrors({
        fonts: [
          font('TITLE', { size: '1.65em', color: '#1f1f1f' }),
          font('CONTENT', { size: 'big' }),
          font('MENU', { color: 'red' }),
        ],
      }),
    ).toEqual([
      { path: 'fonts.1.size', message: 'invalid' },
      { path: 'fonts.2.color', message: 'invalid_colour' },
    ]);
  });

  it('saves the three fonts, and says so', async () => {
    const { api, scope } = await opened({ 'PUT /admin/theme/fonts': ok(THEME) });
    const fonts = [font('TITLE', { family: 'Marianne', weight: '700' }), font('CONTENT'), font('MENU')];
    await allSettled(fontsForm.submitted, { scope, params: { fonts } });
    expect(api.called('PUT /admin/theme/fonts')[0]?.body).toEqual({ fonts });
    expect(scope.getState($fontNews)).toMatchObject({ kind: 'fonts' });
  });

  it('adds a font file of a family, and asks for both', async () => {
    const added = { ...THEME, fontFiles: [MARIANNE, { ...MARIANNE, id: 5, weight: 400 }] };
    const { api, scope } = await opened({ 'POST /admin/theme/font-files': ok(added) });
    await allSettled(fontFileForm.submitted, { scope, params: { family: '', file: null } });
    expect(scope.getState(fontFileForm.$failure)?.fields).toEqual([
      { path: 'family', message: 'required' },
      { path: 'file', message: 'required' },
    ]);
    const file = new File([new Uint8Array([0x77, 0x4f, 0x46, 0x32])], 'Marianne-Regular.woff2');
    await allSettled(fontFileForm.submitted, { scope, params: { family: ' Marianne ', file } });
    const body = api.called('POST /admin/theme/font-files')[0]?.body as FormData;
    expect(body.get('family')).toBe('Marianne');
    expect((body.get('file') as File).name).toBe('Marianne-Regular.woff2');
    expect(scope.getState($theme)).toEqual(added);
    expect(scope.getState($fontNews)).toMatchObject({ kind: 'fileAdded', name: 'Marianne-Regular.woff2' });
  });

  it('deletes a font file only once confirmed', async () => {
    const { api, scope } = await opened({
      'DELETE /admin/theme/font-files/4': ok({ ...THEME, fontFiles: [] }),
    });
    await allSettled(fontFileRemoveAsked, { scope, params: 4 });
    await allSettled(fontFileRemoveCancelled, { scope });
    await allSettled(fontFileRemoveConfirmed, { scope });
    expect(api.called('DELETE /admin/theme/font-files/4')).toEqual([]);
    await allSettled(fontFileRemoveAsked, { scope, params: 4 });
    await allSettled(fontFileRemoveConfirmed, { scope });
    expect(api.called('DELETE /admin/theme/font-files/4')).toHaveLength(1);
    expect(scope.getState($theme)?.fontFiles).toEqual([]);
    expect(scope.getState($removedFontFile)).toBeNull();
    expect(scope.getState($fontNews)).toMatchObject({ kind: 'fileRemoved', name: MARIANNE.name });
  });
});
