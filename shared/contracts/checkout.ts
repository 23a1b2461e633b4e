// The checkout's bodies (SPEC §7 extended by ADR 012): the delivery as an order names it, the
// discount call, the order. Every amount the client may send is ignored by the server, which
// recomputes prices, shipping and discounts from its own data.
import { z } from 'zod';
import { cartLineSchema, MAX_CART_LINES } from './shop.ts';

const id = z.number().int().positive().max(2_147_483_647);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/** How the wine reaches the buyer, as the order names it (SPEC §7). */
export const ORDER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];

/** The relay point chosen for a `PICKUP` delivery: only its id is trusted, the rest is read again. */
export const accessPointChoiceSchema = z.object({ id: z.string().trim().min(1).max(64) }).passthrough();

export const orderDeliverySchema = z.strictObject({
  type: z.enum(ORDER_DELIVERY_TYPES),
  /** `DELIVERY` and `PICKUP`: one of the estate's carriers (`POST /calculate/shipping-fees`). */
  idCarrier: id.nullable().optional(),
  /** An export carrier (siteType VIGNOBLE_EXPORT): its stored quote, never its price. */
  serviceName: z.string().max(200).nullable().optional(),
  serviceCode: z.string().max(64).nullable().optional(),
  servicePrice: z.number().nullable().optional(),
  quoteId: z.string().max(64).nullable().optional(),
  /** `PICKUP`: the relay point (`POST /relay/access-points`). */
  accessPoint: accessPointChoiceSchema.nullable().optional(),
  /** `CLICK_AND_COLLECT`: the collection address (`GET /company/address?type=CLICK_AND_COLLECT`). */
  idAddress: id.nullable().optional(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

const lines = z.array(cartLineSchema).min(1).max(MAX_CART_LINES);
const postalCode = z.string().trim().min(2).max(12);
const countryId = z.number().int().positive().max(999);

/** `POST /order/discount` (ADR 012): the code judged against the cart it applies to. */
export const discountBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  products: lines,
  delivery: orderDeliverySchema,
  deliveryPostalCode: postalCode.nullable().optional(),
  deliveryIdCountry: countryId.nullable().optional(),
  /** The buyer's address, when known, so a per-buyer limit can be told at once. */
  email: z.string().trim().max(254).nullable().optional(),
});
export type DiscountBody = z.infer<typeof discountBodySchema>;

/** The cart's totals with the code applied (SPEC §3 cart `discount`), euros. */
export const discountResultSchema = z.object({
  /** What the code takes off. */
  value: z.number(),
  total: z.number(),
  subtotal: z.number(),
  shippingFees: z.number(),
});
export type DiscountResult = z.infer<typeof discountResultSchema>;

export const orderAddressSchema = z.strictObject({
  firstname: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(200),
  addressPart2: z.string().trim().max(200).nullable().optional(),
  postalCode,
  city: z.string().trim().min(1).max(100),
  /** The country's id (ISO 3166 numeric, `GET /countries`). */
  country: countryId,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER', 'AT_COLLECTION'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `POST /order` (SPEC §7 with ADR 012's buyer). */
export const orderBodySchema = z.strictObject({
  products: lines,
  user: z.strictObject({
    phone: z.string().trim().min(6).max(30),
    email: z.string().trim().min(3).max(254),
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().min(1).max(100),
    /** `YYYY-MM-DD`; required where the site refuses minors. */
    birthdate: isoDate.nullable().optional(),
  }),
  address: z.strictObject({
    /** Required for `DELIVERY`; null otherwise. */
    delivery: orderAddressSchema.nullable().optional(),
    billing: orderAddressSchema,
  }),
  discountCode: z.string().trim().max(64).nullable().optional(),
  message: z.string().trim().max(1000).nullable().optional(),
  /** `CLICK_AND_COLLECT`: the day and the slot. */
  dateSchedule: isoDate.nullable().optional(),
  idSchedule: id.nullable().optional(),
  delivery: orderDeliverySchema,
  deliveryPostalCode: postalCode.nullable().optional(),
  deliveryIdCountry: countryId.nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The buyer ticked the sale terms (L221-5): the server refuses an order without. */
  acceptTerms: z.literal(true),
});
export type OrderBody = z.infer<typeof orderBodySchema>;

export const ORDER_STATES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** `POST /order`'s answer: what the confirmation page opens. */
export const placedOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number(),
  /** Until when the bottles are held unpaid (ISO), the deadline stated to the buyer. */
  reservedUntil: z.string().nullable(),
  /** The key of the order's link for a buyer without an account (`?cle=`), given once. */
  accessToken: z.string(),
});
export type PlacedOrderAnswer = z.infer<typeof placedOrderSchema>;

const savedAddressSchema = orderAddressSchema.extend({ countryName: z.string().optional() });

/** An order as its buyer reads it (confirmation page, account, e-mail). */
export const orderViewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  reservedUntil: z.string().nullable(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      declinationId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  shippingFees: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  total: z.number(),
  deliveryType: z.enum(ORDER_DELIVERY_TYPES),
  carrierName: z.string().nullable(),
  accessPoint: z.record(z.string(), z.unknown()).nullable(),
  collection: z
    .object({
      date: z.string(),
      from: z.string(),
      to: z.string(),
      addressName: z.string(),
    })
    .passthrough()
    .nullable(),
  deliveryAddress: savedAddressSchema.nullable(),
  billingAddress: savedAddressSchema,
  message: z.string().nullable(),
  /** For a bank transfer: where to send it, and the reference to write. */
  bankTransfer: z
    .object({ holder: z.string(), iban: z.string(), bic: z.string().nullable(), reference: z.string() })
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `POST /custom-stripe/payment-intent`: what the card step needs (ADR 012, "Payment"). */
export const cardPaymentStartSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string(),
  /** Stripe's browser library (or the local double's stand-in). */
  jsUrl: z.string(),
  amount: z.number(),
});
export type CardPaymentStart = z.infer<typeof cardPaymentStartSchema>;
