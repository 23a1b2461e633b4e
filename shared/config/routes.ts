// One route table for server and client (SPEC §2). Paths are written without the locale
// prefix; a locale's routes are mounted under its prefix (the router's basename) and named
// `<name>___<short>` (SPEC §2: route names carry the locale after a triple underscore).
import type { LocaleDefinition } from './locales.ts';

export const ROUTES = {
  home: '/',
  cookiePolicy: '/cookie-policy',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  saleTerms: '/sale-terms',
  useTerms: '/use-terms',
  /** RGAA accessibility statement, from the ACCESSIBILITY_STATEMENT legal parameter. */
  accessibility: '/accessibilite',
  /** Site search: `?q=…&page=…`, never indexed (robots.txt, meta robots). */
  search: '/recherche',
  /** Visitor accounts: login and registration side by side. */
  auth: '/auth',
  passwordResetAsk: '/password/reset/ask',
  /** The token is optional (SPEC §2): without it the page says how to get a link. */
  passwordReset: '/password/reset/:token?',
  account: '/mon-compte',
  emailConfirm: '/mon-compte/confirmer-email/:token',
  /** Generic element detail (SPEC §2); the 13 sections have /{section}/:slug?/:id (sections.ts). */
  element: '/element/:slug?/:name?/:id',
  /** Blog (SPEC §2: an article lives at {id}/{slug}; an empty slug falls back to the title's). */
  blog: '/blog',
  blogArticle: '/blog/:id/:slug?',
  blogFolder: '/blog/dossier/:id/:slug?',
  albums: '/albums',
  album: '/albums/:slug?/:id',
  /** SPEC §2: a service detail page reads a service id. */
  service: '/services/:slug?/:id',
  /** The link of the newsletter's double opt-in e-mail (server/modules/newsletter/signup.ts). */
  newsletterConfirm: '/lettre-information/confirmation/:token',
  /** The link of an agenda registration's mail (server/modules/agenda/registrations.ts). */
  eventRegistrationConfirm: '/inscription-agenda/confirmation/:token',
  /** A product of the shop (ADR 011): the slug is never all digits, so `/vin/12/34` is product 12,
   * declination 34. Only on a site whose shop is on (else 404). */
  product: '/vin/:slug?/:id/:declinationId?',
  /** The shop's cart (ADR 011): it lives in the browser, the page never varies by it. */
  cart: '/panier',
  /** The checkout (ADR 012): the buyer, the delivery, the payment; never cached, never indexed. */
  checkout: '/commande',
  /** An order, for its buyer logged in or through its link (`?cle=`): read in the browser only. */
  order: '/commande/:number',
  /** The card step of an order (ADR 012): always a whole document, whose CSP admits Stripe. */
  payment: '/commande/:number/paiement',
  /** The admin panel (ADR 013): French only, never cached, never indexed; an ADMIN account of
   * the site or an operator. */
  admin: '/admin',
  adminAudit: '/admin/journal',
  /** Every site of the deployment: operators only. */
  adminSites: '/admin/sites',
  /** Where an operator lands on another site's host: the hand-off token is in the fragment. */
  adminHandoff: '/admin/relais',
  adminSecurity: '/admin/securite',
  /** Catch-all: a CMS page by its whole path, else 404. */
  cmsPage: '/*',
} as const;

export type RouteName = keyof typeof ROUTES;

/** A route's id: its name (a RouteName, or a detail section's `section-<section>`) and locale. */
export function routeId(name: string, locale: Pick<LocaleDefinition, 'short'>): string {
  return `${name}___${locale.short}`;
}

/** The home page's own slug; `/accueil` redirects to `/`. */
export const HOME_SLUG = 'accueil';

/** The public URL path of a CMS page path: the home page lives at `/`. */
export function pageHref(path: string): string {
  return path === `/${HOME_SLUG}` ? '/' : path;
}

export const LEGAL_PAGES = [
  { route: 'legalNotice', parameter: 'LEGAL_NOTICE' },
  { route: 'privacyPolicy', parameter: 'PRIVACY_POLICY' },
  { route: 'cookiePolicy', parameter: 'COOKIE_POLICY' },
  { route: 'saleTerms', parameter: 'SALE_TERMS' },
  { route: 'useTerms', parameter: 'USE_TERMS' },
  { route: 'accessibility', parameter: 'ACCESSIBILITY_STATEMENT' },
] as const satisfies readonly { route: RouteName; parameter: string }[];

export type LegalPageRoute = (typeof LEGAL_PAGES)[number]['route'];

/** An order's page, or its card step, with the key of its link when the buyer has no session. */
export function orderPath(page: 'order' | 'payment', order: { number: string; key?: string | null }): string {
  const path = ROUTES[page].replace(':number', encodeURIComponent(order.number));
  return order.key ? `${path}?cle=${encodeURIComponent(order.key)}` : path;
}

/** A product's URL: its slug and id, and the declination shown when one was chosen. */
export function productPath(product: { slug: string; id: number }, declinationId?: number | null): string {
  return `/vin/${product.slug}/${product.id}${declinationId ? `/${declinationId}` : ''}`;
}
