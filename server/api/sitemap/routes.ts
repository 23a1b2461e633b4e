import { sitemapContracts } from '#shared/contracts/routes/sitemap.ts';
import { sitemapEntries } from '../../modules/seo/sitemap.ts';
import { bindRoute, ok } from '../define.ts';

export const sitemapRoutes = [
  bindRoute(sitemapContracts.entries, async (ctx) => ok(await sitemapEntries(ctx))),
];
