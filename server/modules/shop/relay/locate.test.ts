import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { locateFrenchAddress, locatePostalCode } from './locate.ts';
import { buildPostalIndex, toPostalTable } from './postal-join.ts';

describe('placing a postal code from small datasets (joined, then read from the table)', () => {
  const communes = [
    {
      code: '21412',
      nom: 'Meursault',
      type: 'commune-actuelle',
      departement: '21',
      codesPostaux: ['21190'],
      population: 1363,
    },
    {
      code: '21700',
      nom: 'Volnay',
      type: 'commune-actuelle',
      departement: '21',
      codesPostaux: ['21190'],
      population: 224,
    },
    {
      code: '21999',
      nom: 'Hameau',
      type: 'commune-actuelle',
      departement: '21',
      codesPostaux: ['21191'],
      population: 50,
    },
    {
      code: '75056',
      nom: 'Paris',
      type: 'commune-actuelle',
      departement: '75',
      codesPostaux: ['75011'],
      population: 2e6,
    },
    {
      code: '75111',
      nom: 'Paris 11e Arrondissement',
      type: 'arrondissement-municipal',
      commune: '75056',
      departement: '75',
      codesPostaux: ['75011'],
      population: 138_000,
    },
    {
      code: '97601',
      nom: 'Acoua',
      type: 'commune-actuelle',
      departement: '976',
      codesPostaux: ['97630'],
      population: 5000,
    },
    { code: '21001', nom: 'Ancienne', type: 'commune-deleguee', departement: '21', codesPostaux: ['21500'] },
  ];
  const geonames = [
    { name: 'Meursault', lat: '46.97822', lng: '4.76952', country: 'FR', admin2: '21' },
    { name: 'Meursault', lat: '1', lng: '1', country: 'FR', admin2: '71' },
    { name: 'Paris', lat: '48.85341', lng: '2.3488', country: 'FR', admin2: '75' },
    { name: 'Paris 11 Popincourt', lat: '48.8574', lng: '2.3795', country: 'FR', admin2: '75' },
    { name: 'Somewhere', lat: '10', lng: '10', country: 'DE', admin2: '21' },
  ];
  const index = buildPostalIndex(communes, geonames);
  const table = toPostalTable(index);

  it('places a commune by its department and name', () => {
    expect(locatePostalCode('21190', null, table)).toMatchObject({
      name: 'Meursault',
      position: { latitude: 46.9782, longitude: 4.7695 },
      approximate: false,
    });
  });

  it('places a commune GeoNames lacks at its postal code’s largest placed commune', () => {
    expect(locatePostalCode('21190', 'volnay', table)).toMatchObject({
      name: 'Volnay',
      position: { latitude: 46.9782, longitude: 4.7695 },
      approximate: true,
    });
  });

  it('places a postal code without any placed commune at the centre of its neighbours', () => {
    expect(locatePostalCode('21191', null, table)).toMatchObject({ name: 'Hameau', approximate: true });
  });

  it('places Paris by its arrondissements, not by its centre', () => {
    expect(locatePostalCode('75011', 'Paris', table)).toMatchObject({
      name: 'Paris 11e Arrondissement',
      position: { latitude: 48.8574, longitude: 2.3795 },
    });
  });

  it('knows a postal code it cannot place, and answers no position for it', () => {
    expect(locatePostalCode('97630', null, table)).toBeNull();
    expect(locateFrenchAddress('97630', null, table)).toBeNull();
  });

  it('leaves out the communes no longer in force', () => {
    expect(index.codes.has('21500')).toBe(false);
    expect(Object.keys(table)).toEqual(['21190', '21191', '75011', '97630']);
  });

  it('keeps each postal code’s communes in order, those at one position in one run', () => {
    expect(table['21190']).toEqual([
      [46.9782, 4.7695, 0, 1363, 'Meursault'],
      [46.9782, 4.7695, 1, 224, 'Volnay'],
    ]);
    expect(table['97630']).toEqual([]);
  });
});

describe('placing a French address (postal-positions.json)', () => {
  it('places the estate’s postal code in Meursault, and a Parisian one in its arrondissement', () => {
    const meursault = locateFrenchAddress('21190', 'Meursault')!;
    expect(meursault.latitude).toBeCloseTo(46.98, 1);
    expect(meursault.longitude).toBeCloseTo(4.77, 1);
    expect(locatePostalCode('75011')?.name).toBe('Paris 11e Arrondissement');
    expect(locatePostalCode('21 000', 'dijon')?.name).toBe('Dijon');
  });

  it('places a small commune near its postal code', () => {
    const volnay = locatePostalCode('21190', 'Volnay')!;
    expect(volnay.name).toBe('Volnay');
    expect(Math.abs(volnay.position.latitude - 47.0)).toBeLessThan(0.2);
  });

  it.each([
    ['2119', 'invalid'],
    ['ABCDE', 'invalid'],
    ['99999', 'unknown'],
    ['00000', 'unknown'],
  ])('refuses %s as a postal code (%s)', (postalCode, reason) => {
    try {
      locateFrenchAddress(postalCode, null);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('invalid');
      expect((error as DomainError).fields).toEqual([{ path: 'postalCode', message: reason }]);
    }
  });
});
