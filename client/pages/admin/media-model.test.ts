import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '#shared/contracts/admin-media.ts';
import * as contract from '#shared/contracts/admin-media.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $addressCopied,
  $altSaved,
  $chosenKind,
  $deleteAsked,
  $deleteRefusal,
  $lastChange,
  $media,
  $mediaQuery,
  $mediaStatus,
  $selected,
  $uploadRefusal,
  $usages,
  $usagesFailed,
  ALT_MAX,
  addressCopyClicked,
  altForm,
  checkUpload,
  claimedKindOf,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  detailsClosed,
  MEDIA_MAX_BYTES,
  mediaApiQueryOf,
  mediaOpened,
  mediaQueryOf,
  mediaSelected,
  sizeParts,
  uploadFileChosen,
  uploadForm,
} from './media-model.ts';

const AT = '2026-11-24T09:30:00.000Z';
const item = (id: number, name: string, kind: MediaItem['kind'] = 'image', usageCount = 0): MediaItem => ({
  id,
  url: `/media/bibliotheque/${name}`,
  name,
  kind,
  type: kind === 'image' ? 'image/png' : kind === 'video' ? 'video/mp4' : 'application/pdf',
  size: 184_220,
  width: kind === 'image' ? 1600 : null,
  height: kind === 'image' ? 1067 : null,
  alt: kind === 'image' ? 'La façade de la mairie' : '',
  createdAt: AT,
  usageCount,
});
const facade = item(41, 'mairie-facade-k3x9qa.png', 'image', 2);
const bulletin = item(40, 'bulletin-municipal-a1b2c3d4.pdf', 'document');
const list = (items: MediaItem[], total = items.length, page = 1): ListResult<MediaItem> => ({
  items,
  total,
  page,
  nbItem: 24,
});

const png = (bytes = 64, name = 'lavoir.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

async function opened(answers: Parameters<typeof fakeApi>[0] = {}, search = '') {
  const api = fakeApi({ 'GET /admin/media': ok(list([facade, bulletin])), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(mediaOpened, { scope, params: { search } });
  return { api, scope };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the media library’s model (ADR 017)', () => {
  it('reads the kind, the words and the page from the URL, dropping what the API would refuse', () => {
    expect(mediaQueryOf('?type=video&q=%20fête%20&page=2')).toEqual({ kind: 'video', q: 'fête', page: 2 });
    expect(mediaQueryOf('?type=font&page=x')).toEqual({ kind: null, q: null, page: 1 });
    expect(mediaApiQueryOf({ kind: 'image', q: 'mairie', page: 3 })).toBe(
      'page=3&nbItem=24&kind=image&q=mairie',
    );
    expect(mediaApiQueryOf({ kind: null, q: null, page: 1 })).toBe('page=1&nbItem=24');
  });

  it('asks the API for the page of files the URL names, and answers 404 past the last one', async () => {
    const { api, scope } = await opened({}, '?type=document&q=bulletin');
    expect(api.called('GET /admin/media')[0]?.query).toBe('page=1&nbItem=24&kind=document&q=bulletin');
    expect(scope.getState($mediaQuery)).toEqual({ kind: 'document', q: 'bulletin', page: 1 });
    expect(scope.getState($media)?.items).toEqual([facade, bulletin]);
    expect(scope.getState($mediaStatus)).toBe(200);

    const past = await opened({ 'GET /admin/media': ok(list([], 2, 5)) }, '?page=5');
    expect(past.scope.getState($mediaStatus)).toBe(404);
  });

  it('keeps its limits and types in step with the contract', () => {
    expect(MEDIA_MAX_BYTES).toEqual(contract.MEDIA_MAX_BYTES);
    expect(ALT_MAX).toBe(contract.ALT_MAX);
  });

  it('says sizes in bytes, kilobytes and megabytes, French style', () => {
    expect(sizeParts(512)).toEqual({ value: '512', unit: 'B' });
    expect(sizeParts(184_220)).toEqual({ value: '180', unit: 'KB' });
    expect(sizeParts(1_288_490)).toEqual({ value: '1,2', unit: 'MB' });
    expect(sizeParts(10 * 1024 * 1024)).toEqual({ value: '10', unit: 'MB' });
  });

  it('asks for the alt text when the chosen file is an image, by its claimed type or its name', async () => {
    expect(claimedKindOf({ type: 'image/svg+xml', name: 'logo.svg' })).toBe('image');
    expect(claimedKindOf({ type: '', name: 'Visite.WEBM' })).toBe('video');
    expect(claimedKindOf({ type: 'application/pdf', name: 'x' })).toBe('document');
    expect(claimedKindOf({ type: 'text/plain', name: 'notes.txt' })).toBeNull();
    const { scope } = await opened();
    await allSettled(uploadFileChosen, { scope, params: { type: 'video/mp4', name: 'visite.mp4' } });
    expect(scope.getState($chosenKind)).toBe('video');
  });

  it('checks a file before sending it: there, described when an image, of an accepted type and size', () => {
    expect(checkUpload({ file: null, alt: '' })).toEqual([{ path: 'file', message: 'required' }]);
    expect(checkUpload({ file: png(0), alt: 'x' })).toEqual([{ path: 'file', message: 'empty_file' }]);
    expect(checkUpload({ file: png(), alt: '  ' })).toEqual([{ path: 'alt', message: 'required' }]);
    expect(checkUpload({ file: png(16, 'notes.txt', 'text/plain'), alt: '' })).toEqual([
      { path: 'file', message: 'file_type' },
    ]);
    const video = { size: 60 * 1024 * 1024, type: 'video/mp4', name: 'visite.mp4' } as File;
    expect(checkUpload({ file: video, alt: '' })).toEqual([{ path: 'file', message: 'file_too_large' }]);
    expect(checkUpload({ file: png(), alt: 'x'.repeat(251) })).toEqual([
      { path: 'alt', message: 'too_long' },
    ]);
    expect(checkUpload({ file: png(), alt: 'Le lavoir' })).toEqual([]);
  });

  it('sends one file with its alt text as multipart, and shows it first in the list', async () => {
    const added = item(42, 'lavoir-9f8e7d6c.png');
    const { api, scope } = await opened({ 'POST /admin/media': ok(added) });
    await allSettled(uploadForm.submitted, { scope, params: { file: null, alt: '' } });
    expect(api.called('POST /admin/media')).toEqual([]);
    expect(scope.getState(uploadForm.$failure)?.fields).toEqual([{ path: 'file', message: 'required' }]);

    const file = png();
    await allSettled(uploadForm.submitted, { scope, params: { file, alt: ' Le lavoir ' } });
    const body = api.called('POST /admin/media')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('alt')).toBe('Le lavoir');
    expect((body.get('file') as File).name).toBe('lavoir.png');
    expect(scope.getState($media)?.items.map((i) => i.id)).toEqual([42, 41, 40]);
    expect(scope.getState($media)?.total).toBe(3);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'added', name: 'lavoir-9f8e7d6c.png' });
  });

  it('shows the API’s French refusal of a file and the field it names', async () => {
    const { scope } = await opened({
      'POST /admin/media': failure(
        400,
        [{ path: 'file', message: 'file_type' }],
        'Ce fichier n’est ni une image (PNG, JPEG, WebP, SVG), ni une vidéo (MP4, WebM), ni un document PDF.',
      ),
    });
    await allSettled(uploadForm.submitted, { scope, params: { file: png(), alt: 'Le lavoir' } });
    expect(scope.getState(uploadForm.$failure)?.fields).toEqual([{ path: 'file', message: 'file_type' }]);
    expect(scope.getState($uploadRefusal)?.message).toMatch(/^Ce fichier n’est ni une image/);
    expect(scope.getState($media)?.items).toHaveLength(2);
  });

  it('opens a file’s details with where it is used, and drops an answer for a file closed meanwhile', async () => {
    const usages = [
      {
        entity: 'page_layouts',
        entityId: 12,
        field: 'blocks',
        label: 'La mairie',
        href: '/admin/pages/12/contenu',
      },
    ];
    const { api, scope } = await opened({
      'GET /admin/media/41/usages': ok(usages),
      'GET /admin/media/40/usages': failure(500),
    });
    await allSettled(mediaSelected, { scope, params: 41 });
    expect(scope.getState($selected)).toEqual(facade);
    expect(scope.getState($usages)).toEqual(usages);
    await allSettled(mediaSelected, { scope, params: 40 });
    expect(scope.getState($usages)).toBeNull();
    expect(scope.getState($usagesFailed)).toBe(true);
    await allSettled(detailsClosed, { scope });
    expect(scope.getState($selected)).toBeNull();
    expect(api.calls).toHaveLength(3);
  });

  it('changes the alt text in place, never emptying an image’s', async () => {
    const changed = { ...facade, alt: 'La mairie au printemps' };
    const { api, scope } = await opened({
      'GET /admin/media/41/usages': ok([]),
      'PUT /admin/media/41': ok(changed),
    });
    await allSettled(mediaSelected, { scope, params: 41 });
    await allSettled(altForm.submitted, { scope, params: { id: 41, alt: ' ', kind: 'image' } });
    expect(api.called('PUT /admin/media/41')).toEqual([]);
    expect(scope.getState(altForm.$failure)?.fields).toEqual([{ path: 'alt', message: 'required' }]);
    await allSettled(altForm.submitted, {
      scope,
      params: { id: 41, alt: 'La mairie au printemps ', kind: 'image' },
    });
    expect(api.called('PUT /admin/media/41')[0]?.body).toEqual({ alt: 'La mairie au printemps' });
    expect(scope.getState($selected)).toEqual(changed);
    expect(scope.getState($altSaved)).toBe(1);
  });

  it('deletes a file only once confirmed; a used one is refused with the API’s sentence', async () => {
    const { api, scope } = await opened({
      'GET /admin/media/41/usages': ok([]),
      'GET /admin/media/40/usages': ok([]),
      'DELETE /admin/media/41': failure(
        409,
        { usageCount: 2 },
        'Ce fichier est encore affiché à 2 endroits.',
      ),
      'DELETE /admin/media/40': ok({ trashed: 1 }),
    });
    await allSettled(mediaSelected, { scope, params: 41 });
    await allSettled(deleteConfirmed, { scope });
    expect(api.called('DELETE /admin/media/41')).toEqual([]);
    await allSettled(deleteAsked, { scope });
    await allSettled(deleteCancelled, { scope });
    expect(scope.getState($deleteAsked)).toBe(false);
    await allSettled(deleteAsked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($deleteRefusal)).toEqual({
      message: 'Ce fichier est encore affiché à 2 endroits.',
      status: 409,
    });
    expect(scope.getState($media)?.items).toHaveLength(2);
    expect(scope.getState($deleteAsked)).toBe(true);

    await allSettled(mediaSelected, { scope, params: 40 });
    await allSettled(deleteAsked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($media)?.items.map((i) => i.id)).toEqual([41]);
    expect(scope.getState($media)?.total).toBe(1);
    expect(scope.getState($selected)).toBeNull();
    expect(scope.getState($deleteAsked)).toBe(false);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'trashed', name: bulletin.name });
  });

  it('copies the file’s address, or says it could not', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { scope } = await opened({ 'GET /admin/media/41/usages': ok([]) });
    await allSettled(mediaSelected, { scope, params: 41 });
    await allSettled(addressCopyClicked, { scope, params: 'http://localhost/media/bibliotheque/a.png' });
    expect(writeText).toHaveBeenCalledWith('http://localhost/media/bibliotheque/a.png');
    expect(scope.getState($addressCopied)).toBe('copied');
    await allSettled(addressCopyClicked, { scope, params: 'http://localhost/media/bibliotheque/a.png' });
    expect(scope.getState($addressCopied)).toBe('failed');
  });
});
