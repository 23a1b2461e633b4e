import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('strips accents, lowercases and joins words with hyphens', () => {
    expect(slugify('Démarches administratives & état civil')).toBe('demarches-administratives-etat-civil');
    expect(slugify("L'école Jean-Moulin")).toBe('l-ecole-jean-moulin');
    expect(slugify('  Vallon-sur-Lys  ')).toBe('vallon-sur-lys');
  });

  it('spells out ligatures and letters without a separable accent', () => {
    expect(slugify('Cœur de ville, Ærø')).toBe('coeur-de-ville-aero');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('— !? —')).toBe('');
  });

  it('always yields lowercase ascii words joined by single hyphens, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
