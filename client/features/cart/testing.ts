// For tests: an in-memory local storage, and the cart's storage effects bound to it (a scope per
// tab, all sharing one storage, is how two tabs are simulated).
import type { fork } from 'effector';
import { exampleProduct } from '#shared/contracts/routes/examples.ts';
import type { Declination, Product } from '#shared/contracts/shop.ts';
import {
  type CartStorage,
  clearCart,
  clearCartFx,
  readCart,
  readCartFx,
  updateCart,
  updateCartFx,
} from './storage.ts';
import type { CartChange } from './types.ts';

export interface MemoryStorage extends CartStorage {
  readonly items: Map<string, string>;
}

export function memoryStorage(items: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(items));
  return {
    items: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** The handlers `fork({ handlers: [...] })` takes. */
type ForkHandlers = Extract<NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>, unknown[]>;

/** `fork({ handlers: cartStorageHandlers(storage) })`: the scope's cart reads and writes there. */
export function cartStorageHandlers(storage: CartStorage): ForkHandlers {
  return [
    [readCartFx, () => readCart(storage)],
    [updateCartFx, (change: CartChange) => updateCart(storage, change)],
    [clearCartFx, () => clearCart(storage)],
  ];
}

const bottle = (id: number, extra: Partial<Declination> = {}): Declination => ({
  ...exampleProduct.declination[0]!,
  id,
  ...extra,
});

/** Products of an estate, one per case the cart counts differently. */
export const products = {
  /** Two vintages of 75 cl, by the bottle. */
  pinot: { ...exampleProduct, declination: [bottle(7), bottle(8, { year: 2023 })] },
  /** Sold by 6. */
  chablis: {
    ...exampleProduct,
    id: 5,
    idProduct: 5,
    name: 'Chablis',
    slug: 'chablis',
    colour: 'WHITE',
    finalPrice: 12.9,
    price: 12.9,
    discount: 0,
    declination: [bottle(50, { sellByMultipleOf: 6, finalPrice: 12.9, price: 12.9, discount: 0 })],
  },
  /** A half bottle, 37.5 cl. */
  halfBottle: {
    ...exampleProduct,
    id: 6,
    idProduct: 6,
    name: 'Crémant demi',
    slug: 'cremant-demi',
    finalPrice: 9.95,
    declination: [bottle(60, { capacity: 37.5, finalPrice: 9.95, bottles: 0.5 })],
  },
  /** A box of six bottles, counted by the server. */
  box: {
    ...exampleProduct,
    id: 9,
    idProduct: 9,
    name: 'Coffret découverte',
    slug: 'coffret-decouverte',
    type: { type: 'BOX' },
    colour: null,
    finalPrice: 79.9,
    price: 79.9,
    discount: 0,
    bottles: 6,
    declination: [],
  },
  /** A wine sold without declinations. */
  table: {
    ...exampleProduct,
    id: 10,
    idProduct: 10,
    name: 'Vin de table',
    slug: 'vin-de-table',
    finalPrice: 15,
    price: 15,
    discount: 0,
    declination: [],
  },
} satisfies Record<string, Product>;
