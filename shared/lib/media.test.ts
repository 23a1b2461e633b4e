import { describe, expect, it } from 'vitest';
import { fileExtension, isImageUrl, isVideoUrl, mediaKindOf } from './media.ts';

describe('media extensions (SPEC §5)', () => {
  it('recognises svg, jpeg, jpg and png as images, whatever the case', () => {
    for (const url of ['/a.svg', '/a.jpeg', '/b/c.JPG', 'https://x.fr/d.png']) {
      expect(isImageUrl(url), url).toBe(true);
      expect(mediaKindOf(url), url).toBe('image');
    }
  });

  it('recognises mp4, m4v, mov, avi, wmv and flv as videos', () => {
    for (const url of ['/v.mp4', '/v.m4v', '/v.MOV', '/v.avi', '/v.wmv', '/v.flv']) {
      expect(isVideoUrl(url), url).toBe(true);
      expect(mediaKindOf(url), url).toBe('video');
    }
  });

  it('reads the extension of the path only, not of the query or the fragment', () => {
    expect(fileExtension('/media/clip.mp4?v=2#t=10')).toBe('mp4');
    expect(mediaKindOf('/image.php?file=photo.jpg')).toBeNull();
    expect(mediaKindOf('/dossier.png/fichier')).toBeNull();
  });

  it('gives no kind for other or missing extensions', () => {
    expect(mediaKindOf('/document.pdf')).toBeNull();
    expect(mediaKindOf('/photo.webp')).toBeNull();
    expect(mediaKindOf('/sans-extension')).toBeNull();
    expect(mediaKindOf('/.mp4')).toBeNull();
    expect(mediaKindOf('/fin.')).toBeNull();
    expect(fileExtension('')).toBeNull();
  });
});
