import { z } from 'zod';
import {
  type Element,
  elementDetailSchema,
  elementParams,
  elementRouteParams,
  elementSchema,
  elementTagsQuery,
} from '../content.ts';
import { idParamsSchema, listQuerySchema, listSchema } from '../envelope.ts';
import {
  eventPlacesQuery,
  eventPlacesSchema,
  registrationBodySchema,
  registrationResultSchema,
} from '../town.ts';
import { defineContract } from './contract.ts';
import { exampleDate, exampleImage, exampleListing } from './examples.ts';

const event: Element = {
  id: 42,
  route: 'agenda',
  title: 'Marché de Noël',
  slug: 'marche-de-noel',
  summary: 'Cinquante exposants sur la place de la mairie.',
  body: '<p>Vin chaud, artisans et la visite du père Noël à 16 h.</p>',
  images: [exampleImage],
  startAt: '2026-12-12T09:00:00.000Z',
  endAt: '2026-12-13T18:00:00.000Z',
  tags: ['fetes'],
  data: { location: 'Place de la mairie', registration: true, capacity: 120 },
  order: 0,
  publishedAt: exampleDate,
  registration: { open: true, capacity: 120 },
};

export const elementContracts = {
  list: defineContract({
    method: 'GET',
    path: '/element/:route',
    access: 'public',
    siteWide: true,
    summary: 'Published elements of a route (news sections, associations, footer links…), paginated.',
    params: elementRouteParams,
    query: listQuerySchema,
    response: listSchema(elementSchema),
    example: { items: [event], total: 1, page: 1, nbItem: 24 },
  }),
  tags: defineContract({
    method: 'GET',
    path: '/element/:route/tags',
    access: 'public',
    siteWide: true,
    summary: "The tags of a route's published elements and how many carry each (filters of lists).",
    params: elementRouteParams,
    query: elementTagsQuery,
    response: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    example: [
      { tag: 'culture', count: 4 },
      { tag: 'fetes', count: 2 },
    ],
  }),
  places: defineContract({
    method: 'GET',
    path: '/element/:route/places',
    access: 'public',
    summary:
      'The places left of events taking registrations, at the time of the call (a volatile figure, never cached; pages load it after hydration).',
    params: elementRouteParams,
    query: eventPlacesQuery,
    response: eventPlacesSchema,
    example: [{ id: 42, capacity: 120, remaining: 37 }],
  }),
  /** SPEC §2 generic detail page `/element/:slug?/:name?/:id`: ids are unique per site, so the id
   * alone finds the element, whatever the other segments say (the page then redirects to the
   * element's canonical URL). `by-id` is therefore not an element route (`ELEMENT_ROUTE_RESERVED`). */
  byId: defineContract({
    method: 'GET',
    path: '/element/by-id/:id',
    access: 'public',
    siteWide: true,
    summary: "One published element of the site found by its id alone (the generic detail page's lookup).",
    params: idParamsSchema,
    response: elementDetailSchema,
    example: { ...event, listing: exampleListing },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/element/:route/:id',
    access: 'public',
    siteWide: true,
    summary: 'One published element of a route, with the breadcrumbs of the page that lists its route.',
    params: elementParams,
    response: elementDetailSchema,
    example: { ...event, listing: exampleListing },
  }),
  register: defineContract({
    method: 'POST',
    path: '/element/:route/:id/register',
    access: 'public',
    summary:
      'Registers for an agenda event: while places remain they are held for 30 minutes until the link of the mail confirms them, then the waiting list. Limited per e-mail and network address (429).',
    params: elementParams,
    body: registrationBodySchema,
    response: registrationResultSchema,
    example: { status: 'PENDING', seats: 2, remaining: 35 },
  }),
  ics: defineContract({
    method: 'GET',
    path: '/element/:route/:id/ics',
    access: 'public',
    siteWide: true,
    summary: 'An agenda event as an iCalendar file.',
    params: elementParams,
    raw: 'text/calendar',
    response: z.string(),
    example: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Parvis//Agenda//FR',
      'BEGIN:VEVENT',
      'UID:42@vallon-sur-lys.parvis',
      'DTSTART:20261212T090000Z',
      'SUMMARY:Marché de Noël',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  }),
};
