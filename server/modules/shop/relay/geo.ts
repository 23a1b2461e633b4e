// Distances on the Earth for the relay points (issue 13): the great-circle distance between two
// positions (haversine), on the mean Earth radius. Relay points are picked within a few tens of
// kilometres, where the sphere is off the ellipsoid by well under one per cent.

export interface Position {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Items within `radiusKm` of `from`, the nearest first (ties by `key`), at most `limit`. */
export function nearestOf<T>(
  items: readonly T[],
  from: Position,
  options: { positionOf: (item: T) => Position; key: (item: T) => string; radiusKm: number; limit: number },
): { item: T; distanceKm: number }[] {
  const found: { item: T; distanceKm: number }[] = [];
  for (const item of items) {
    const d = distanceKm(from, options.positionOf(item));
    if (d <= options.radiusKm) found.push({ item, distanceKm: d });
  }
  found.sort((a, b) => a.distanceKm - b.distanceKm || options.key(a.item).localeCompare(options.key(b.item)));
  return found.slice(0, Math.max(0, options.limit));
}
