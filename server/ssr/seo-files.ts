// /sitemap.xml and /robots.txt of each site: only that site's public URLs, on the registered
// domain the request's host matched (the API names its origin: never the raw Host, whose case,
// port or trailing dot a caller chooses), never another site's. Their data comes through the API
// (GET /sitemap, GET /language) like a page's, cached per site and dropped when it changes.
import type { Request, RequestHandler, Response } from 'express';
import type { SitemapEntry } from '#shared/contracts/routes/sitemap.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/lib/last-resort.ts';
import { type ApiReply, UNREACHABLE } from './api-client.ts';
import type { CachedApi } from './startup-cache.ts';

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Account and technical paths are not for search engines; a site « en construction » is not
 * for them at all yet (ADR 019). */
export function robotsTxt(origin: string, building = false): string {
  if (building) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /mon-compte',
    'Disallow: /password/',
    'Disallow: /recherche',
    'Disallow: /panier',
    'Disallow: /commande',
    'Disallow: /admin',
    'Disallow: /lettre-information/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Sends the file made from a successful answer, or what the API said: no site here, or a failure. */
function answer(
  res: Response,
  reply: ApiReply,
  type: string,
  body: (data: unknown, origin: string) => string,
): void {
  if (!reply.body.success || !reply.origin) {
    const unknownSite = reply.status === 404 && reply.siteId === null;
    // the database or the API is away for a moment: crawlers come back instead of taking it as final
    const status = unknownSite ? 404 : reply.status === 503 ? 503 : 500;
    if (status === 503) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    res
      .status(status)
      .type('text/plain')
      .send(
        unknownSite
          ? 'Aucun site à cette adresse.'
          : status === 503
            ? 'Service momentanément indisponible.'
            : 'Erreur interne.',
      );
    return;
  }
  res.set('Cache-Control', 'public, max-age=3600').type(type).send(body(reply.body.data, reply.origin));
}

export function createSeoFiles(api: CachedApi): { sitemap: RequestHandler; robots: RequestHandler } {
  const call = (req: Request, path: string) =>
    api
      .call({
        method: 'GET',
        path,
        host: req.get('host') ?? '',
        requestId: String(req.id ?? '') || undefined,
      })
      .catch(() => UNREACHABLE);
  return {
    sitemap: async (req, res) => {
      const reply = await call(req, '/sitemap');
      answer(res, reply, 'application/xml', (data, origin) => sitemapXml(origin, data as SitemapEntry[]));
    },
    robots: async (req, res) => {
      // the site's info, as every render asks it: a cheap, cached proof the site exists, and
      // whether it is still being built
      const reply = await call(req, '/site/info');
      answer(res, reply, 'text/plain', (data, origin) =>
        robotsTxt(origin, (data as { isBuilding?: boolean }).isBuilding === true),
      );
    },
  };
}
