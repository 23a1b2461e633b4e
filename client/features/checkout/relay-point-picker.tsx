// The relay point a `PICKUP` delivery goes to (issue 13, ADR 012): the points nearest to the
// postal code the visitor typed (./relay-points.ts), one radio each in one fieldset, so that the
// arrows go from point to point and Tab leaves the choice at once. A map would come beside the
// list only where map tiles are configured; none is yet, so there is none.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { $relayPoints, relayKey, relayPointsRequested } from './relay-points.ts';
import './relay-point-picker.css';

/** The point on OpenStreetMap, as the address block links its addresses. */
const osmLink = ({ latitude, longitude }: AccessPoint['position']) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

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
  const [asked, request] = useUnit([$relayPoints, relayPointsRequested]);
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
      {current?.status === 'ready' && current.points.length > 0 && (
        <fieldset className="relay-point-picker-choices">
          <legend>
            <Trans>Choose your relay point</Trans>
          </legend>
          <ul className="relay-point-picker-list">
            {current.points.map((point) => {
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
                  {/* a map the visitor chooses to open: nothing is loaded before (no tiles here) */}
                  <a
                    className="relay-point-picker-map"
                    href={osmLink(point.position)}
                    rel="noopener noreferrer external"
                    target="_blank"
                  >
                    <Trans>See on a map</Trans>
                    <span className="visually-hidden"> {t`(OpenStreetMap, new window)`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
