import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The URL paths of the files a folder serves, read once at start: `/robots-extra.txt`,
 * `/icons/a b.svg` as `/icons/a%20b.svg` too. Hidden files and the folders named in `skip` (served
 * by a route of their own) are left out. Asking this set costs nothing, where the static server
 * would ask the file system for every page's URL.
 */
export function publicFilesOf(dir: string, skip: readonly string[] = ['assets']): Set<string> {
  const files = new Set<string>();
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return files; // no folder, nothing to serve
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative.some((part) => part.startsWith('.')) || skip.includes(relative[0]!)) continue;
    files.add(`/${relative.join('/')}`);
    files.add(`/${relative.map(encodeURIComponent).join('/')}`);
  }
  return files;
}
