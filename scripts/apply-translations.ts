// Fills fr-FR msgstr entries from scripts/translations-fr.json after `lingui extract`, so that
// translators edit one JSON file. Exits 1 listing any message still without translation.
// Usage: node scripts/apply-translations.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const catalogPath = path.join(root, 'locales/fr-FR/messages.po');
const translations = JSON.parse(
  readFileSync(path.join(root, 'scripts/translations-fr.json'), 'utf8'),
) as Record<string, string>;

const unquote = (s: string) => JSON.parse(s) as string;
const quote = (s: string) => JSON.stringify(s);

const lines = readFileSync(catalogPath, 'utf8').split('\n');
const missing: string[] = [];
for (let i = 0; i < lines.length; i++) {
  const match = /^msgid (".*")$/.exec(lines[i]!);
  if (!match || !lines[i + 1]?.startsWith('msgstr ')) continue;
  const id = unquote(match[1]!);
  if (id === '') continue;
  const translated = translations[id];
  if (translated === undefined) missing.push(id);
  else lines[i + 1] = `msgstr ${quote(translated)}`;
}
writeFileSync(catalogPath, lines.join('\n'));
if (missing.length) {
  console.error(
    `Missing French translations in scripts/translations-fr*.json:\n${missing.map((m) => `  ${m}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('fr-FR catalog complete.');
