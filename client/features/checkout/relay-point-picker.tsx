// The relay point a `PICKUP` delivery goes to (issue 13, ADR 012): the points nearest to the
// postal code the visitor typed (./relay-points.ts), one radio each in one fieldset, so that the
// arrows go from point to point and Tab leaves the choice at once. Where the site has map tiles
// (MAP_TILES_URL), a button above the list shows the same points on a map: nothing of it
// (Leaflet's chunk, the tiles from their server) loads before that click, as ARCHITECTURE asks of
// embedded maps; elsewhere each point links to OpenStreetMap.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { mapTiles } from '#shared/lib/map-tiles.ts';
import { $parameters } from '../../entities/site/index.ts';
import { $relayPoints, relayKey, relayPointsRequested } from './relay-points.ts';
import './relay-point-picker.css';

/** The point on OpenStreetMap, as the address block links its addresses. */
const osmLink = ({ latitude, longitude }: AccessPoint['position']) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

const RelayPointMap = lazy(() => import('./relay-point-map.tsx'));

export interface RelayPointPickerProps {
  postalCode: string;
  city: string;
  /** The country's id (ISO 3166 numeric, 250 for France). */
  countryId: number;
  value: AccessPoint | null;
  onChange(point: AccessPoint): void;
}

function KindLabel({ icon }: { icon: string }) {
  if (icon === 'post-office') return <Trans>Post office</Trans>;
  if (icon === 'locker') return <Trans>Parcel locker</Trans>;
  return <Trans>Relay point</Trans>;
}

export function RelayPointPicker({ postalCode, city, countryId, value, onChange }: RelayPointPickerProps) {
  const { t, i18n } = useLingui();
  const [asked, request, params] = useUnit([$relayPoints, relayPointsRequested, $parameters]);
  const tiles = useMemo(() => mapTiles(params), [params]);
  const [mapShown, showMap] = useState(false);
  const tilesHost = tiles ? new URL(tiles.origin).host : '';
  const name = `relay-point-${useId()}`;
  useEffect(() => {
    request({ postalCode, city, countryId });
  }, [postalCode, city, countryId, request]);
  if (!postalCode.trim()) return null;
  const key = relayKey({ postalCode, city, countryId });
  const current = asked?.key === key ? asked : null;

  return (
    <div className="relay-point-picker">
      {(!current || current.status === 'loading') && (
        <p className="relay-point-picker-status" role="status">
          <Trans>Looking for the relay points near {postalCode}…</Trans>
        </p>
      )}
      {current?.status === 'error' && (
        <div className="relay-point-picker-error" role="alert">
          <p>{current.message ?? t`The relay points could not be loaded. Try again in a moment.`}</p>
          {current.message === null && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => request({ postalCode, city, countryId })}
            >
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}
      {current?.status === 'ready' && current.points.length === 0 && (
        <p className="relay-point-picker-status" role="status">
          <Trans>No relay point within 30 km of this postal code.</Trans>
        </p>
      )}
      {current?.status === 'ready' && current.points.length > 0 && tiles && !mapShown && (
        <p className="relay-point-picker-show-map">
          <button type="button" className="button button-secondary" onClick={() => showMap(true)}>
            <Trans>Show these points on a map</Trans>
          </button>{' '}
          <span className="relay-point-picker-map-source">
            <Trans>The map is loaded from {tilesHost}.</Trans>
          </span>
        </p>
      )}
      {current?.status === 'ready' && current.points.length > 0 && tiles && mapShown && (
        <Suspense
          fallback={
            <p className="relay-point-picker-status" role="status">
              <Trans>Loading the map…</Trans>
            </p>
          }
        >
          <RelayPointMap
            points={current.points}
            tiles={tiles}
            chosen={value?.id ?? null}
            onChoose={onChange}
          />
        </Suspense>
      )}
      {current?.status === 'ready' && current.points.length > 0 && (
        <fieldset className="relay-point-picker-choices">
          <legend>
            <Trans>Choose your relay point</Trans>
          </legend>
          <ul className="relay-point-picker-list">
            {current.points.map((point, index) => {
              const distance = i18n.number(point.distanceKm, { maximumFractionDigits: 1 });
              const hours = point.openingHours;
              return (
                <li key={point.id}>
                  <label className="relay-point-picker-option">
                    <input
                      type="radio"
                      name={name}
                      value={point.id}
                      checked={value?.id === point.id}
                      onChange={() => onChange(point)}
                    />
                    {tiles && (
                      // the marker's number on the map
                      <span className="relay-point-picker-number" aria-hidden="true">
                        {index + 1}
                      </span>
                    )}
                    <span className="relay-point-picker-text">
                      <span className="relay-point-picker-name">{point.name}</span>
                      <span className="relay-point-picker-kind" data-kind={point.icon}>
                        <KindLabel icon={point.icon} />
                      </span>
                      <span>
                        {point.addLine1}, {point.zipCode} {point.city}
                      </span>
                      {hours && (
                        <span className="relay-point-picker-hours">
                          <Trans>Hours: {hours}</Trans>
                        </span>
                      )}
                    </span>
                    <span className="relay-point-picker-distance">
                      <Trans>{distance} km away</Trans>
                    </span>
                  </label>
                  {/* without tiles, a map the visitor chooses to open: nothing is loaded before */}
                  {!tiles && (
                    <a
                      className="relay-point-picker-map"
                      href={osmLink(point.position)}
                      rel="noopener noreferrer external"
                      target="_blank"
                    >
                      <Trans>See on a map</Trans>
                      <span className="visually-hidden"> {t`(OpenStreetMap, new window)`}</span>
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
