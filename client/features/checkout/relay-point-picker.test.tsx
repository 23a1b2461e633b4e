// The relay point picker: the points asked per address, and what a visitor reads of them.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { messages } from '../../../locales/fr-FR/shop.po';
import { $parameters } from '../../entities/site/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { RelayPointPicker } from './relay-point-picker.tsx';
import { $relayPoints, type RelayPoints, relayKey, relayPointsRequested } from './relay-points.ts';

const point = (
  id: string,
  distanceKm: number,
  icon = 'relay',
  openingHours: string | null = null,
): AccessPoint => ({
  id,
  name: `Point ${id}`,
  addLine1: '2 place de l’Hôtel de Ville',
  zipCode: '21190',
  city: 'Meursault',
  country: 'FR',
  position: { latitude: 46.98, longitude: 4.77 },
  icon,
  distanceKm,
  openingHours,
});
const POINTS = [point('a', 0.2, 'post-office', 'Lun-Ven 9h-12h'), point('b', 1.25, 'locker')];
const MEURSAULT = { postalCode: '21190', city: 'Meursault', countryId: 250 };

describe('the relay points near an address', () => {
  it('asks the points of the address typed, trimmed', async () => {
    const api = fakeApi({ 'POST /relay/access-points': ok(POINTS) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(relayPointsRequested, {
      scope,
      params: { postalCode: ' 21190 ', city: '', countryId: 250 },
    });
    expect(api.calls.map((c) => c.body)).toEqual([{ postalCode: '21190', city: null, country: 250 }]);
    expect(scope.getState($relayPoints)).toEqual({ key: '250|21190|', status: 'ready', points: POINTS });
  });

  it('asks nothing without a postal code', async () => {
    const api = fakeApi({});
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(relayPointsRequested, {
      scope,
      params: { postalCode: ' ', city: 'Meursault', countryId: 250 },
    });
    expect(api.calls).toEqual([]);
  });

  it('keeps only the answer for the last address asked', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scope = fork({
      handlers: [
        [
          requestFx,
          async (request: { body?: unknown }) => {
            const body = request.body as { postalCode: string };
            if (body.postalCode === '75011') await slow;
            return ok(body.postalCode === '75011' ? [point('paris', 0.3)] : POINTS);
          },
        ],
      ],
    });
    const first = allSettled(relayPointsRequested, {
      scope,
      params: { postalCode: '75011', city: 'Paris', countryId: 250 },
    });
    const second = allSettled(relayPointsRequested, { scope, params: MEURSAULT });
    // the first address's answer comes after the second's
    setTimeout(release, 20);
    await Promise.all([first, second]);
    expect(scope.getState($relayPoints)).toEqual({
      key: relayKey(MEURSAULT),
      status: 'ready',
      points: POINTS,
    });
  });

  it('keeps the server’s refusal, or none when it could not be reached', async () => {
    const refused = fork({
      handlers: [
        [requestFx, fakeApi({ 'POST /relay/access-points': failure(400, null, 'Code inconnu') }).handler],
      ],
    });
    await allSettled(relayPointsRequested, { scope: refused, params: MEURSAULT });
    expect(refused.getState($relayPoints)).toMatchObject({ status: 'error', message: 'Code inconnu' });
    const offline = fork({
      handlers: [
        [
          requestFx,
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(relayPointsRequested, { scope: offline, params: MEURSAULT });
    expect(offline.getState($relayPoints)).toMatchObject({ status: 'error', message: null });
  });
});

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': messages } });

function render(
  state: RelayPoints | null,
  value: AccessPoint | null = null,
  address = MEURSAULT,
  parameters: Record<string, string | null> = {},
) {
  const scope: Scope = fork({
    values: [
      [$relayPoints, state],
      [$parameters, parameters],
    ],
  });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <RelayPointPicker {...address} value={value} onChange={() => undefined} />
      </I18nProvider>
    </Provider>,
  );
}

describe('RelayPointPicker', () => {
  const key = relayKey(MEURSAULT);

  it('lists the points as one group of radios, in French, the chosen one checked', () => {
    const html = render({ key, status: 'ready', points: POINTS }, POINTS[1]!);
    expect(html).toContain('<legend>Choisissez votre point relais</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(new Set([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
    expect(html).toMatch(/checked="" value="b"/);
    expect(html).toContain('Point a');
    expect(html).toContain('Bureau de poste');
    expect(html).toContain('Consigne à colis');
    expect(html).toContain('2 place de l’Hôtel de Ville, 21190 Meursault');
    expect(html).toContain('Horaires : Lun-Ven 9h-12h');
    // each point opens on OpenStreetMap, in a new window the link says so; nothing loads before
    expect(html.match(/href="https:\/\/www\.openstreetmap\.org\/\?mlat=/g)).toHaveLength(2);
    expect(html).toContain('Voir sur une carte');
    expect(html).toContain('(OpenStreetMap, nouvelle fenêtre)');
    expect(html).toContain('à 0,2 km');
    expect(html).toContain('à 1,3 km');
  });

  it('where map tiles are set, offers the map with its source, numbers the points, and loads nothing before', () => {
    const html = render({ key, status: 'ready', points: POINTS }, null, MEURSAULT, {
      MAP_TILES_URL: 'https://tiles.example.fr/{z}/{x}/{y}.png',
    });
    expect(html).toContain('>Voir ces points sur une carte</button>');
    expect(html).toContain('La carte est chargée depuis tiles.example.fr.');
    expect(html).not.toContain('leaflet');
    expect(html).not.toContain('openstreetmap.org');
    expect(
      [...html.matchAll(/class="relay-point-picker-number" aria-hidden="true">(\d+)</g)].map((m) => m[1]),
    ).toEqual(['1', '2']);
    // a malformed address is no map at all
    const typo = render({ key, status: 'ready', points: POINTS }, null, MEURSAULT, {
      MAP_TILES_URL: 'https://{s}.tiles.example.fr/{z}/{x}/{y}.png',
    });
    expect(typo).not.toContain('Voir ces points sur une carte');
    expect(typo).toContain('Voir sur une carte');
  });

  it('says it is looking while the answer for this address has not come', () => {
    for (const state of [
      null,
      { key, status: 'loading' } as const,
      { key: 'other', status: 'ready', points: POINTS },
    ]) {
      const html = render(state as RelayPoints | null);
      expect(html).toContain('role="status"');
      expect(html).toContain('Recherche des points relais près de 21190…');
      expect(html).not.toContain('type="radio"');
    }
  });

  it('shows the server’s message, or offers to try again when it was not reached', () => {
    const refused = render({ key, status: 'error', message: 'Ce code postal n’existe pas en France.' });
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('Ce code postal n’existe pas en France.');
    expect(refused).not.toContain('<button');
    const offline = render({ key, status: 'error', message: null });
    expect(offline).toContain('Les points relais n’ont pas pu être chargés. Réessayez dans un instant.');
    expect(offline).toContain('>Réessayer</button>');
  });

  it('says when no point is near, and shows nothing before a postal code is typed', () => {
    expect(render({ key, status: 'ready', points: [] })).toContain(
      'Aucun point relais à moins de 30 km de ce code postal.',
    );
    expect(render(null, null, { postalCode: '', city: '', countryId: 250 })).toBe('');
  });
});
