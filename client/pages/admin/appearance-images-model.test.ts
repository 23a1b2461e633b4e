import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/contracts/admin-media.ts';
import type { Theme } from '#shared/contracts/admin-theme.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $imageNews,
  $imageSlot,
  $images,
  $imagesTotal,
  $logoAlt,
  $logoRefusal,
  $pickedImage,
  $removedLogo,
  bannerForm,
  bannerImageForm,
  imagePicked,
  imageSlotOpened,
  imageUploadForm,
  logoForm,
  logoRemoveAsked,
  logoRemoveConfirmed,
  moreImagesClicked,
} from './appearance-images-model.ts';
import { $theme, appearanceOpened } from './appearance-model.ts';

const image = (id: number, alt: string): MediaItem => ({
  id,
  url: `/media/bibliotheque/image-${id}.png`,
  name: `image-${id}.png`,
  kind: 'image',
  type: 'image/png',
  size: 1000,
  width: 200,
  height: 100,
  alt,
  createdAt: '2026-11-24T09:30:00.000Z',
  usageCount: 0,
});

const THEME: Theme = {
  logos: [
    { type: 'LOGO', url: '/media/logo.svg', alt: 'Mairie de Vallon-sur-Lys' },
    { type: 'LOGO_FOOTER', url: null, alt: '' },
    { type: 'LOGO_FAVICON', url: '/media/favicon.svg', alt: '' },
  ],
  banner: {
    url: null,
    positionX: 'center',
    positionY: 'center',
    size: 'cover',
    repeat: 'no-repeat',
    height: 320,
  },
  fonts: [],
  fontFiles: [],
  families: ['Lato'],
};

const page = (items: MediaItem[], pageNumber: number, total: number) =>
  ok({ items, total, page: pageNumber, nbItem: 24 });

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /admin/parameters': ok([]),
    'GET /admin/theme': ok(THEME),
    'GET /admin/media': (request) =>
      request.query?.includes('page=2')
        ? page([image(3, 'Le lavoir')], 2, 3)
        : page([image(1, 'Blason'), image(2, 'La mairie')], 1, 3),
    ...answers,
  });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(appearanceOpened, { scope });
  return { api, scope };
}

describe('the logos and the banner (ADR 016)', () => {
  it('offers the library’s images by pages when a logo’s choice opens, its own image and text chosen', async () => {
    const { api, scope } = await opened();
    expect(api.called('GET /admin/media')).toEqual([]);
    await allSettled(imageSlotOpened, { scope, params: 'LOGO' });
    expect(api.called('GET /admin/media')[0]?.query).toBe('kind=image&page=1&nbItem=24');
    expect(scope.getState($imageSlot)).toBe('LOGO');
    expect(scope.getState($pickedImage)).toBe('/media/logo.svg');
    expect(scope.getState($logoAlt)).toBe('Mairie de Vallon-sur-Lys');
    expect(scope.getState($images).map((i) => i.id)).toEqual([1, 2]);
    await allSettled(moreImagesClicked, { scope });
    expect(scope.getState($images).map((i) => i.id)).toEqual([1, 2, 3]);
    // all read: no further page asked
    await allSettled(moreImagesClicked, { scope });
    expect(api.called('GET /admin/media')).toHaveLength(2);
    // opening another slot does not read them again
    await allSettled(imageSlotOpened, { scope, params: 'BANNER' });
    expect(api.called('GET /admin/media')).toHaveLength(2);
    expect(scope.getState($pickedImage)).toBeNull();
  });

  it('sends a new image with its text, and chooses it', async () => {
    const added = image(9, 'Blason de Vallon-sur-Lys');
    const { api, scope } = await opened({ 'POST /admin/media': ok(added) });
    await allSettled(imageSlotOpened, { scope, params: 'LOGO_FOOTER' });
    await allSettled(imageUploadForm.submitted, { scope, params: { file: null, alt: ' ' } });
    expect(scope.getState(imageUploadForm.$failure)?.fields).toEqual([
      { path: 'file', message: 'required' },
      { path: 'alt', message: 'required' },
    ]);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'blason.png', { type: 'image/png' });
    await allSettled(imageUploadForm.submitted, {
      scope,
      params: { file, alt: ' Blason de Vallon-sur-Lys ' },
    });
    const body = api.called('POST /admin/media')[0]?.body as FormData;
    expect(body.get('alt')).toBe('Blason de Vallon-sur-Lys');
    expect((body.get('file') as File).name).toBe('blason.png');
    expect(scope.getState($images)[0]).toEqual(added);
    expect(scope.getState($imagesTotal)).toBe(4);
    expect(scope.getState($pickedImage)).toBe(added.url);
    // the footer logo had no text: the image's is a start
    expect(scope.getState($logoAlt)).toBe('Blason de Vallon-sur-Lys');
  });

  it('saves a logo with its text (but the favicon’s), and closes the choice', async () => {
    const saved = {
      ...THEME,
      logos: THEME.logos.map((l) => (l.type === 'LOGO' ? { ...l, url: '/media/x.png' } : l)),
    };
    const { api, scope } = await opened({
      'PUT /admin/theme/logos/LOGO': ok(saved),
      'PUT /admin/theme/logos/LOGO_FAVICON': ok(THEME),
    });
    await allSettled(imageSlotOpened, { scope, params: 'LOGO' });
    await allSettled(logoForm.submitted, { scope, params: { type: 'LOGO', url: '/media/x.png', alt: '' } });
    expect(scope.getState(logoForm.$failure)?.fields).toEqual([{ path: 'alt', message: 'required' }]);
    await allSettled(logoForm.submitted, {
      scope,
      params: { type: 'LOGO', url: '/media/x.png', alt: ' Mairie ' },
    });
    expect(api.called('PUT /admin/theme/logos/LOGO')[0]?.body).toEqual({
      url: '/media/x.png',
      alt: 'Mairie',
    });
    expect(scope.getState($theme)).toEqual(saved);
    expect(scope.getState($imageSlot)).toBeNull();
    expect(scope.getState($imageNews)).toMatchObject({ slot: 'LOGO', kind: 'saved' });
    await allSettled(imageSlotOpened, { scope, params: 'LOGO_FAVICON' });
    await allSettled(logoForm.submitted, {
      scope,
      params: { type: 'LOGO_FAVICON', url: '/media/favicon.svg', alt: '' },
    });
    expect(api.called('PUT /admin/theme/logos/LOGO_FAVICON')).toHaveLength(1);
  });

  it('shows the API’s refusal of a logo', async () => {
    const { scope } = await opened({
      'PUT /admin/theme/logos/LOGO': failure(
        400,
        [{ path: 'url', message: 'unknown_image' }],
        'Certains réglages de l’apparence ne sont pas valides.',
      ),
    });
    await allSettled(imageSlotOpened, { scope, params: 'LOGO' });
    await allSettled(imagePicked, { scope, params: '/media/gone.png' });
    await allSettled(logoForm.submitted, {
      scope,
      params: { type: 'LOGO', url: '/media/gone.png', alt: 'Mairie' },
    });
    expect(scope.getState(logoForm.$failure)?.fields).toEqual([{ path: 'url', message: 'unknown_image' }]);
    expect(scope.getState($logoRefusal)?.message).toBe(
      'Certains réglages de l’apparence ne sont pas valides.',
    );
    expect(scope.getState($imageSlot)).toBe('LOGO');
  });

  it('removes a logo only once confirmed', async () => {
    const removed = {
      ...THEME,
      logos: THEME.logos.map((l) => (l.type === 'LOGO' ? { ...l, url: null, alt: '' } : l)),
    };
    const { api, scope } = await opened({ 'DELETE /admin/theme/logos/LOGO': ok(removed) });
    await allSettled(logoRemoveConfirmed, { scope });
    expect(api.called('DELETE /admin/theme/logos/LOGO')).toEqual([]);
    await allSettled(logoRemoveAsked, { scope, params: 'LOGO' });
    await allSettled(logoRemoveConfirmed, { scope });
    expect(api.called('DELETE /admin/theme/logos/LOGO')).toHaveLength(1);
    expect(scope.getState($theme)).toEqual(removed);
    expect(scope.getState($removedLogo)).toBeNull();
    expect(scope.getState($imageNews)).toMatchObject({ slot: 'LOGO', kind: 'removed' });
  });

  it('saves the banner’s image with its settings as stored, and its settings within their bounds', async () => {
    const { api, scope } = await opened({ 'PUT /admin/theme/banner': ok(THEME) });
    await allSettled(imageSlotOpened, { scope, params: 'BANNER' });
    await allSettled(bannerImageForm.submitted, {
      scope,
      params: { ...THEME.banner, url: '/media/bibliotheque/image-2.png' },
    });
    expect(api.called('PUT /admin/theme/banner')[0]?.body).toEqual({
      ...THEME.banner,
      url: '/media/bibliotheque/image-2.png',
    });
    await allSettled(bannerForm.submitted, { scope, params: { ...THEME.banner, height: 900 } });
    expect(scope.getState(bannerForm.$failure)?.fields).toEqual([
      { path: 'height', message: 'out_of_range' },
    ]);
    await allSettled(bannerForm.submitted, { scope, params: { ...THEME.banner, height: Number.NaN } });
    expect(scope.getState(bannerForm.$failure)?.fields).toEqual([{ path: 'height', message: 'required' }]);
    await allSettled(bannerForm.submitted, {
      scope,
      params: { ...THEME.banner, size: 'contain', height: 240 },
    });
    expect(api.called('PUT /admin/theme/banner')[1]?.body).toEqual({
      ...THEME.banner,
      size: 'contain',
      height: 240,
    });
    expect(scope.getState($imageNews)).toMatchObject({ slot: 'BANNER', kind: 'settings' });
  });
});
