import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ElementDetail } from '#shared/contracts/content.ts';
import { $places } from '../../entities/element/index.ts';
import { $registrationResult, registrationForm } from '../../features/event-registration/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $element, $elementStatus, elementPageOpened, eventJsonLd } from './model.ts';

const event: ElementDetail = {
  id: 5,
  route: 'agenda',
  title: 'Atelier compostage',
  slug: 'atelier-compostage',
  summary: 'Au jardin partagé.',
  body: '<p>Un atelier.</p>',
  images: [],
  startAt: '2026-11-28T09:00:00.000Z',
  endAt: '2026-11-28T11:00:00.000Z',
  tags: ['environnement'],
  data: { location: 'Jardin partagé', registration: true, capacity: 12 },
  order: 0,
  publishedAt: '2026-10-01T00:00:00.000Z',
  registration: { open: true, capacity: 12 },
  listing: null,
};
const values = { route: 'agenda', id: 5, name: 'Camille', email: 'camille@example.org', phone: '', seats: 2 };

describe('element detail model', () => {
  it('refuses a malformed id or route without asking the API', async () => {
    const api = fakeApi({});
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: 'abc' } });
    expect(scope.getState($elementStatus)).toBe(404);
    await allSettled(elementPageOpened, { scope, params: { route: 'Agenda!', id: '5' } });
    expect(scope.getState($elementStatus)).toBe(404);
    expect(api.calls).toEqual([]);
  });

  it('answers 404 for an element the API does not have, 500 when the API fails', async () => {
    const scope = fork({
      handlers: [
        [
          requestFx,
          fakeApi({ 'GET /element/agenda/5': failure(404), 'GET /element/agenda/6': failure(503) }).handler,
        ],
      ],
    });
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: '5' } });
    expect(scope.getState($elementStatus)).toBe(404);
    expect(scope.getState($element)).toBeNull();
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: '6' } });
    expect(scope.getState($elementStatus)).toBe(500);
  });

  it('follows the places left after a registration, and starts blank on the next page', async () => {
    const api = fakeApi({
      'GET /element/agenda/5': ok(event),
      'POST /element/agenda/5/register': ok({ status: 'PENDING', seats: 2, remaining: 1 }),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: '5' } });
    expect(scope.getState($places)[5]).toBeUndefined();
    await allSettled(registrationForm.submitted, { scope, params: values });
    expect(api.called('POST /element/agenda/5/register')[0]?.body).toEqual({
      name: 'Camille',
      email: 'camille@example.org',
      seats: 2,
    });
    expect(scope.getState($registrationResult)).toEqual({ status: 'PENDING', seats: 2, remaining: 1 });
    expect(scope.getState($places)[5]).toBe(1);
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: '5' } });
    expect(scope.getState($registrationResult)).toBeNull();
  });

  it('tells a second registration with the same address apart from other failures', async () => {
    const api = fakeApi({
      'GET /element/agenda/5': ok(event),
      'POST /element/agenda/5/register': failure(409, null, 'This address is already registered.'),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(elementPageOpened, { scope, params: { route: 'agenda', id: '5' } });
    await allSettled(registrationForm.submitted, { scope, params: values });
    expect(scope.getState(registrationForm.$failure)).toEqual({ fields: [], problem: 'conflict' });
    expect(scope.getState($places)[5]).toBeUndefined();
  });

  it('describes an event in schema.org terms, its venue in the town of the site', () => {
    const organiser = { '@type': 'GovernmentOrganization', name: 'Mairie', url: '/' };
    const town = { postalCode: '59270', locality: 'Vallon-sur-Lys' };
    const ld = eventJsonLd(
      { ...event, data: { ...event.data, location: 'Salle des fêtes, place de la Mairie' } },
      organiser,
      town,
    );
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Atelier compostage',
      startDate: event.startAt,
      endDate: event.endAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      description: 'Au jardin partagé.',
      organizer: organiser,
      url: '/agenda/atelier-compostage/5',
      location: {
        '@type': 'Place',
        name: 'Salle des fêtes',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Salle des fêtes, place de la Mairie',
          postalCode: '59270',
          addressLocality: 'Vallon-sur-Lys',
          addressCountry: 'FR',
        },
      },
    });
    const elsewhere = eventJsonLd(
      { ...event, endAt: null, summary: null, data: { location: 'Gymnase, 2 rue Haute, 59253 Saint-Aubin' } },
      organiser,
      town,
    );
    expect(elsewhere.endDate).toBeUndefined();
    expect(elsewhere.description).toBe('Un atelier.');
    expect((elsewhere.location as { address: object }).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Gymnase, 2 rue Haute, 59253 Saint-Aubin',
      addressCountry: 'FR',
    });
    expect(eventJsonLd({ ...event, data: {} }, organiser, town).location).toBeUndefined();
  });
});
