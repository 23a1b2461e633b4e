// Pieces the example answers of the route contracts share (the town hall of the demo).
import type { ImageRef, Listing } from '../content.ts';

export const exampleImage: ImageRef = {
  url: '/media/mairie.svg',
  alt: 'La mairie de Vallon-sur-Lys',
  width: 1200,
  height: 800,
};

export const exampleListing: Listing = [
  { title: 'Vivre à Vallon-sur-Lys', path: '/vivre-a-vallon-sur-lys' },
  { title: 'Agenda', path: '/vivre-a-vallon-sur-lys/agenda' },
];

export const exampleDate = '2026-05-14T08:30:00.000Z';
