import { describe, expect, it } from 'vitest';
import { defaultSrc, ipxUrl, isOptimisable, parseIpxModifiers, srcSetFor } from './images.ts';

describe('responsive images', () => {
  it('optimises local media only', () => {
    expect(isOptimisable('/demo/vallon-sur-lys/album/saint-jean-1.svg')).toBe(true);
    expect(isOptimisable('/media/photo.JPG')).toBe(true);
    expect(isOptimisable('https://example.org/a.png')).toBe(false);
    expect(isOptimisable('//example.org/a.png')).toBe(false);
    expect(isOptimisable('/demo/../secret.png')).toBe(false);
    expect(isOptimisable('/demo/file.gif')).toBe(false);
  });

  it('offers widths up to twice the displayed width', () => {
    expect(srcSetFor('/a.png', 240)).toBe(
      '/_ipx/w_160,f_webp/a.png 160w, /_ipx/w_320,f_webp/a.png 320w, /_ipx/w_480,f_webp/a.png 480w',
    );
    expect(srcSetFor('/a.png', 40)).toBe('/_ipx/w_160,f_webp/a.png 160w');
    expect(srcSetFor('https://x.test/a.png', 240)).toBeUndefined();
    expect(defaultSrc('/a.png', 500)).toBe(ipxUrl('/a.png', 640));
    expect(defaultSrc('/a.png', 5000)).toBe(ipxUrl('/a.png', 1920));
    expect(defaultSrc('https://x.test/a.png', 500)).toBe('https://x.test/a.png');
  });

  it('accepts only the known widths and formats', () => {
    expect(parseIpxModifiers('w_640,f_webp')).toEqual({ width: 640, format: 'webp' });
    expect(parseIpxModifiers('f_jpeg,w_320')).toEqual({ width: 320, format: 'jpeg' });
    expect(parseIpxModifiers('w_640')).toEqual({ width: 640, format: 'webp' });
    expect(parseIpxModifiers('w_641,f_webp')).toBeNull();
    expect(parseIpxModifiers('f_webp')).toBeNull();
    expect(parseIpxModifiers('w_640,f_gif')).toBeNull();
    expect(parseIpxModifiers('w_640,blur_100')).toBeNull();
    expect(parseIpxModifiers('')).toBeNull();
  });
});
