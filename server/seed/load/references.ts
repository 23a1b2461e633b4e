// Names that files give one another: an address's kinds, and the forms, albums, popups, blog
// folders, addresses and newsletter lists that page blocks show, by title. A name that leads
// nowhere stops the seed with the file and field that hold it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mediaKeysIn } from '../../modules/media/library.ts';
import { drawingsOf, illustrationKey } from '../illustrations/index.ts';
import type { SeedBlogFolder } from './content.ts';
import { PLACEHOLDER, placeholderProblem } from './date-placeholders.ts';
import { fail } from './files.ts';
import type { SeedPage } from './pages.ts';
import { blockReference } from './schemas.ts';
import type { SeedSite } from './site.ts';

const folderTitles = (folders: SeedBlogFolder[]): string[] =>
  folders.flatMap((folder) => [folder.title, ...folderTitles(folder.folders)]);

function checkPages(root: string, pages: SeedPage[], names: Record<string, string[]>) {
  for (const page of pages) {
    for (const [i, block] of (page.blocks ?? []).entries()) {
      if (block === 'text') continue;
      const ref = blockReference(block.type);
      const value = ref ? block[ref.by] : undefined;
      if (!ref || value === undefined || value === null) continue;
      for (const name of Array.isArray(value) ? value : [value]) {
        if (!names[block.type]!.includes(name as string))
          fail({ root, file: page.file }, `blocks[${i}].${ref.by}`, `no ${ref.by} is named "${name}"`);
      }
    }
    checkPages(root, page.children, names);
  }
}

/** Every /media/… URL of the data names a file of media/ or a drawing, and the banner a drawing. */
function checkMedia(root: string, dir: string, data: SeedSite) {
  const drawn = new Set(drawingsOf(data).map((d) => illustrationKey(d.name)));
  const { illustrations: _, wines: __, ...content } = data;
  // the pages' `file` (where they were read from) is no reference
  const text = JSON.stringify(content, (name, value) => (name === 'file' ? undefined : value));
  for (const key of mediaKeysIn(text)) {
    if (!drawn.has(key) && !existsSync(path.join(dir, 'media', key)))
      fail(
        { root, file: dir },
        null,
        `/media/${key} is neither a file of media/ nor a drawing of illustrations.yaml or wines.yaml`,
      );
  }
  if (data.site.banner && !drawn.has(illustrationKey(data.site.banner)))
    fail(
      { root, file: path.join(dir, 'site.yaml') },
      'banner',
      `no illustration is named "${data.site.banner}"`,
    );
}

/** Every `{{format:ref}}` of the texts names a format and a date the data holds. */
function checkDatePlaceholders(root: string, dir: string, data: SeedSite) {
  const text = JSON.stringify(data, (name, value) => (name === 'file' ? undefined : value));
  for (const [, format, ref] of text.matchAll(PLACEHOLDER)) {
    const problem = placeholderProblem(format!, ref!, data.elements);
    if (problem) fail({ root, file: dir }, null, problem);
  }
  const stray = /\{\{(?![A-Za-z-]+:[^{}\s]+\}\})[^}]{0,40}/.exec(text);
  if (stray)
    fail(
      { root, file: dir },
      null,
      `"${stray[0]}" is not a date placeholder ({{date:agenda/slug}}, {{date:+3}}…)`,
    );
}

export function checkReferences(root: string, dir: string, data: SeedSite): void {
  checkMedia(root, dir, data);
  checkDatePlaceholders(root, dir, data);
  const addresses = { root, file: path.join(dir, 'addresses.yaml') };
  const kinds = data.addresses.types.map((t) => t.value);
  for (const [i, address] of data.addresses.addresses.entries()) {
    for (const kind of address.types)
      if (!kinds.includes(kind))
        fail(addresses, `addresses[${i}].types`, `"${kind}" is not one of the types listed`);
  }
  if (data.forms.length && !data.parameters.COMPANY_EMAIL)
    fail(
      { root, file: path.join(dir, 'parameters.yaml') },
      'COMPANY_EMAIL',
      'forms are mailed to this address: set it',
    );
  checkPages(root, data.pages, {
    album: data.albums.map((a) => a.title),
    blogFolder: folderTitles(data.blog),
    form: data.forms.map((f) => f.title),
    popup: data.popups.map((p) => p.title),
    address: data.addresses.addresses.map((a) => a.name),
    newsletter: data.newsletterLists.map((l) => l.name),
  });
}
