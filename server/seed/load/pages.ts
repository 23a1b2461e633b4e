// The page tree of a site: `pages/` holds one Markdown file per page, named by its URL; a page
// with sub-pages is a folder holding its own text in `index.md` and its sub-pages. A page made
// with the page builder has its HTML and CSS beside it (`<name>.html`, `<name>.css`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check, entries, fail, nameOf, readMarkdown, type Source } from './files.ts';
import { renderMarkdown } from './markdown.ts';
import { pageMetaSchema, type SeedBlock, SLUG, SLUG_RULE } from './schemas.ts';

export interface SeedPage {
  /** The file the page comes from (messages name it). */
  file: string;
  /** The page's own URL segment (its file or folder name). */
  url: string;
  title: string;
  menuTitle?: string | undefined;
  metaDescription: string;
  showInMenu: boolean;
  fixedOnRight: boolean;
  isEcommercePage: boolean;
  /** The page's text as HTML (empty for a page-builder page). */
  html: string;
  /** Blocks beyond the text, when the page lists them; `'text'` is the page's own text. */
  blocks?: (SeedBlock | 'text')[] | undefined;
  /** A page made with the page builder: its HTML and CSS replace blocks and text. */
  builder?: { html: string; css: string } | undefined;
  children: SeedPage[];
}

function readPage(root: string, file: string, url: string, builderBase: string | null): SeedPage {
  const source = { root, file };
  if (!SLUG.test(url)) fail(source, null, `the name "${url}" is the page's URL: ${SLUG_RULE}`);
  const { meta, body } = readMarkdown(source);
  if (meta === undefined)
    fail(source, null, 'a page starts with its front matter (title, metaDescription…) between --- lines');
  const page = check(pageMetaSchema, meta, source);
  const builder =
    builderBase && existsSync(`${builderBase}.html`) ? readBuilder(root, builderBase) : undefined;
  if (builder && body.trim())
    fail(
      source,
      null,
      `this page is made with the page builder (${path.basename(builderBase!)}.html): leave its Markdown empty`,
    );
  if (builder && page.blocks?.length)
    fail(source, 'blocks', 'a page made with the page builder shows its own HTML, without blocks');
  if (!builder && !body.trim()) fail(source, null, 'the page has no text below its front matter');
  return {
    file,
    url,
    title: page.title,
    menuTitle: page.menuTitle,
    metaDescription: page.metaDescription,
    showInMenu: page.showInMenu,
    fixedOnRight: page.fixedOnRight,
    isEcommercePage: page.isEcommercePage,
    html: builder ? '' : renderMarkdown(body),
    blocks: page.blocks,
    builder,
    children: [],
  };
}

function readBuilder(root: string, base: string) {
  const css = `${base}.css`;
  if (!existsSync(css))
    fail(
      { root, file: `${base}.html` },
      null,
      `a page-builder page needs its stylesheet ${path.basename(css)}`,
    );
  return { html: readFileSync(`${base}.html`, 'utf8'), css: readFileSync(css, 'utf8') };
}

export function loadPages(root: string, dir: string): SeedPage[] {
  const pages: SeedPage[] = [];
  const listed = entries(dir);
  for (const entry of listed) {
    const source: Source = { root, file: entry.file };
    if (entry.isDirectory) {
      const index = path.join(entry.file, 'index.md');
      if (!existsSync(index)) fail(source, null, 'a folder of sub-pages holds its own page in index.md');
      const page = readPage(root, index, nameOf(entry.name), null);
      page.children = loadPages(root, entry.file);
      pages.push(page);
    } else if (entry.name.endsWith('.md')) {
      if (entry.name === 'index.md') continue; // the folder's own page, read by its parent
      pages.push(readPage(root, entry.file, nameOf(entry.name), entry.file.slice(0, -3)));
    } else if (/\.(html|css)$/.test(entry.name)) {
      const page = `${entry.file.replace(/\.(html|css)$/, '')}.md`;
      if (!existsSync(page))
        fail(source, null, `page-builder files go beside their page (${path.basename(page)})`);
    } else {
      fail(
        source,
        null,
        'only pages (.md), folders of sub-pages and page-builder files (.html, .css) belong here',
      );
    }
  }
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.url)) fail({ root, file: dir }, null, `two pages have the URL "${page.url}"`);
    seen.add(page.url);
  }
  return pages;
}
