// La Poste's open data « points de contact » (a semicolon CSV: Identifiant_du_site;
// Libelle_du_site;Caracteristique_du_site;Adresse;Complement_d_adresse;Code_postal;Localite;
// Latitude;Longitude…) turned into the relay dataset (./dataset-provider.ts) by
// scripts/import-relay-points.ts. Columns are found by name, whatever their order, case or
// accents; a row without a usable position or postal code is skipped and reported.
import type { AccessPointKind } from '#shared/contracts/relay.ts';
import type { DatasetPoint } from './dataset-provider.ts';

/** Splits a delimited text into rows of fields: quoted fields may hold the delimiter, line
 * breaks and doubled quotes (RFC 4180, with any one-character delimiter). */
export function parseDelimited(text: string, delimiter = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

/** `Code_postal`, `code postal` and `CODE-POSTAL` alike. */
const columnKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const COLUMNS = {
  id: ['identifiant_du_site', 'identifiant', 'id'],
  name: ['libelle_du_site', 'libelle', 'nom'],
  kind: ['caracteristique_du_site', 'caracteristique', 'type'],
  address: ['adresse', 'adresse_1'],
  complement: ['complement_d_adresse', 'complement_adresse'],
  place: ['lieu_dit'],
  postalCode: ['code_postal'],
  city: ['localite', 'commune'],
  country: ['pays'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng'],
  openingHours: ['horaires', 'horaires_d_ouverture'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['id', 'name', 'address', 'postalCode', 'city', 'latitude', 'longitude'];

/** A counter's kind from La Poste's words: « Bureau de poste », « Agence postale communale »,
 * « Relais poste commerçant », « Consigne Pickup Station »… */
export function kindOf(caracteristique: string): AccessPointKind {
  const words = columnKey(caracteristique);
  if (/consigne|locker|station/.test(words)) return 'locker';
  if (/relais|relay|point_retrait|commercant/.test(words)) return 'relay';
  if (/bureau|agence_postale|poste/.test(words)) return 'post-office';
  return 'relay';
}

/** A decimal in either notation (« 46,979 » or « 46.979 »). */
const decimal = (text: string) =>
  /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;

export interface ImportResult {
  points: DatasetPoint[];
  /** The rows left out (line numbers of the file, 1 for the header) and why. */
  skipped: { line: number; reason: string }[];
}

/** The relay dataset's points from La Poste's CSV; throws when a required column is missing. */
export function importLaPosteCsv(text: string): ImportResult {
  const [header, ...rows] = parseDelimited(text, ';');
  if (!header) throw new Error('The file is empty.');
  const keys = header.map(columnKey);
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      keys.findIndex((k) => (COLUMNS[column] as readonly string[]).includes(k)),
    ]),
  ) as Record<Column, number>;
  const missing = REQUIRED.filter((column) => index[column] < 0);
  if (missing.length) throw new Error(`Missing columns: ${missing.map((c) => COLUMNS[c][0]).join(', ')}.`);

  const points: DatasetPoint[] = [];
  const skipped: ImportResult['skipped'] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const line = i + 2;
    const cell = (column: Column) => (index[column] < 0 ? '' : (row[index[column]] ?? '').trim());
    const id = cell('id');
    const latitude = decimal(cell('latitude'));
    const longitude = decimal(cell('longitude'));
    const postalCode = cell('postalCode').replace(/\s+/g, '').padStart(5, '0');
    const country = cell('country');
    let reason: string | null = null;
    if (!id) reason = 'no id';
    else if (seen.has(id)) reason = `id ${id} twice`;
    else if (!cell('name')) reason = 'no name';
    else if (!/^\d{5}$/.test(postalCode)) reason = `postal code « ${cell('postalCode')} »`;
    else if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) || (latitude === 0 && longitude === 0))
      reason = 'no position';
    else if (country && !/^(fr|france)$/i.test(country)) reason = `country « ${country} »`;
    if (reason) {
      skipped.push({ line, reason });
      return;
    }
    seen.add(id);
    const address = [cell('address'), cell('complement'), cell('place')].filter(Boolean).join(', ');
    points.push({
      id: `LP-${id}`,
      name: cell('name'),
      address,
      postalCode,
      city: cell('city'),
      country: 'FR',
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      kind: kindOf(cell('kind')),
      openingHours: cell('openingHours') || null,
    });
  });
  return { points, skipped };
}
