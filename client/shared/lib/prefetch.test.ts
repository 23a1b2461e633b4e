import { describe, expect, it } from 'vitest';
import { internalTarget, mayPrefetch } from './prefetch.ts';

describe('route prefetching (SPEC §9)', () => {
  it('prefetches unless the visitor saves data or is on 2G', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('follows internal page links only', () => {
    const here = {
      href: 'https://mairie.example/actualites',
      origin: 'https://mairie.example',
      pathname: '/actualites',
    };
    const link = (href: string, attrs: Record<string, string> = {}) =>
      ({
        href: new URL(href, here.href).href,
        target: attrs.target ?? '',
        hasAttribute: (name: string) => name in attrs,
      }) as unknown as HTMLAnchorElement;
    expect(internalTarget(link('/agenda'), here as Location)).toBe('/agenda');
    expect(internalTarget(link('https://elsewhere.example/agenda'), here as Location)).toBeNull();
    expect(internalTarget(link('/agenda', { target: '_blank' }), here as Location)).toBeNull();
    expect(internalTarget(link('/files/report.pdf', { download: '' }), here as Location)).toBeNull();
    expect(internalTarget(link('/actualites#top'), here as Location)).toBeNull();
  });
});
