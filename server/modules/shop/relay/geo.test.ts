import { describe, expect, it } from 'vitest';
import { distanceKm, nearestOf } from './geo.ts';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const MEURSAULT = { latitude: 46.9782, longitude: 4.7695 };
const BEAUNE = { latitude: 47.0241, longitude: 4.8389 };

describe('the great-circle distance', () => {
  it('is nought from a place to itself', () => {
    expect(distanceKm(PARIS, PARIS)).toBe(0);
  });

  it('measures known distances as the crow flies', () => {
    expect(distanceKm(PARIS, LYON)).toBeCloseTo(392, -1);
    expect(distanceKm(MEURSAULT, BEAUNE)).toBeCloseTo(7.3, 0);
  });

  it('is the same both ways', () => {
    expect(distanceKm(LYON, PARIS)).toBeCloseTo(distanceKm(PARIS, LYON), 9);
  });

  it('goes the short way across the antimeridian', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111.2,
      0,
    );
  });
});

describe('the nearest items', () => {
  const places = [
    { id: 'lyon', position: LYON },
    { id: 'beaune', position: BEAUNE },
    { id: 'paris', position: PARIS },
    { id: 'meursault', position: MEURSAULT },
    { id: 'meursault-bis', position: MEURSAULT },
  ];
  const options = {
    positionOf: (p: (typeof places)[number]) => p.position,
    key: (p: { id: string }) => p.id,
  };

  it('keeps those within the radius, the nearest first, ties by key', () => {
    const found = nearestOf(places, MEURSAULT, { ...options, radiusKm: 30, limit: 10 });
    expect(found.map((f) => f.item.id)).toEqual(['meursault', 'meursault-bis', 'beaune']);
    expect(found[2]!.distanceKm).toBeGreaterThan(7);
  });

  it('answers at most the limit', () => {
    expect(nearestOf(places, MEURSAULT, { ...options, radiusKm: 1000, limit: 2 })).toHaveLength(2);
    expect(nearestOf(places, MEURSAULT, { ...options, radiusKm: 1000, limit: 0 })).toEqual([]);
  });

  it('answers nothing when nothing is near', () => {
    expect(
      nearestOf(places, { latitude: 43.3, longitude: 5.37 }, { ...options, radiusKm: 30, limit: 10 }),
    ).toEqual([]);
  });
});
