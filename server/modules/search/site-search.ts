// Site search: PostgreSQL full-text search in French, accent-insensitive (the
// parvis_unaccent wrapper of migration 0003), over the pages, elements and news of the current
// site and locale only.
import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import { pageHref } from '#shared/config/routes.ts';
import { elementPath, newsPath } from '#shared/config/sections.ts';
import type { SearchResult } from '#shared/contracts/town.ts';
import { cropText } from '#shared/lib/format.ts';
import type { RequestContext } from '../context.ts';

interface Row {
  kind: 'page' | 'element' | 'news';
  id: number;
  title: string;
  text: string | null;
  route: string | null;
  slug: string | null;
  path: string | null;
  total: number;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function searchSite(
  ctx: RequestContext,
  { q, page = 1 }: { q: string; page?: number | undefined },
): Promise<SearchResult> {
  const { db, locale } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const nbItem = PAGE_SIZES.default;
  const query = sql`plainto_tsquery('french', parvis_unaccent(${q}))`;
  const result = (await db.execute(sql`
    with hits as (
      select 'page' as kind, p.id, p.title, coalesce(p.meta_description, '') as text, null::text as route, null::text as slug, p.path,
        ts_rank(to_tsvector('french', parvis_unaccent(p.title || ' ' || coalesce(p.meta_description, '') || ' ' || coalesce(l.blocks::text, ''))), ${query}) as rank
      from pages p
      left join page_layouts l on l.site_id = p.site_id and l.page_id = p.id and l.is_active
      where p.site_id = ${siteId} and p.locale = ${locale} and p.is_valid
        and to_tsvector('french', parvis_unaccent(p.title || ' ' || coalesce(p.meta_description, '') || ' ' || coalesce(l.blocks::text, ''))) @@ ${query}
      union all
      select 'element', e.id, e.title, coalesce(e.summary, e.body), e.route, e.slug, null,
        ts_rank(to_tsvector('french', parvis_unaccent(coalesce(e.title, '') || ' ' || coalesce(e.summary, '') || ' ' || coalesce(e.body, ''))), ${query})
      from elements e
      where e.site_id = ${siteId} and e.locale = ${locale} and e.is_published and e.published_at <= ${now}
        and e.route not in ('logo-footer', 'link-footer')
        and to_tsvector('french', parvis_unaccent(coalesce(e.title, '') || ' ' || coalesce(e.summary, '') || ' ' || coalesce(e.body, ''))) @@ ${query}
      union all
      select 'news', n.id, n.title, coalesce(n.summary, n.body), null, n.slug, null,
        ts_rank(to_tsvector('french', parvis_unaccent(coalesce(n.title, '') || ' ' || coalesce(n.summary, '') || ' ' || coalesce(n.body, ''))), ${query})
      from news n
      where n.site_id = ${siteId} and n.locale = ${locale} and n.is_published and n.published_at <= ${now}
        and to_tsvector('french', parvis_unaccent(coalesce(n.title, '') || ' ' || coalesce(n.summary, '') || ' ' || coalesce(n.body, ''))) @@ ${query}
    )
    select kind, id, title, text, route, slug, path, count(*) over ()::int as total
    from hits order by rank desc, title asc
    limit ${nbItem} offset ${(page - 1) * nbItem}
  `)) as unknown as { rows: Row[] };
  const rows = result.rows;
  return {
    query: q,
    total: rows[0]?.total ?? 0,
    page,
    nbItem,
    items: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      title: r.title,
      excerpt: cropText(stripTags(r.text ?? '')),
      path:
        r.kind === 'page'
          ? pageHref(`/${r.path}`)
          : r.kind === 'news'
            ? newsPath(r.slug ?? '', Number(r.id))
            : elementPath(r.route ?? '', r.slug ?? '', Number(r.id)),
    })),
  };
}
