// The detail page of an element (SPEC §2 /{section}/:slug?/:id and /element/:slug?/:name?/:id).
// Opening it is the page's validation step: a malformed id or route is a 404 without a call.
import { createEvent, createStore, sample } from 'effector';
import { elementPath } from '#shared/config/sections.ts';
import type { ElementDetail } from '#shared/contracts/content.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';
import type { JsonLd } from '#shared/lib/json-ld.ts';
import { placesKnown } from '../../entities/element/index.ts';
import { $parameters, $siteInfo } from '../../entities/site/index.ts';
import { companyAddress, organisationRef } from '../../entities/site/json-ld.ts';
import { registrationForm, registrationOpened } from '../../features/event-registration/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

const ROUTE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `route`: the section's route; null on the generic page, which finds the element by its id
 * alone (SPEC §2 `/element/:slug?/:name?/:id`: ids are unique per site). */
export const elementPageOpened = createEvent<{ route: string | null; id: string | undefined }>();

const fetchElementFx = createApiEffect<{ route: string | null; id: number }, ElementDetail>(
  ({ route, id }) => ({ path: route === null ? `/element/by-id/${id}` : `/element/${route}/${id}` }),
);

export const $element = createStore<ElementDetail | null>(null);
/** 200, 404 (no such element here) or 500 (the API failed). */
export const $elementStatus = createStore(200);

const valid = (p: { route: string | null; id: string | undefined }) =>
  (p.route === null || ROUTE.test(p.route)) && parseRouteId(p.id) !== null;

sample({
  clock: elementPageOpened,
  filter: valid,
  fn: (p) => ({ route: p.route, id: parseRouteId(p.id)! }),
  target: fetchElementFx,
});
sample({ clock: elementPageOpened, filter: (p) => !valid(p), fn: () => 404, target: $elementStatus });
sample({ clock: elementPageOpened, filter: (p) => !valid(p), fn: () => null, target: $element });
sample({
  clock: fetchElementFx.doneData,
  fn: ({ status, body }) => (body.success ? 200 : status >= 400 && status < 500 ? 404 : 500),
  target: $elementStatus,
});
sample({ clock: fetchElementFx.fail, fn: () => 500, target: $elementStatus });
sample({
  clock: fetchElementFx.doneData,
  fn: ({ body }) => (body.success ? body.data : null),
  target: $element,
});
sample({ clock: elementPageOpened, target: registrationOpened });

// A registration tells the places left at once: the page's count follows it.
sample({
  clock: registrationForm.succeeded,
  filter: ({ params }) => params.route === 'agenda',
  fn: ({ params, data }) => ({ id: params.id, remaining: data.remaining }),
  target: placesKnown,
});

export function canonicalPathOf(element: Pick<ElementDetail, 'route' | 'slug' | 'id'>): string {
  return elementPath(element.route, element.slug, element.id);
}

/** The town of an event's venue: the site's own (an agenda's venues are in the town). */
export interface Locality {
  postalCode: string | null;
  locality: string | null;
}

/** schema.org Place of an event's venue ("Salle des fêtes, place de la Mairie"). */
export function eventPlace(location: string, town: Locality): JsonLd {
  // a venue that names its own postal code and town is taken as a whole address
  const ownTown = /\b\d{5}\s+\S/.test(location);
  return {
    '@type': 'Place',
    name: location.split(',')[0]!.trim(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location,
      ...(!ownTown && town.postalCode ? { postalCode: town.postalCode } : {}),
      ...(!ownTown && town.locality ? { addressLocality: town.locality } : {}),
      addressCountry: 'FR',
    },
  };
}

/** schema.org Event of an agenda item. */
export function eventJsonLd(element: ElementDetail, organiser: JsonLd, town: Locality): JsonLd {
  const location = typeof element.data.location === 'string' ? element.data.location.trim() : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: element.title,
    startDate: element.startAt,
    ...(element.endAt ? { endDate: element.endAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location: eventPlace(location, town) } : {}),
    description: element.summary ?? cropText(htmlToText(element.body), 300),
    ...(element.images.length ? { image: element.images.map((i) => i.url) } : {}),
    organizer: organiser,
    url: canonicalPathOf(element),
  };
}

sample({
  clock: fetchElementFx.doneData,
  source: { site: $siteInfo, params: $parameters },
  filter: (_, r) => r.body.success,
  fn: ({ site, params }, { body }) => {
    const element = body.data;
    const isEvent = element.route === 'agenda' && !!element.startAt;
    return {
      title: element.title,
      description: element.summary ?? cropText(htmlToText(element.body), 160),
      canonicalPath: canonicalPathOf(element),
      image: element.images[0]?.url ?? null,
      jsonLd:
        isEvent && site ? [eventJsonLd(element, organisationRef(site, params), companyAddress(params))] : [],
    };
  },
  target: documentMetaSet,
});
