import { describe, expect, it } from 'vitest';
import { absoluteJsonLd } from './json-ld.ts';

describe('absoluteJsonLd', () => {
  it('makes site paths absolute under URL keys only, deep inside too', () => {
    expect(
      absoluteJsonLd(
        {
          '@type': 'Event',
          name: '/not-a-url-key',
          url: '/agenda/x/1',
          image: ['/a.svg', 'https://cdn.example/b.png'],
          organizer: { url: '/', logo: '//evil.example/x.png' },
        },
        'http://localhost:3000',
      ),
    ).toEqual({
      '@type': 'Event',
      name: '/not-a-url-key',
      url: 'http://localhost:3000/agenda/x/1',
      image: ['http://localhost:3000/a.svg', 'https://cdn.example/b.png'],
      organizer: { url: 'http://localhost:3000/', logo: '//evil.example/x.png' },
    });
  });
});
