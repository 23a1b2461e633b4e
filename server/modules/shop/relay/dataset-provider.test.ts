import { describe, expect, it } from 'vitest';
import { DEFAULT_DATASET, datasetProvider, RADIUS_KM, readDataset } from './dataset-provider.ts';

const query = (postalCode: string, city: string | null = null, countryAlpha2 = 'FR') => ({
  postalCode,
  city,
  address: null,
  countryAlpha2,
});

describe('the relay dataset shipped with the project', () => {
  const dataset = readDataset(DEFAULT_DATASET);

  it('says it is a sample, with unique ids', () => {
    expect(dataset.source).toBe('sample');
    expect(dataset.about).toMatch(/SAMPLE/);
    expect(new Set(dataset.points.map((p) => p.id)).size).toBe(dataset.points.length);
    expect(dataset.points.length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['21190', 'Meursault'],
    ['21200', 'Beaune'],
    ['21000', 'Dijon'],
    ['75011', 'Paris'],
    ['69002', 'Lyon'],
    ['13001', 'Marseille'],
    ['33000', 'Bordeaux'],
    ['59000', 'Lille'],
    ['44000', 'Nantes'],
    ['31000', 'Toulouse'],
    ['67000', 'Strasbourg'],
    ['20000', 'Ajaccio'],
  ])('has points near %s %s', async (postalCode, city) => {
    const points = await datasetProvider().nearest(query(postalCode, city), 10);
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points[0]!.distanceKm).toBeLessThan(5);
  });
});

describe('the dataset provider', () => {
  const provider = datasetProvider();

  it('answers the points nearest to the estate, sorted, within the radius and the limit', async () => {
    const points = await provider.nearest(query('21190', 'Meursault'), 10);
    expect(points).toHaveLength(10);
    expect(points[0]).toMatchObject({ zipCode: '21190', city: 'Meursault', country: 'FR' });
    const distances = points.map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= RADIUS_KM)).toBe(true);
    expect(points.some((p) => p.city === 'Dijon')).toBe(false);
    expect(await provider.nearest(query('21190'), 3)).toHaveLength(3);
  });

  it('answers nothing outside France, and nothing where no point is near', async () => {
    expect(await provider.nearest(query('21190', null, 'DE'), 10)).toEqual([]);
    // Brest: the sample has no point in Finistère
    expect(await provider.nearest(query('29200', 'Brest'), 10)).toEqual([]);
  });

  it('reads a point again by its id, and knows no other', async () => {
    const [first] = await provider.nearest(query('75011'), 1);
    expect(await provider.find(first!.id)).toEqual({ ...first, distanceKm: 0 });
    expect(await provider.find('SAMPLE-00000-00')).toBeNull();
  });

  it('answers from a dataset given to it', async () => {
    const mine = datasetProvider({
      about: 'test',
      source: 'test',
      points: [
        {
          id: 'near',
          name: 'Près',
          address: '1 rue',
          postalCode: '21190',
          city: 'Meursault',
          country: 'FR',
          latitude: 46.98,
          longitude: 4.77,
          kind: 'locker',
          openingHours: null,
        },
      ],
    });
    expect(await mine.nearest(query('21190'), 10)).toEqual([
      expect.objectContaining({ id: 'near', icon: 'locker', openingHours: null, distanceKm: 0.2 }),
    ]);
  });
});
