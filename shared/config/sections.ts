// SPEC §2 detail pages: /{section}/:slug?/:id for these sections; every other element route
// has the generic /element/:slug?/:name?/:id (name = the element's route). `actualites` shows
// news items; the other sections show elements of the route of the same name. The spelling of
// `actions-socials` and `environement` is the spec's (public URLs, docs/architecture.md, "decided").
export const DETAIL_SECTIONS = [
  'actions-socials',
  'actualites',
  'agenda',
  'associations',
  'commerces',
  'conseil-des-jeunes',
  'ecoles',
  'entreprises',
  'environement',
  'etat-civil',
  'informations-associations',
  'restauration-scolaire',
  'urbanisme',
] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

export const isDetailSection = (route: string): route is DetailSection =>
  (DETAIL_SECTIONS as readonly string[]).includes(route);

/** Not an element route: `GET /element/by-id/:id` finds an element by its id alone. */
export const ELEMENT_ROUTE_RESERVED = 'by-id';

/** Public path of an element (or, for `actualites`, a news item). */
export function elementPath(route: string, slug: string, id: number): string {
  const s = slug || 'detail';
  return isDetailSection(route) ? `/${route}/${s}/${id}` : `/element/${s}/${route}/${id}`;
}

export const newsPath = (slug: string, id: number) => elementPath('actualites', slug, id);

/** A photo album's page (SPEC §7 /album/{id}): /albums/{slug}/{id}. */
export const albumPath = (slug: string, id: number) => `/albums/${slug || 'album'}/${id}`;

/** A service's detail page (SPEC §2 "a service detail page reads a service id"). */
export const servicePath = (slug: string, id: number) => `/services/${slug || 'service'}/${id}`;

/** SPEC §2: a blog article lives at {id}/{slug}; an empty slug falls back to one made from the title. */
export function blogPath(
  id: number,
  slug: string | null | undefined,
  title: string,
  slugify: (s: string) => string,
): string {
  return `/blog/${id}/${slug || slugify(title) || 'article'}`;
}

/** A blog folder: /blog/dossier/{id}/{slug}, the slug falling back to the title's like articles. */
export function blogFolderPath(
  id: number,
  slug: string | null | undefined,
  title: string,
  slugify: (s: string) => string,
): string {
  return `/blog/dossier/${id}/${slug || slugify(title) || 'dossier'}`;
}
