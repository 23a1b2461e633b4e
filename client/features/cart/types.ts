// What the cart holds (SPEC §4 "cart state", ADR 011). The cart lives in the browser only: these
// shapes are what local storage keeps, so each one is checked when read back (storage.ts).
import type { Declination, Product } from '#shared/contracts/shop.ts';

/** The declination a line names, as the cart shows it (its own price, multiple and capacity). */
export type CartDeclination = Pick<
  Declination,
  | 'id'
  | 'year'
  | 'capacity'
  | 'capacityUnit'
  | 'finalPrice'
  | 'price'
  | 'discount'
  | 'sellByMultipleOf'
  | 'bottles'
>;

/** A snapshot of the product taken when it was added: the cart shows it without asking the API;
 * the server judges the real prices and stock (`POST /order/validate`). */
export type CartProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'slug'
  | 'type'
  | 'isVintage'
  | 'image'
  | 'sellByMultipleOf'
  | 'finalPrice'
  | 'price'
  | 'discount'
  | 'colour'
  | 'bottles'
> & { declination: CartDeclination | null };

/** Line ids count from 0 and wrap to 0 here (SPEC §4). */
export const LINE_ID_LIMIT = 100_000;

export interface CartLine {
  /** A local counter (0–99 999, wrapping), unique among the lines held. */
  id: number;
  product: CartProduct;
  /** The same as `product.declination?.id`, kept apart as the request bodies name it. */
  declinationId: number | null;
  /** Bottles or boxes, at least 1. */
  quantity: number;
}

/** The lines and the counter that numbers the next one (stored together under `wine-cart`). */
export interface WineCart {
  nextId: number;
  lines: CartLine[];
}

export const DELIVERY_TYPES = ['delivery', 'clickAndCollect', 'no_delivery'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export interface CartCity {
  postalCode: string;
  name: string;
}

export interface CartCountry {
  id: number;
  alphaTwo: string;
  alphaThree: string;
}

export const CARRIER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP'] as const;

export interface CartCarrier {
  id: number;
  name: string;
  /** Shipping costs ("frais de port"), euros. */
  fdp: number;
  /** Euros. */
  price: number;
  serviceCode: string | null;
  siteType: string | null;
  deliveryType: (typeof CARRIER_DELIVERY_TYPES)[number];
  /** An export service's stored quote, which the order names (ADR 012, "Export shipping"). */
  quoteId: string | null;
  /** An export service's working days on the way, fewest and most. */
  transitDays: [number, number] | null;
}

/** A carrier's offer for the visitor's destination (SPEC names the list only; the checkout issue
 * fills it from the carriers' answers). */
export type ShippingPrice = CartCarrier;

export interface CartAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
}

export interface CartAddresses {
  shipping: CartAddress | null;
  billing: CartAddress | null;
}

/** The carrier's access point the visitor chose (a relay point or locker). */
export interface PickupAddress {
  /** The carrier's code of the point. */
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
}

/** Chosen one after the other, so each may still be missing. */
export interface ClickAndCollect {
  /** `YYYY-MM-DD`. */
  date: string | null;
  idAddress: number | null;
  idSchedule: number | null;
}

/** The delivery side of the cart: stored now, given behaviour by the checkout issue. */
export interface CartDelivery {
  deliveryType: DeliveryType;
  city: CartCity | null;
  country: CartCountry | null;
  carrier: CartCarrier | null;
  addresses: CartAddresses;
  phone: string | null;
  clickAndCollect: ClickAndCollect;
  pickupAddress: PickupAddress | null;
  shippingPrices: ShippingPrice[];
}

/** Everything the cart keeps in local storage, one key per field. */
export interface CartState extends CartDelivery {
  wine: WineCart;
}

/** A change of the cart, applied to the cart as it is stored now (another tab may have changed
 * it since this tab last read it). Fields a change leaves alone keep their reference: only the
 * keys whose value changed are written. */
export type CartChange = (cart: CartState) => CartState;

export const EMPTY_CART: CartState = {
  wine: { nextId: 0, lines: [] },
  deliveryType: 'delivery',
  city: null,
  country: null,
  carrier: null,
  addresses: { shipping: null, billing: null },
  phone: null,
  clickAndCollect: { date: null, idAddress: null, idSchedule: null },
  pickupAddress: null,
  shippingPrices: [],
};
