import { describe, expect, it } from 'vitest';
import { sanitizeBlocks } from './write.ts';

describe('page layouts on save', () => {
  it('keeps valid blocks and sanitises their HTML', () => {
    const blocks = sanitizeBlocks([
      { id: 'intro', type: 'richText', html: '<p onclick="x()">Bonjour</p>' },
      { id: 'cta', type: 'callToAction', title: 'Nous écrire', label: 'Contact', url: '/nous-contacter' },
      { id: 'list', type: 'elementList', route: 'associations', nbItem: 24, paginate: true },
    ]);
    expect(blocks[0]).toEqual({ id: 'intro', type: 'richText', html: '<p>Bonjour</p>' });
    expect(blocks).toHaveLength(3);
  });

  it('refuses a whole layout with an unknown type, a bad field, a script link or twice the same id', () => {
    expect(() => sanitizeBlocks([{ id: 'a', type: 'marquee', text: 'x' }])).toThrow();
    expect(() => sanitizeBlocks([{ id: 'a', type: 'elementList', route: 'Associations!' }])).toThrow();
    expect(() =>
      sanitizeBlocks([{ id: 'a', type: 'callToAction', title: 't', label: 'l', url: 'javascript:alert(1)' }]),
    ).toThrow();
    expect(() =>
      sanitizeBlocks([{ id: 'a', type: 'callToAction', title: 't', label: 'l', url: '//evil.example' }]),
    ).toThrow();
    expect(() =>
      sanitizeBlocks([
        { id: 'a', type: 'richText', html: '' },
        { id: 'a', type: 'richText', html: '' },
      ]),
    ).toThrow();
    expect(() => sanitizeBlocks([{ id: 'a', type: 'richText', html: 'x', onload: 'y' }])).toThrow();
  });
});
