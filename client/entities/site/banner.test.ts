import { describe, expect, it } from 'vitest';
import type { Banner } from '#shared/contracts/site.ts';
import { bannerStyle } from './banner.ts';

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

describe('bannerStyle', () => {
  it('turns the banner settings into background properties and a height', () => {
    expect(bannerStyle(banner())).toEqual({
      backgroundImage:
        'image-set(url("/_ipx/w_1280,f_webp/media/illustrations/banniere.webp") 1x, url("/_ipx/w_1920,f_webp/media/illustrations/banniere.webp") 2x)',
      backgroundPosition: 'center top',
      backgroundSize: 'cover',
      backgroundRepeat: 'no-repeat',
      '--banner-height': '280px',
    });
    expect(
      bannerStyle(banner({ positionX: '20%', positionY: '40px', size: 'auto 100%', repeat: 'repeat-x' })),
    ).toMatchObject({
      backgroundPosition: '20% 40px',
      backgroundSize: 'auto 100%',
      backgroundRepeat: 'repeat-x',
    });
  });

  it('takes an image from elsewhere as it is', () => {
    expect(
      bannerStyle(banner({ onlineImage: { url: 'https://cdn.example/banner.jpg' } }))?.backgroundImage,
    ).toBe('url("https://cdn.example/banner.jpg")');
  });

  it('shows nothing without an image, or with an image address it cannot trust', () => {
    expect(bannerStyle(null)).toBeNull();
    expect(bannerStyle(banner({ onlineImage: null }))).toBeNull();
    for (const url of [
      '//evil.example/x.png',
      'http://insecure.example/x.png',
      '/x.png") ; background: url("https://evil.example/y.png',
      'javascript:alert(1)',
      '/../secret.png',
    ]) {
      expect(bannerStyle(banner({ onlineImage: { url } })), url).toBeNull();
    }
    expect(bannerStyle(banner({ onlineImage: { url: 'https://cdn.example.fr/b.png' } }))).not.toBeNull();
  });

  it('replaces values CSS would not accept (or that try to add declarations) by defaults', () => {
    const style = bannerStyle(
      banner({ positionX: 'left;color:red', positionY: 'middle', size: 'huge', repeat: 'x', height: 99_999 }),
    );
    expect(style).toMatchObject({
      backgroundPosition: 'center center',
      backgroundSize: 'cover',
      backgroundRepeat: 'no-repeat',
      '--banner-height': '320px',
    });
  });
});
