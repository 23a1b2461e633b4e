// The relay points on a map (issue 13, ADR 012 "Relay points"), beside the list where the site
// has configured map tiles (MAP_TILES_URL): Leaflet, in this chunk alone, loaded with the first
// list of points. The list stays the accessible way to choose; the map repeats it for the eyes:
// each point is a marker that Tab reaches and Enter or Space chooses, the
// chosen one drawn apart and announced as pressed, the map following a choice made in the list.
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import type { MapTiles } from '#shared/lib/map-tiles.ts';
import './relay-point-map.css';

export interface RelayPointMapProps {
  points: readonly AccessPoint[];
  tiles: MapTiles;
  chosen: string | null;
  onChoose(point: AccessPoint): void;
}

/** The credit is the site's text: Leaflet writes it as HTML, so it goes escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const latLng = ({ position }: AccessPoint): L.LatLngTuple => [position.latitude, position.longitude];

function markerIcon(point: AccessPoint, index: number): L.DivIcon {
  // the marker's name for assistive technologies, written as text, never as HTML
  const body = document.createElement('span');
  body.className = 'relay-point-marker-body';
  body.setAttribute('aria-hidden', 'true');
  body.textContent = String(index + 1);
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = `${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}`;
  const html = document.createElement('span');
  html.append(body, name);
  return L.divIcon({ className: 'relay-point-marker', html, iconSize: [32, 40], iconAnchor: [16, 40] });
}

/** Draws the chosen marker apart and says it is the one pressed. */
function markChosen(markers: ReadonlyMap<string, L.Marker>, chosen: string | null) {
  for (const [id, marker] of markers) {
    const element = marker.getElement();
    element?.classList.toggle('is-chosen', id === chosen);
    element?.setAttribute('aria-pressed', String(id === chosen));
    marker.setZIndexOffset(id === chosen ? 1000 : 0);
  }
}

export default function RelayPointMap({ points, tiles, chosen, onChoose }: RelayPointMapProps) {
  const { t } = useLingui();
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const choose = useRef(onChoose);
  choose.current = onChoose;
  const current = useRef(chosen);
  current.current = chosen;
  const zoomIn = t`Zoom in`;
  const zoomOut = t`Zoom out`;

  useEffect(() => {
    const element = holder.current;
    if (!element || points.length === 0) return;
    const view = L.map(element, { zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(view);
    view.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(view);
    const placed = new Map<string, L.Marker>();
    points.forEach((point, index) => {
      const marker = L.marker(latLng(point), {
        icon: markerIcon(point, index),
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => choose.current(point));
      // a marker is a button: Enter and Space choose it too (Leaflet makes it focusable only)
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        choose.current(point);
      });
      marker.addTo(view);
      placed.set(point.id, marker);
    });
    // room above each point for its 40 px marker
    view.fitBounds(L.latLngBounds(points.map(latLng)), {
      paddingTopLeft: [24, 48],
      paddingBottomRight: [24, 16],
      maxZoom: 15,
    });
    markChosen(placed, current.current);
    map.current = view;
    markers.current = placed;
    return () => {
      view.remove();
      map.current = null;
      markers.current = new Map();
    };
  }, [points, tiles, zoomIn, zoomOut]);

  useEffect(() => {
    markChosen(markers.current, chosen);
    const marker = chosen ? markers.current.get(chosen) : undefined;
    if (marker && map.current && !map.current.getBounds().contains(marker.getLatLng()))
      map.current.panTo(marker.getLatLng());
  }, [chosen]);

  return (
    <section className="relay-point-map" aria-label={t`Map of the relay points`}>
      <p className="relay-point-map-help" id="relay-point-map-help">
        {t`The numbers on the map follow the list. Choose a point on the map or in the list.`}
      </p>
      <div ref={holder} className="relay-point-map-view" aria-describedby="relay-point-map-help" />
    </section>
  );
}
