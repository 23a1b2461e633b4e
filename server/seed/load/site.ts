// One demo site's data folder (data/<site-slug>/, described in data/README.md), read and checked
// whole before the seed writes anything: a bad file stops the seed with its name and field.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { loadBlog, loadElements, loadNews, type SeedBlogFolder, type SeedNews, withHtml } from './content.ts';
import { check, entries, fail, readMarkdown, readYaml, type Source } from './files.ts';
import { renderMarkdown } from './markdown.ts';
import { loadPages, type SeedPage } from './pages.ts';
import { checkReferences } from './references.ts';
import {
  type AddressesFile,
  addressesFileSchema,
  albumsFileSchema,
  footerFileSchema,
  formsFileSchema,
  illustrationsFileSchema,
  type NewsletterList,
  newsletterListsFileSchema,
  parametersFileSchema,
  popupsFileSchema,
  reviewsFileSchema,
  type SeedAlbum,
  type SeedElement,
  type SeedFooter,
  type SeedForm,
  type SeedIllustrationEntry,
  type SeedReview,
  type SeedWine,
  type ShopFile,
  type SiteFile,
  servicesFileSchema,
  shopFileSchema,
  siteFileSchema,
  winesFileSchema,
} from './schemas.ts';

export const DATA_DIR = path.join(import.meta.dirname, '..', 'data');
/** The demo sites, in the order they are created; each one's content is in data/<slug>/. */
export const DEMO_SITES = ['vallon-sur-lys', 'domaine-du-vallon'] as const;

type WithHtml<T> = Omit<T, 'body'> & { html: string };

export interface SeedSite {
  slug: string;
  site: SiteFile;
  /** Every parameter the site starts with, the legal texts (HTML) included. */
  parameters: Record<string, string>;
  addresses: AddressesFile;
  newsletterLists: NewsletterList[];
  footer: SeedFooter;
  shop: ShopFile;
  pages: SeedPage[];
  news: SeedNews[];
  elements: { route: string; items: SeedElement[] }[];
  albums: SeedAlbum[];
  blog: SeedBlogFolder[];
  forms: SeedForm[];
  popups: WithHtml<z.output<typeof popupsFileSchema>[number]>[];
  services: WithHtml<z.output<typeof servicesFileSchema>[number]>[];
  reviews: SeedReview[];
  /** Pictures drawn at seed time (illustrations.yaml). */
  illustrations: SeedIllustrationEntry[];
  /** The estate's wines, whose bottles are drawn too (wines.yaml). */
  wines: SeedWine[];
}

const FILES = new Set([
  'site.yaml',
  'parameters.yaml',
  'addresses.yaml',
  'newsletter-lists.yaml',
  'footer.yaml',
  'shop.yaml',
  'albums.yaml',
  'forms.yaml',
  'popups.yaml',
  'services.yaml',
  'reviews.yaml',
  'illustrations.yaml',
  'wines.yaml',
]);
const FOLDERS = new Set(['pages', 'legal', 'news', 'elements', 'blog', 'media']);

/** Legal texts are Markdown files named after their public URL: `legal-notice.md` → LEGAL_NOTICE. */
const LEGAL_TYPES = PARAMETER_CATALOG.filter((p) => p.group === 'legal' && p.kind === 'TEXT').map(
  (p) => p.type,
);
const legalFileName = (type: string) => `${type.toLowerCase().replace(/_/g, '-')}.md`;

function loadParameters(root: string, dir: string): Record<string, string> {
  const source = { root, file: path.join(dir, 'parameters.yaml') };
  const values = check(parametersFileSchema, readYaml(source), source);
  for (const type of Object.keys(values)) {
    if (LEGAL_TYPES.includes(type))
      fail(source, type, `this text is written in legal/${legalFileName(type)}`);
    if (!PARAMETER_CATALOG.some((p) => p.type === type)) fail(source, type, 'there is no such parameter');
  }
  for (const entry of entries(path.join(dir, 'legal'))) {
    const legal = { root, file: entry.file };
    const type = LEGAL_TYPES.find((t) => legalFileName(t) === entry.name);
    if (!type) fail(legal, null, `the legal texts are ${LEGAL_TYPES.map(legalFileName).join(', ')}`);
    const { meta, body } = readMarkdown(legal);
    if (meta !== undefined) fail(legal, null, 'a legal text is Markdown only, without front matter');
    if (!body.trim()) fail(legal, null, 'the text is empty');
    values[type] = renderMarkdown(body);
  }
  return values;
}

function optional<T extends z.ZodType>(root: string, dir: string, name: string, schema: T, absent: unknown) {
  const source: Source = { root, file: path.join(dir, name) };
  return check(schema, existsSync(source.file) ? readYaml(source) : absent, source);
}

export function loadSite(slug: string, root = DATA_DIR): SeedSite {
  const dir = path.join(root, slug);
  if (!existsSync(dir)) fail({ root, file: dir }, null, 'no data folder for this site');
  for (const entry of entries(dir)) {
    const known = entry.isDirectory ? FOLDERS.has(entry.name) : FILES.has(entry.name);
    if (!known)
      fail(
        { root, file: entry.file },
        null,
        `unexpected here; a site folder holds ${[...FILES, ...FOLDERS].join(', ')}`,
      );
  }
  const siteSource = { root, file: path.join(dir, 'site.yaml') };
  const data: SeedSite = {
    slug,
    site: check(siteFileSchema, readYaml(siteSource), siteSource),
    parameters: loadParameters(root, dir),
    addresses: optional(root, dir, 'addresses.yaml', addressesFileSchema, { types: [], addresses: [] }),
    newsletterLists: optional(root, dir, 'newsletter-lists.yaml', newsletterListsFileSchema, []),
    footer: optional(root, dir, 'footer.yaml', footerFileSchema, {}),
    shop: optional(root, dir, 'shop.yaml', shopFileSchema, {}),
    pages: loadPages(root, path.join(dir, 'pages')),
    news: loadNews(root, path.join(dir, 'news')),
    elements: loadElements(root, path.join(dir, 'elements')),
    albums: optional(root, dir, 'albums.yaml', albumsFileSchema, []),
    blog: loadBlog(root, path.join(dir, 'blog')),
    forms: optional(root, dir, 'forms.yaml', formsFileSchema, []),
    popups: optional(root, dir, 'popups.yaml', popupsFileSchema, []).map(withHtml),
    services: optional(root, dir, 'services.yaml', servicesFileSchema, []).map(withHtml),
    reviews: optional(root, dir, 'reviews.yaml', reviewsFileSchema, []),
    illustrations: optional(root, dir, 'illustrations.yaml', illustrationsFileSchema, []),
    wines: optional(root, dir, 'wines.yaml', winesFileSchema, []),
  };
  if (data.pages.length === 0) fail({ root, file: path.join(dir, 'pages') }, null, 'a site needs its pages');
  checkReferences(root, dir, data);
  return data;
}
