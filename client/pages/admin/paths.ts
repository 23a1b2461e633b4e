// The panel's own paths for the page tree (ADR 014): kept here, not in shared/config/routes.ts,
// whose table every public page's entry carries. client/app/routes.tsx's isPanelPath matches every
// `/admin…` path, so the public router leaves these to a whole page load and the server renders
// them with the panel's table.

export const ADMIN_PATHS = {
  pages: '/admin/pages',
  /** `?parent=<id>` for a sub-page, `?langue=` for another locale than French. */
  pageNew: '/admin/pages/nouvelle',
  page: '/admin/pages/:id',
  /** A block page's content: its blocks, their draft and revisions (ADR 015). */
  pageContent: '/admin/pages/:id/contenu',
  redirects: '/admin/redirections',
  trash: '/admin/corbeille',
  /** Every site parameter, a section per group (ADR 016). */
  settings: '/admin/reglages',
  /** The theme's colours with their preview, the logos, the banner, the fonts (ADR 016). */
  appearance: '/admin/apparence',
  /** The organisation's addresses (ADR 016). */
  addresses: '/admin/adresses',
  /** The media library: `?type=image|video|document&q=&page=` (ADR 017). */
  media: '/admin/medias',
  /** The site's accounts: `?q=&role=USER|ADMIN&page=` (ADR 018). */
  accounts: '/admin/comptes',
  /** A shop site's payment keys, for operators (ADR 012 "Payment"). */
  payments: '/admin/paiement',
} as const;

/** The URL's parameter of the locale shown (the panel speaks French). */
export const LOCALE_PARAM = 'langue';
/** The site's default locale: its URLs need no parameter. */
export const DEFAULT_PAGE_LOCALE = 'fr_FR';

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const localeQuery = (locale: string) => (locale === DEFAULT_PAGE_LOCALE ? null : locale);

/** The tree of a locale. */
export const pagesPath = (locale = DEFAULT_PAGE_LOCALE): string =>
  withQuery(ADMIN_PATHS.pages, { [LOCALE_PARAM]: localeQuery(locale) });

/** A page's form. */
export const pageFormPath = (id: number, locale = DEFAULT_PAGE_LOCALE): string =>
  withQuery(ADMIN_PATHS.page.replace(':id', String(id)), { [LOCALE_PARAM]: localeQuery(locale) });

/** A block page's content editor (ADR 015). */
export const pageContentPath = (id: number, locale = DEFAULT_PAGE_LOCALE): string =>
  withQuery(ADMIN_PATHS.pageContent.replace(':id', String(id)), { [LOCALE_PARAM]: localeQuery(locale) });

/** The form of a new page, at the root or under `parent`. */
export const newPagePath = (parent: number | null, locale = DEFAULT_PAGE_LOCALE): string =>
  withQuery(ADMIN_PATHS.pageNew, { parent, [LOCALE_PARAM]: localeQuery(locale) });

const LOCALE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

/** The locale a URL's query asks for (the API's own rule), else the default. */
export function localeOf(search: string): string {
  const asked = new URLSearchParams(search).get(LOCALE_PARAM) ?? '';
  return LOCALE_CODE.test(asked) ? asked : DEFAULT_PAGE_LOCALE;
}
