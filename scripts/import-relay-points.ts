// Imports La Poste's open data « points de contact » (the semicolon CSV of data.gouv.fr) into the
// relay dataset that the default provider answers from (server/modules/shop/relay/README.md).
// The file may be UTF-8 (with or without BOM) or Windows-1252, as La Poste has published both.
// Usage: node scripts/import-relay-points.ts <points-de-contact.csv> [output.json]
//        (default output: server/modules/shop/relay/access-points.json)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { datasetSchema, type RelayDataset } from '../server/modules/shop/relay/dataset-provider.ts';
import { importLaPosteCsv } from '../server/modules/shop/relay/la-poste-csv.ts';

const root = path.resolve(import.meta.dirname, '..');
const [input, output = path.join(root, 'server/modules/shop/relay/access-points.json')] =
  process.argv.slice(2);
if (!input) {
  process.stderr.write('Usage: node scripts/import-relay-points.ts <points-de-contact.csv> [output.json]\n');
  process.exit(2);
}

/** UTF-8 when the bytes are valid UTF-8, Windows-1252 otherwise. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const { points, skipped } = importLaPosteCsv(decode(readFileSync(input)));
const dataset: RelayDataset = datasetSchema.parse({
  about: `La Poste's open data « points de contact », imported from ${path.basename(input)} on ${new Date().toISOString().slice(0, 10)} by scripts/import-relay-points.ts.`,
  source: 'la-poste',
  points,
});
writeFileSync(output, `${JSON.stringify(dataset, null, 2)}\n`);
process.stdout.write(
  `${points.length} points written to ${path.relative(root, output)}, ${skipped.length} rows skipped.\n`,
);
for (const { line, reason } of skipped.slice(0, 20)) process.stdout.write(`  line ${line}: ${reason}\n`);
if (skipped.length > 20) process.stdout.write(`  … and ${skipped.length - 20} more\n`);
