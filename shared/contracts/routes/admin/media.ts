// The media library's admin calls (issue 14, ADR 017).
import { z } from 'zod';
import { mediaAltSchema, mediaItemSchema, mediaQuerySchema, mediaUsageSchema } from '../../admin-media.ts';
import { idParamsSchema, listSchema } from '../../envelope.ts';
import { defineContract } from '../contract.ts';
import { multipartBodySchema } from '../forms.ts';

const ITEM = {
  id: 41,
  url: '/media/bibliotheque/mairie-facade-k3x9qa.webp',
  name: 'mairie-facade-k3x9qa.webp',
  kind: 'image' as const,
  type: 'image/webp',
  size: 184_220,
  width: 1600,
  height: 1067,
  alt: 'La façade de la mairie, place de l’Église',
  createdAt: '2026-11-24T09:30:00.000Z',
  usageCount: 2,
};

export const adminMediaContracts = {
  list: defineContract({
    method: 'GET',
    path: '/admin/media',
    access: 'admin',
    summary: 'The site’s media, newest first, by kind and words of their name or alt text.',
    query: mediaQuerySchema,
    response: listSchema(mediaItemSchema),
    example: { items: [ITEM], total: 1, page: 1, nbItem: 24 },
  }),
  upload: defineContract({
    method: 'POST',
    path: '/admin/media',
    access: 'admin',
    summary:
      'Adds a file (multipart `file`, `alt`): an image (PNG, JPEG, WebP, SVG sanitised), a video (MP4, WebM) or a PDF, type read from its bytes; an image needs its alt text.',
    multipart: true,
    body: multipartBodySchema,
    response: mediaItemSchema,
    example: { ...ITEM, usageCount: 0 },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/admin/media/:id',
    access: 'admin',
    summary: 'Changes a file’s alt text.',
    params: idParamsSchema,
    body: mediaAltSchema,
    response: mediaItemSchema,
    example: ITEM,
  }),
  usages: defineContract({
    method: 'GET',
    path: '/admin/media/:id/usages',
    access: 'admin',
    summary: 'Where the file is shown.',
    params: idParamsSchema,
    response: z.array(mediaUsageSchema),
    example: [
      {
        entity: 'page_layouts',
        entityId: 12,
        field: 'blocks',
        label: 'La mairie',
        href: '/admin/pages/12/contenu',
      },
    ],
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/admin/media/:id',
    access: 'admin',
    summary: 'Moves an unused file to the trash (30 days); a file still shown somewhere is refused (409).',
    params: idParamsSchema,
    response: z.object({ trashed: z.number().int() }),
    example: { trashed: 1 },
  }),
};
