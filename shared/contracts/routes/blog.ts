import { z } from 'zod';
import { arianeSchema, blogFolderContentSchema, blogSchema, idOnlyParams } from '../town.ts';
import { defineContract, nbItemQuery, pageQuery } from './contract.ts';
import { exampleDate, exampleImage } from './examples.ts';

const pagination = z.object({ page: pageQuery, nbItem: nbItemQuery(100) }).strict();
const folder = {
  id: 4,
  parentId: null,
  title: 'Vie municipale',
  slug: 'vie-municipale',
  description: 'Les comptes rendus du conseil et les projets de la commune.',
};
const summary = {
  id: 31,
  folderId: 4,
  title: 'Le budget 2026 en cinq questions',
  slug: 'le-budget-2026-en-cinq-questions',
  summary: 'Où va l’argent de la commune cette année ?',
  image: exampleImage,
  publishedAt: exampleDate,
};
const content = { folder, folders: [], blogs: [summary], total: 1, page: 1, nbItem: 12 };

// The folder routes come before /blog/:id: Express tries them in this order.
export const blogContracts = {
  root: defineContract({
    method: 'GET',
    path: '/blog/folder/list',
    access: 'public',
    siteWide: true,
    summary: 'The root of the blog: its folders and its articles (12 a page).',
    query: pagination,
    response: blogFolderContentSchema,
    example: { ...content, folder: null, folders: [folder], blogs: [] },
  }),
  folderContent: defineContract({
    method: 'GET',
    path: '/blog/folder/list/:id',
    access: 'public',
    siteWide: true,
    summary: 'A blog folder: its sub-folders and its articles (12 a page).',
    params: idOnlyParams,
    query: pagination,
    response: blogFolderContentSchema,
    example: content,
  }),
  /** SPEC §3: a folder's content is `{folders, blogs}`. Without pagination options, the first page
   * (the list routes above take `page` and `nbItem`). */
  rootFolders: defineContract({
    method: 'GET',
    path: '/blog/folder',
    access: 'public',
    siteWide: true,
    summary: "The blog's root: no folder, its folders and the first page of its articles (12).",
    response: blogFolderContentSchema,
    example: { ...content, folder: null, folders: [folder], blogs: [] },
  }),
  folder: defineContract({
    method: 'GET',
    path: '/blog/folder/:id',
    access: 'public',
    siteWide: true,
    summary: 'One blog folder with its content: its sub-folders and the first page of its articles (12).',
    params: idOnlyParams,
    response: blogFolderContentSchema,
    example: content,
  }),
  folderAriane: defineContract({
    method: 'GET',
    path: '/blog/folder/ariane/:id',
    access: 'public',
    siteWide: true,
    summary: 'The folders from the root down to this one.',
    params: idOnlyParams,
    response: arianeSchema,
    example: [{ id: 4, title: 'Vie municipale', slug: 'vie-municipale', kind: 'folder' }],
  }),
  blogAriane: defineContract({
    method: 'GET',
    path: '/blog/ariane/:id',
    access: 'public',
    siteWide: true,
    summary: 'The folders from the root down to this article, then the article.',
    params: idOnlyParams,
    response: arianeSchema,
    example: [
      { id: 4, title: 'Vie municipale', slug: 'vie-municipale', kind: 'folder' },
      { id: 31, title: summary.title, slug: summary.slug, kind: 'blog' },
    ],
  }),
  article: defineContract({
    method: 'GET',
    path: '/blog/:id',
    access: 'public',
    siteWide: true,
    summary: 'One blog article.',
    params: idOnlyParams,
    response: blogSchema,
    example: { ...summary, body: '<p>Le conseil municipal a voté le budget le 12 mars.</p>' },
  }),
};
