// The content folders of a site: news and blog articles (Markdown with front matter), elements of
// each section (one YAML file a section), and the YAML lists whose `body` is Markdown.
import path from 'node:path';
import type { z } from 'zod';
import { ELEMENT_ROUTE_RESERVED } from '#shared/config/sections.ts';
import { check, entries, fail, nameOf, readMarkdown, readYaml, type Source } from './files.ts';
import { renderMarkdown } from './markdown.ts';
import {
  articleMetaSchema,
  blogFolderSchema,
  elementsFileSchema,
  newsMetaSchema,
  type SeedElement,
  SLUG,
  SLUG_RULE,
} from './schemas.ts';

export type SeedNews = z.output<typeof newsMetaSchema> & { html: string };
export type SeedArticle = z.output<typeof articleMetaSchema> & { html: string };
export interface SeedBlogFolder {
  title: string;
  description: string;
  articles: SeedArticle[];
  folders: SeedBlogFolder[];
}

/** Markdown `body` fields become `html`. */
export const withHtml = <T extends { body: string }>({
  body,
  ...rest
}: T): Omit<T, 'body'> & { html: string } => ({
  ...rest,
  html: renderMarkdown(body),
});

function markdownFiles(root: string, dir: string): Source[] {
  return entries(dir).map((entry) => {
    const source = { root, file: entry.file };
    if (entry.isDirectory || !entry.name.endsWith('.md'))
      fail(source, null, 'only Markdown files (.md) belong here');
    return source;
  });
}

function article<T extends z.ZodObject>(schema: T, source: Source): z.output<T> & { html: string } {
  const { meta, body } = readMarkdown(source);
  if (!body.trim()) fail(source, null, 'the text below the front matter is missing');
  return { ...(check(schema, meta ?? {}, source) as z.output<T>), html: renderMarkdown(body) };
}

export const loadNews = (root: string, dir: string): SeedNews[] =>
  markdownFiles(root, dir).map((source) => article(newsMetaSchema, source));

function readBlogFolder(root: string, dir: string): SeedBlogFolder {
  const description = { root, file: path.join(dir, 'folder.yaml') };
  const folder: SeedBlogFolder = {
    ...check(blogFolderSchema, readYaml(description), description),
    articles: [],
    folders: [],
  };
  for (const entry of entries(dir)) {
    const source = { root, file: entry.file };
    if (entry.isDirectory) folder.folders.push(readBlogFolder(root, entry.file));
    else if (entry.name.endsWith('.md')) folder.articles.push(article(articleMetaSchema, source));
    else if (entry.name !== 'folder.yaml')
      fail(source, null, 'a blog folder holds its folder.yaml, its articles (.md) and its sub-folders');
  }
  return folder;
}

/** `blog/<folder>/folder.yaml` describes a folder of the blog; its `.md` files are its articles
 * and its sub-folders are folders of the blog in their turn. */
export function loadBlog(root: string, dir: string): SeedBlogFolder[] {
  return entries(dir).map((entry) => {
    if (!entry.isDirectory)
      fail({ root, file: entry.file }, null, 'the blog holds folders, each with its folder.yaml');
    return readBlogFolder(root, entry.file);
  });
}

/** `elements/<nn>-<route>.yaml`: the elements of one section, in their order on the site. */
export function loadElements(root: string, dir: string): { route: string; items: SeedElement[] }[] {
  return entries(dir).map((entry) => {
    const source = { root, file: entry.file };
    const route = nameOf(entry.name);
    if (entry.isDirectory || !entry.name.endsWith('.yaml')) fail(source, null, 'a section is one .yaml file');
    if (!SLUG.test(route)) fail(source, null, `the name "${route}" is the section's route: ${SLUG_RULE}`);
    if (route === ELEMENT_ROUTE_RESERVED)
      fail(source, null, `"${route}" cannot be a section's route: the API finds elements by id there`);
    return { route, items: check(elementsFileSchema, readYaml(source), source).map(withHtml) };
  });
}
