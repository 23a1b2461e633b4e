// The block editor's admin calls (issue 14, ADR 015): a page's draft, its publishing, the
// revisions of its live layout, and the choices of the block forms.
import { z } from 'zod';
import {
  blockOptionsSchema,
  draftDiscardQuerySchema,
  draftWriteSchema,
  editorLayoutSchema,
  hashCheckAnswerSchema,
  hashCheckSchema,
  layoutParamsSchema,
  previewAnswerSchema,
  publishSchema,
  restoreSchema,
  revisionDetailSchema,
  revisionParamsSchema,
  revisionSchema,
} from '../../admin-layout.ts';
import { idParamsSchema } from '../../envelope.ts';
import { defineContract } from '../contract.ts';
import { multipartBodySchema } from '../forms.ts';

const AT = '2026-11-24T09:30:00.000Z';
const BLOCKS = [
  { id: 'intro', type: 'richText', html: '<p>Les élections municipales ont lieu en mars.</p>' },
  {
    id: 'actualites',
    type: 'newsList',
    title: 'Actualités',
    nbItem: 3,
    paginate: false,
    moreLink: { label: 'Toutes les actualités', url: '/actualites' },
  },
];
/** A block layout: no page-builder HTML. */
const NO_CANVAS = { html: null, css: null, hash: null, previewHash: null };
const LAYOUT = {
  page: {
    id: 12,
    locale: 'fr_FR',
    title: 'Élections',
    path: '/elections',
    type: 'V1' as const,
    isValid: true,
    isEcommercePage: false,
  },
  live: { id: 31, blocks: BLOCKS.slice(0, 1), updatedAt: AT, ...NO_CANVAS },
  draft: {
    id: 32,
    ...NO_CANVAS,
    blocks: BLOCKS,
    updatedAt: '2026-11-24T10:02:00.000Z',
    authorEmail: 'secretariat@vallon-sur-lys.fr',
  },
  sells: false,
};
const REVISION = { id: 7, createdAt: AT, authorEmail: 'secretariat@vallon-sur-lys.fr', blockCount: 1 };

export const adminLayoutContracts = {
  layout: defineContract({
    method: 'GET',
    path: '/admin/page/:id/layout',
    access: 'admin',
    summary: 'A page’s live blocks and its draft (block pages).',
    params: idParamsSchema,
    response: editorLayoutSchema,
    example: LAYOUT,
  }),
  saveDraft: defineContract({
    method: 'PUT',
    path: '/admin/page/:id/layout/draft',
    access: 'admin',
    summary: 'Writes the page’s draft (the live page does not change); 409 when the draft changed since.',
    params: idParamsSchema,
    body: draftWriteSchema,
    response: editorLayoutSchema,
    example: LAYOUT,
  }),
  discardDraft: defineContract({
    method: 'DELETE',
    path: '/admin/page/:id/layout/draft',
    access: 'admin',
    summary: 'Discards the page’s draft.',
    params: idParamsSchema,
    query: draftDiscardQuerySchema,
    response: editorLayoutSchema,
    example: { ...LAYOUT, draft: null },
  }),
  publish: defineContract({
    method: 'POST',
    path: '/admin/page/:id/layout/publish',
    access: 'admin',
    summary:
      'Makes the draft the live layout (the one it replaces becomes a revision), and the page published when asked.',
    params: idParamsSchema,
    body: publishSchema,
    response: editorLayoutSchema,
    example: { ...LAYOUT, live: { id: 31, blocks: BLOCKS, updatedAt: AT, ...NO_CANVAS }, draft: null },
  }),
  revisions: defineContract({
    method: 'GET',
    path: '/admin/page/:id/layout/revisions',
    access: 'admin',
    summary: 'The last 20 layouts that publishing replaced, newest first.',
    params: idParamsSchema,
    response: z.array(revisionSchema),
    example: [REVISION],
  }),
  revision: defineContract({
    method: 'GET',
    path: '/admin/page/:id/layout/revisions/:revisionId',
    access: 'admin',
    summary: 'One revision with its blocks (to compare with the live layout).',
    params: revisionParamsSchema,
    response: revisionDetailSchema,
    example: { ...REVISION, blocks: BLOCKS.slice(0, 1), html: null, css: null },
  }),
  restore: defineContract({
    method: 'POST',
    path: '/admin/page/:id/layout/revisions/:revisionId/restore',
    access: 'admin',
    summary:
      'Writes a revision into the draft (publishing it is a second step); 409 when the draft changed since.',
    params: revisionParamsSchema,
    body: restoreSchema,
    response: editorLayoutSchema,
    example: LAYOUT,
  }),
  hashCheck: defineContract({
    method: 'POST',
    path: '/admin/page/:idPage/layout/:idLayout/hash/check',
    access: 'admin',
    summary:
      'Whether a layout (the live one or the draft) stores this page-builder HTML, and whether its preview image is stale.',
    params: layoutParamsSchema,
    body: hashCheckSchema,
    response: hashCheckAnswerSchema,
    example: { hash: 'p3Jd8Zq0VwXo1aTc', matches: true, previewStale: false },
  }),
  preview: defineContract({
    method: 'PUT',
    path: '/admin/page/:idPage/layout/:idLayout/preview',
    access: 'admin',
    summary:
      'Stores the preview image of a page-builder layout (multipart `file`: PNG, JPEG or WebP) shown in the page list.',
    params: layoutParamsSchema,
    multipart: true,
    body: multipartBodySchema,
    response: previewAnswerSchema,
    example: { previewHash: 'p3Jd8Zq0VwXo1aTc' },
  }),
  previewImage: defineContract({
    method: 'GET',
    path: '/admin/page/:idPage/layout/:idLayout/preview',
    access: 'admin',
    summary:
      'The preview image of a page-builder layout (WebP; `?v=` the hash it was taken of); 404 when it has none.',
    params: layoutParamsSchema,
    query: z.object({ v: z.string().max(64).optional() }).strict(),
    raw: 'image/webp',
    response: z.string(),
    example: '(image bytes)',
  }),
  options: defineContract({
    method: 'GET',
    path: '/admin/blocks/options',
    access: 'admin',
    summary:
      'What the block forms offer: the site’s forms, albums, folders, popups, lists, routes, addresses and media.',
    response: blockOptionsSchema,
    example: {
      routes: [{ route: 'associations', count: 14 }],
      forms: [{ id: 2, title: 'Inscription à la cantine' }],
      albums: [{ id: 1, title: 'Marché de Noël 2025' }],
      blogFolders: [{ id: 1, title: 'Patrimoine' }],
      popups: [{ id: 1, title: 'Alerte météo' }],
      newsletterLists: [{ id: 1, title: 'Lettre municipale' }],
      addresses: [{ id: 1, title: 'Mairie — 1 place de la Mairie, 59000 Vallon-sur-Lys' }],
      images: [{ url: '/media/mairie.webp', alt: 'La mairie', width: 1600, height: 1067 }],
      videos: [{ url: '/media/voeux-2026.mp4' }],
    },
  }),
};
