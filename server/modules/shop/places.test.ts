import { describe, expect, it } from 'vitest';
import { foldPlace, searchCommunes } from './places.ts';

describe('what a visitor types for a place', () => {
  it.each([
    ['Saint-Rémy-de-Provence', 'saint remy de provence'],
    ['St Rémy', 'saint remy'],
    ['Ste-Foy', 'sainte foy'],
    ["L'Isle-sur-la-Sorgue", 'l isle sur la sorgue'],
    ['  MEURSAULT ', 'meursault'],
  ])('%s reads as %s', (typed, folded) => {
    expect(foldPlace(typed)).toBe(folded);
  });
});

describe('French communes (the official dataset)', () => {
  it('finds a commune by the start of its name, accents and case aside, with its postal code', () => {
    expect(searchCommunes('meursault')).toContainEqual({
      name: 'Meursault',
      postalCode: '21190',
      code: '21412',
    });
    expect(searchCommunes('MEURS').map((c) => c.name)).toEqual(
      expect.arrayContaining(['Meursac', 'Meursault']),
    );
    expect(searchCommunes('st remy de prov')).toContainEqual(
      expect.objectContaining({ name: 'Saint-Rémy-de-Provence' }),
    );
  });

  it('finds the communes of a postal code, and the arrondissements of a city', () => {
    const beaune = searchCommunes('21200');
    expect(beaune.every((c) => c.postalCode === '21200')).toBe(true);
    expect(beaune.map((c) => c.name)).toContain('Beaune');
    expect(searchCommunes('75007')).toContainEqual(
      expect.objectContaining({ name: 'Paris 7e Arrondissement' }),
    );
  });

  it('puts the most populated first, and answers at most 20', () => {
    const saint = searchCommunes('saint');
    expect(saint).toHaveLength(20);
    expect(searchCommunes('lyon')[0]).toMatchObject({ name: 'Lyon' });
    expect(searchCommunes('zzzz')).toEqual([]);
    expect(searchCommunes('  ')).toEqual([]);
  });
});
