// Pieces the example answers of the route contracts share (the town hall of the demo).
import type { ImageRef, Listing } from '../content.ts';
import type { Product } from '../shop.ts';

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

const bottle = {
  capacity: 75,
  capacityUnit: 'CENTILITRE' as const,
  bottles: 1,
  variation1: { label: 'Rouge', displayLabel: null },
  variation2: { label: 'Bouteille', displayLabel: '75 cl' },
  variation3: null,
};

/** A wine of the estate of the demo (the shop's calls). */
export const exampleProduct: Product = {
  id: 3,
  idProduct: 3,
  name: 'Bourgogne Pinot Noir « Vieilles Vignes »',
  slug: 'bourgogne-pinot-noir-vieilles-vignes',
  type: { type: 'WINE' },
  isVintage: true,
  reference: 'PN-VV',
  appellation: 'Bourgogne Pinot Noir',
  colour: 'RED',
  grapes: [{ name: 'Pinot noir', percent: 100 }],
  alcohol: 13,
  description: 'Des vignes de plus de cinquante ans au pied du coteau.',
  tastingNotes: 'Robe rubis, nez de griotte, bouche souple.',
  servingAdvice: 'À servir à 16 °C, à boire jusqu’en 2030.',
  pairings: ['viande-rouge', 'fromage'],
  tags: ['garde', 'hve'],
  image: {
    url: '/media/illustrations/vin-bourgogne-pinot-noir-vieilles-vignes.webp',
    alt: 'Une bouteille de Bourgogne Pinot Noir',
    width: 1200,
    height: 900,
  },
  price: 24.5,
  discount: 10,
  finalPrice: 22.05,
  fromPrice: 22.05,
  hasShippingFees: true,
  sellByMultipleOf: 1,
  quantity: 180,
  setQuantity: true,
  inStock: true,
  bottles: 1,
  variation1: bottle.variation1,
  variation2: null,
  variation3: null,
  declination: [
    {
      id: 7,
      year: 2024,
      price: 24.5,
      discount: 10,
      finalPrice: 22.05,
      quantity: 180,
      setQuantity: true,
      inStock: true,
      sellByMultipleOf: 1,
      ...bottle,
    },
  ],
  products: [],
};
