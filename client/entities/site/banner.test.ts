import { describe, expect, it } from 'vitest';
import type { Banner } from '#shared/contracts/site.ts';
import { bannerImage, bannerStyle } from './banner.ts';

const banner = (extra: Partial<Banner> = {}): Banner => ({
  filename: 'banner.jpg',
  onlineImage: { url: '/media/illustrations/banniere.webp' },
  positionX: 'center',
  positionY: 'top',
  size: 'cover',
  repeat: 'no-repeat',
  height: 280,
  ...extra,
});

const variant = (w: number) => `/_ipx/w_${w},f_webp/media/illustrations/banniere.webp`;

describe('bannerImage', () => {
  it('draws a covering banner with an image in every width, shown at least the screen wide', () => {
    expect(bannerImage(banner({ imageWidth: 1920, imageHeight: 640 }))).toEqual({
      src: variant(1280),
      srcSet: [320, 480, 640, 960, 1280, 1920].map((w) => `${variant(w)} ${w}w`).join(', '),
      // a 3:1 image covering a 280 px banner is 840 px wide, wider than a phone
      sizes: 'max(100vw, 840px)',
      objectFit: 'cover',
      objectPosition: 'center top',
    });
  });

  it('shows a contained image at most its own width at the banner’s height', () => {
    expect(
      bannerImage(
        banner({ size: 'contain', positionX: 'left', imageWidth: 1000, imageHeight: 500, height: 200 }),
      ),
    ).toMatchObject({ sizes: 'min(100vw, 400px)', objectFit: 'contain', objectPosition: 'left top' });
  });

  it('without the file’s size, the screen’s width', () => {
    expect(bannerImage(banner())?.sizes).toBe('100vw');
  });

  it('takes an image from elsewhere as it is', () => {
    expect(bannerImage(banner({ onlineImage: { url: 'https://cdn.example/banner.jpg' } }))).toEqual({
      src: 'https://cdn.example/banner.jpg',
      objectFit: 'cover',
      objectPosition: 'center top',
    });
  });

  it('leaves to CSS what an image element cannot draw: a tiled or explicitly sized background', () => {
    expect(bannerImage(banner({ size: 'contain', repeat: 'repeat-x' }))).toBeNull();
    expect(bannerImage(banner({ size: 'auto 100%' }))).toBeNull();
    expect(bannerImage(banner({ size: 'auto' }))).toBeNull();
    // a covering image hides its repetition
    expect(bannerImage(banner({ repeat: 'repeat' }))).not.toBeNull();
  });
});

describe('bannerStyle', () => {
  it('gives the box its height; the image draws the rest', () => {
    expect(bannerStyle(banner())).toEqual({ '--banner-height': '280px' });
  });

  it('turns settings an image cannot draw into background properties', () => {
    expect(
      bannerStyle(banner({ positionX: '20%', positionY: '40px', size: 'auto 100%', repeat: 'repeat-x' })),
    ).toEqual({
      backgroundImage: `image-set(url("${variant(1280)}") 1x, url("${variant(1920)}") 2x)`,
      backgroundPosition: '20% 40px',
      backgroundSize: 'auto 100%',
      backgroundRepeat: 'repeat-x',
      '--banner-height': '280px',
    });
    expect(
      bannerStyle(banner({ size: 'auto', onlineImage: { url: 'https://cdn.example/banner.jpg' } }))
        ?.backgroundImage,
    ).toBe('url("https://cdn.example/banner.jpg")');
  });

  it('shows nothing without an image, or with an image address it cannot trust', () => {
    expect(bannerStyle(null)).toBeNull();
    expect(bannerStyle(banner({ onlineImage: null }))).toBeNull();
    expect(bannerImage(banner({ onlineImage: null }))).toBeNull();
    for (const url of [
      '//evil.example/x.png',
      'http://insecure.example/x.png',
      '/x.png") ; background: url("https://evil.example/y.png',
      'javascript:alert(1)',
      '/../secret.png',
    ]) {
      expect(bannerStyle(banner({ onlineImage: { url } })), url).toBeNull();
      expect(bannerImage(banner({ onlineImage: { url } })), url).toBeNull();
    }
    expect(bannerStyle(banner({ onlineImage: { url: 'https://cdn.example.fr/b.png' } }))).not.toBeNull();
  });

  it('replaces values CSS would not accept (or that try to add declarations) by defaults', () => {
    const odd = banner({
      positionX: 'left;color:red',
      positionY: 'middle',
      size: 'huge',
      repeat: 'x',
      height: 99_999,
    });
    expect(bannerStyle(odd)).toEqual({ '--banner-height': '320px' });
    expect(bannerImage(odd)).toMatchObject({ objectFit: 'cover', objectPosition: 'center center' });
    expect(
      bannerStyle(banner({ positionX: 'left;color:red', size: '10px', repeat: 'x;color:red' })),
    ).toMatchObject({
      backgroundPosition: 'center top',
      backgroundSize: '10px',
      backgroundRepeat: 'no-repeat',
    });
  });
});
