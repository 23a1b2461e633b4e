import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { $album, $albumStatus, albumPageOpened } from './model.ts';

const album = {
  id: 2,
  title: 'Inauguration',
  slug: 'inauguration',
  description: 'La médiathèque rénovée.',
  cover: { url: '/demo/cover.svg', alt: '' },
  imageCount: 2,
  publishedAt: '2026-10-04T10:00:00.000Z',
  images: [
    { id: 1, url: '/demo/a.svg', alt: 'La façade' },
    { id: 2, url: '/demo/b.svg', alt: '' },
  ],
};

describe('an album page', () => {
  it('describes the album as an ImageGallery with its canonical URL and cover', async () => {
    const api = fakeApi({ 'GET /album/2': ok(album) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(albumPageOpened, { scope, params: { id: '2' } });
    expect(scope.getState($albumStatus)).toBe(200);
    expect(scope.getState($album)?.images).toEqual([
      { url: '/demo/a.svg', alt: 'La façade', width: undefined, height: undefined },
      { url: '/demo/b.svg', alt: '', width: undefined, height: undefined },
    ]);
    expect(scope.getState($documentMeta)).toMatchObject({
      title: 'Inauguration',
      canonicalPath: '/albums/inauguration/2',
      image: '/demo/cover.svg',
      jsonLd: [
        {
          '@type': 'ImageGallery',
          name: 'Inauguration',
          url: '/albums/inauguration/2',
          image: [
            { '@type': 'ImageObject', contentUrl: '/demo/a.svg', description: 'La façade' },
            { '@type': 'ImageObject', contentUrl: '/demo/b.svg' },
          ],
        },
      ],
    });
  });

  it('refuses malformed ids without a call and unknown ones with 404', async () => {
    const api = fakeApi({ 'GET /album/5': failure(404) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    for (const id of ['x', '0', '99999999999', undefined]) {
      await allSettled(albumPageOpened, { scope, params: { id } });
      expect(scope.getState($albumStatus)).toBe(404);
    }
    expect(api.calls).toEqual([]);
    await allSettled(albumPageOpened, { scope, params: { id: '5' } });
    expect(scope.getState($albumStatus)).toBe(404);
    expect(scope.getState($album)).toBeNull();
  });
});
