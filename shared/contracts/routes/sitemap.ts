import { z } from 'zod';
import { defineContract } from './contract.ts';

export const sitemapEntrySchema = z.object({
  /** A path of the site, without host. */
  path: z.string(),
  /** ISO date and time of the last change, when known. */
  lastModified: z.string().nullable(),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const sitemapContracts = {
  entries: defineContract({
    method: 'GET',
    path: '/sitemap',
    access: 'public',
    siteWide: true,
    summary: 'The public URLs of the site in the request’s language (its /sitemap.xml), paths only.',
    response: z.array(sitemapEntrySchema),
    example: [
      { path: '/', lastModified: '2026-05-14T08:30:00.000Z' },
      { path: '/actualites/travaux-rue-de-la-gare/18', lastModified: '2026-05-14T08:30:00.000Z' },
      { path: '/albums', lastModified: null },
    ],
  }),
};
