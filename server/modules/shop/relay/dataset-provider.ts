// The default relay provider (issue 13): answers from a dataset file shipped with the project
// (./access-points.json, a SAMPLE until La Poste's open data is imported: ./README.md), so that
// the checkout works offline and in tests. Read once per process, on the first call.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { ACCESS_POINT_KINDS } from '#shared/contracts/relay.ts';
import { nearestOf } from './geo.ts';
import { locateFrenchAddress } from './locate.ts';
import type { RelayProvider } from './provider.ts';

/** A point as the dataset file keeps it (what scripts/import-relay-points.ts writes). */
export const datasetPointSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  kind: z.enum(ACCESS_POINT_KINDS),
  openingHours: z.string().nullable(),
});
export type DatasetPoint = z.infer<typeof datasetPointSchema>;

export const datasetSchema = z.object({
  /** What the file is and where it comes from, for whoever opens it. */
  about: z.string(),
  source: z.string(),
  points: z.array(datasetPointSchema),
});
export type RelayDataset = z.infer<typeof datasetSchema>;

export const DEFAULT_DATASET = new URL('./access-points.json', import.meta.url);

/** Points farther than this are not offered: nobody collects a parcel 30 km away. */
export const RADIUS_KM = 30;

/** The access point answered to the client, `distanceKm` rounded to 100 m. */
export function toAccessPoint(point: DatasetPoint, distanceKm: number): AccessPoint {
  return {
    id: point.id,
    name: point.name,
    addLine1: point.address,
    zipCode: point.postalCode,
    city: point.city,
    country: point.country,
    position: { latitude: point.latitude, longitude: point.longitude },
    icon: point.kind,
    distanceKm: Math.round(distanceKm * 10) / 10,
    openingHours: point.openingHours,
  };
}

export function readDataset(file: URL | string): RelayDataset {
  return datasetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** A provider answering from a dataset (the file shipped with the project by default). */
export function datasetProvider(source: URL | string | RelayDataset = DEFAULT_DATASET): RelayProvider {
  let loaded: { points: DatasetPoint[]; byId: Map<string, DatasetPoint> } | null = null;
  const load = () => {
    if (loaded) return loaded;
    const dataset = typeof source === 'object' && 'points' in source ? source : readDataset(source);
    loaded = { points: dataset.points, byId: new Map(dataset.points.map((p) => [p.id, p])) };
    return loaded;
  };
  return {
    async nearest(query, limit) {
      // the dataset is La Poste's: France alone
      if (query.countryAlpha2 !== 'FR') return [];
      const from = locateFrenchAddress(query.postalCode, query.city);
      if (!from) return [];
      const points = load().points.filter((p) => p.country === 'FR');
      return nearestOf(points, from, {
        positionOf: (p) => ({ latitude: p.latitude, longitude: p.longitude }),
        key: (p) => p.id,
        radiusKm: RADIUS_KM,
        limit,
      }).map(({ item, distanceKm }) => toAccessPoint(item, distanceKm));
    },
    async find(id) {
      const point = load().byId.get(id);
      return point ? toAccessPoint(point, 0) : null;
    },
  };
}
