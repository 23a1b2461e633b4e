// Fills fr-FR msgstr entries from scripts/translations-fr*.json after `lingui extract`: one JSON
// file per area (translations-fr.json, translations-fr.<area>.json) so that parallel work does not
// collide in one file. The client's catalogs (messages.po, account.po, forms.po, blocks.po, shop.po, admin.po, server.po) are keyed by the English source text, the
// server's (api.po, translations-fr.api.json) by the explicit ids of shared/lib/messages.ts. A source text translated twice differently is an error, as is a message
// still without translation (exit 1 with the list).
// Usage: node scripts/apply-translations.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const catalogPaths = [
  'messages.po',
  'account.po',
  'forms.po',
  'blocks.po',
  'shop.po',
  'admin.po',
  'server.po',
  'api.po',
].map((name) => path.join(root, 'locales/fr-FR', name));
const translations: Record<string, string> = {};
const conflicts: string[] = [];
for (const file of readdirSync(path.join(root, 'scripts')).filter((f) =>
  /^translations-fr(\.[a-z-]+)?\.json$/.test(f),
)) {
  const entries = JSON.parse(readFileSync(path.join(root, 'scripts', file), 'utf8')) as Record<
    string,
    string
  >;
  for (const [id, text] of Object.entries(entries)) {
    if (translations[id] !== undefined && translations[id] !== text) conflicts.push(`${file}: ${id}`);
    translations[id] = text;
  }
}
if (conflicts.length) {
  console.error(`Translated twice, differently:\n${conflicts.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}

const unquote = (s: string) => JSON.parse(s) as string;
const quote = (s: string) => JSON.stringify(s);

const missing: string[] = [];
for (const catalogPath of catalogPaths) {
  const lines = readFileSync(catalogPath, 'utf8').split('\n');
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
}
if (missing.length) {
  console.error(
    `Missing French translations in scripts/translations-fr*.json:\n${missing.map((m) => `  ${m}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('fr-FR catalogs complete.');
