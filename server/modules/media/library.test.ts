import { describe, expect, it } from 'vitest';
import { mediaKeysIn, sniffMediaType } from './library.ts';

describe('the media library', () => {
  it('reads a file’s type from its first bytes, never from its name', () => {
    expect(sniffMediaType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffMediaType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffMediaType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffMediaType(Buffer.from('<?xml version="1.0"?>\n<!-- a -->\n<svg xmlns="…"/>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffMediaType(Buffer.from('\u0000\u0000\u0000\u0018ftypmp42', 'latin1'))).toBe('video/mp4');
    expect(sniffMediaType(Buffer.from('1a45dfa3', 'hex'))).toBe('video/webm');
    expect(sniffMediaType(Buffer.from('<html><svg/></html>'))).toBeNull();
    expect(sniffMediaType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('finds the media a value references, at any depth, and nothing that could leave the site', () => {
    const blocks = [
      { type: 'image', image: { url: '/media/uploads/a.webp', alt: '' } },
      { type: 'richText', html: '<p><img src="/media/album/b.svg"> /media/album/b.svg.</p>' },
      { type: 'link', url: '/media/../1/c.svg' },
      { type: 'link', url: 'https://example.org/media/d.png' },
    ];
    expect(mediaKeysIn(blocks).sort()).toEqual(['album/b.svg', 'uploads/a.webp']);
    expect(mediaKeysIn('<p>no image</p>')).toEqual([]);
  });
});
