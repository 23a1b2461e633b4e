// The cart in local storage (SPEC §4): one key per field of the cart state, each a JSON envelope
// carrying the format's version,
//   wine-cart               {"v":1,"nextId":3,"lines":[{"id":0,"product":{…},"declinationId":7,"quantity":6},…]}
//   every other key         {"v":1,"value":…}   (e.g. city-cart {"v":1,"value":{"postalCode":"21200","name":"Beaune"}})
// A key whose value is the empty cart's is removed rather than written. Whatever is read back is
// checked: corrupt JSON, a wrong shape or another version is removed and reads as the empty value
// (a visitor's old or tampered storage must never break the page). Bump the version when a shape
// changes: older carts are then dropped instead of misread.
//
// Storage is touched in one place only, the effects below, and only in a browser: the server
// never holds a cart.
import { createEffect } from 'effector';
import { z } from 'zod';
import { declinationSchema, productSchema } from '#shared/contracts/shop.ts';
import {
  CARRIER_DELIVERY_TYPES,
  type CartChange,
  type CartLine,
  type CartState,
  DELIVERY_TYPES,
  EMPTY_CART,
  LINE_ID_LIMIT,
} from './types.ts';

export const CART_STORAGE_VERSION = 1;

export const CART_KEYS = {
  wine: 'wine-cart',
  deliveryType: 'delivery-type-cart',
  city: 'city-cart',
  country: 'country-cart',
  carrier: 'carrier-cart',
  addresses: 'address-cart',
  phone: 'phone-cart',
  clickAndCollect: 'click-and-collect-cart',
  pickupAddress: 'pickup-address-cart',
  shippingPrices: 'shipping-prices-cart',
} as const satisfies Record<keyof CartState, string>;

export type CartStorageKey = (typeof CART_KEYS)[keyof CartState];

const STORAGE_KEYS: readonly string[] = Object.values(CART_KEYS);
export const isCartStorageKey = (key: string): key is CartStorageKey => STORAGE_KEYS.includes(key);

/** What the cart needs of a `Storage` (tests give an in-memory one). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const lineId = z
  .number()
  .int()
  .min(0)
  .max(LINE_ID_LIMIT - 1);

const storedLineSchema = z
  .object({
    id: lineId,
    product: productSchema
      .pick({
        id: true,
        name: true,
        slug: true,
        type: true,
        isVintage: true,
        image: true,
        sellByMultipleOf: true,
        finalPrice: true,
        price: true,
        discount: true,
        colour: true,
        bottles: true,
      })
      .extend({
        declination: declinationSchema
          .pick({
            id: true,
            year: true,
            capacity: true,
            capacityUnit: true,
            finalPrice: true,
            price: true,
            discount: true,
            sellByMultipleOf: true,
            bottles: true,
          })
          .nullable(),
      }),
    declinationId: z.number().int().positive().nullable(),
    quantity: z.number().int().min(1),
  })
  // the id a request names and the declination the cart shows must be one
  .refine(
    (line) => line.declinationId === (line.product.declination?.id ?? null),
  ) satisfies z.ZodType<CartLine>;

const wineCartSchema = z
  .object({ v: z.literal(CART_STORAGE_VERSION), nextId: lineId, lines: z.array(storedLineSchema) })
  // the lines' operations find a line by its id
  .refine(({ lines }) => new Set(lines.map((l) => l.id)).size === lines.length);

const text = z.string().max(500);
const id = z.number().int();
const carrierSchema = z.object({
  id,
  name: text,
  fdp: z.number(),
  price: z.number(),
  serviceCode: text.nullable(),
  siteType: text.nullable(),
  deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
  // the export carrier's (ADR 012): absent from the carriers stored before it, read as none
  quoteId: text.nullable().default(null),
  transitDays: z.tuple([z.number().int(), z.number().int()]).nullable().default(null),
});
const addressSchema = z.object({
  firstName: text,
  lastName: text,
  company: text.nullable(),
  address: text,
  addressPart2: text.nullable(),
  postalCode: text,
  city: text,
  countryCode: text,
});

/** How one field is kept under its key; `decode` answers null for anything not its current shape. */
interface Field<T> {
  decode(raw: unknown): { value: T } | null;
  encode(value: T): unknown;
}

function valueField<T>(schema: z.ZodType<T>): Field<T> {
  const envelope = z.object({ v: z.literal(CART_STORAGE_VERSION), value: schema });
  return {
    decode: (raw) => {
      const parsed = envelope.safeParse(raw);
      return parsed.success ? { value: parsed.data.value } : null;
    },
    encode: (value) => ({ v: CART_STORAGE_VERSION, value }),
  };
}

const FIELDS: { [F in keyof CartState]: Field<CartState[F]> } = {
  wine: {
    decode: (raw) => {
      const parsed = wineCartSchema.safeParse(raw);
      return parsed.success ? { value: { nextId: parsed.data.nextId, lines: parsed.data.lines } } : null;
    },
    encode: (wine) => ({ v: CART_STORAGE_VERSION, nextId: wine.nextId, lines: wine.lines }),
  },
  deliveryType: valueField(z.enum(DELIVERY_TYPES)),
  city: valueField(z.object({ postalCode: text, name: text }).nullable()),
  country: valueField(z.object({ id, alphaTwo: text, alphaThree: text }).nullable()),
  carrier: valueField(carrierSchema.nullable()),
  addresses: valueField(z.object({ shipping: addressSchema.nullable(), billing: addressSchema.nullable() })),
  phone: valueField(text.nullable()),
  clickAndCollect: valueField(
    z.object({
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
      idAddress: id.nullable(),
      idSchedule: id.nullable(),
    }),
  ),
  pickupAddress: valueField(
    z
      .object({ id: text, name: text, address: text, postalCode: text, city: text, countryCode: text })
      .nullable(),
  ),
  shippingPrices: valueField(z.array(carrierSchema)),
};

/** Builds a cart field by field (one list of the fields, checked by the type). */
function eachField(read: <F extends keyof CartState>(field: F) => CartState[F]): CartState {
  return {
    wine: read('wine'),
    deliveryType: read('deliveryType'),
    city: read('city'),
    country: read('country'),
    carrier: read('carrier'),
    addresses: read('addresses'),
    phone: read('phone'),
    clickAndCollect: read('clickAndCollect'),
    pickupAddress: read('pickupAddress'),
    shippingPrices: read('shippingPrices'),
  };
}
const CART_FIELDS = Object.keys(CART_KEYS) as (keyof CartState)[];

function parseJson(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

function quietly(write: () => void): void {
  try {
    write();
  } catch {
    // storage full or refused: the cart still works in this page, it just is not kept
  }
}

function readField<F extends keyof CartState>(storage: CartStorage, field: F): CartState[F] {
  const key = CART_KEYS[field];
  const stored = storage.getItem(key);
  if (stored === null) return EMPTY_CART[field];
  const decoded = FIELDS[field].decode(parseJson(stored));
  if (decoded) return decoded.value;
  quietly(() => storage.removeItem(key));
  return EMPTY_CART[field];
}

function writeField<F extends keyof CartState>(storage: CartStorage, field: F, value: CartState[F]): void {
  const key = CART_KEYS[field];
  const encoded = JSON.stringify(FIELDS[field].encode(value));
  const empty = JSON.stringify(FIELDS[field].encode(EMPTY_CART[field]));
  quietly(() => (encoded === empty ? storage.removeItem(key) : storage.setItem(key, encoded)));
}

/** The cart as stored, the unreadable keys removed; null without a storage or when the browser
 * refuses reading it (then the page keeps the cart it has in memory). */
export function readCart(storage: CartStorage | null): CartState | null {
  if (!storage) return null;
  try {
    return eachField((field) => readField(storage, field));
  } catch {
    return null;
  }
}

/** Reads the cart, applies the change, writes the keys whose value changed, in one synchronous
 * step: a change made in another tab since this tab last read the cart is kept. Null without a
 * storage (the caller then applies the change to the cart it holds). */
export function updateCart(storage: CartStorage | null, change: CartChange): CartState | null {
  const stored = readCart(storage);
  if (!storage || !stored) return null;
  const next = change(stored);
  for (const field of CART_FIELDS) {
    if (next[field] !== stored[field]) writeField(storage, field, next[field]);
  }
  return next;
}

/** Removes every key of the cart, valid or not. */
export function clearCart(storage: CartStorage | null): void {
  if (!storage) return;
  for (const key of STORAGE_KEYS) quietly(() => storage.removeItem(key));
}

/** The browser's local storage; null on the server, in node tests, and where the browser refuses
 * it. `window` is asked first: Node 25 has a global `localStorage` too, and on the server it would
 * be one storage shared by every visitor. */
export function browserStorage(): CartStorage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage: CartStorage | undefined = globalThis.localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    // reading `localStorage` throws where the visitor blocks site data
    return null;
  }
}

export const readCartFx = createEffect((): CartState | null => readCart(browserStorage()));
export const updateCartFx = createEffect((change: CartChange): CartState | null =>
  updateCart(browserStorage(), change),
);
export const clearCartFx = createEffect((): void => clearCart(browserStorage()));
