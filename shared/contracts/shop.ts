// The shop's catalogue as the API answers it (SPEC §3, ADR 011). Prices are euros with two
// decimals, computed from the cents the server holds; `finalPrice` is the price after the
// product's discount, the one a visitor pays before any discount code.
import { z } from 'zod';
import { imageRefSchema, listingSchema } from './content.ts';

export const PRODUCT_TYPES = ['WINE', 'BOX'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const WINE_COLOURS = ['RED', 'WHITE', 'ROSE', 'SPARKLING'] as const;
export type WineColour = (typeof WINE_COLOURS)[number];
/** The list's `kind` filter: a wine's colour, or the boxes. */
export const PRODUCT_KINDS = [...WINE_COLOURS, 'BOX'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const CAPACITY_UNITS = ['LITER', 'CENTILITRE'] as const;

/** SPEC §3: null, or a label with an optional display label. */
export const productVariationSchema = z
  .object({ label: z.string(), displayLabel: z.string().nullable() })
  .nullable();

const stock = {
  /** Bottles or boxes left (meaningful when `setQuantity`). */
  quantity: z.number().int(),
  /** Whether the stock is counted (ADR 011); not counted means never short. */
  setQuantity: z.boolean(),
  /** Whether at least one multiple can be ordered now. */
  inStock: z.boolean(),
};
const money = {
  price: z.number(),
  /** A whole percentage, 0–90. */
  discount: z.number().int(),
  finalPrice: z.number(),
};

export const declinationSchema = z.object({
  id: z.number().int(),
  year: z.number().int().nullable(),
  ...money,
  ...stock,
  sellByMultipleOf: z.number().int(),
  capacity: z.number(),
  capacityUnit: z.enum(CAPACITY_UNITS),
  /** The bottles one unit counts for (ADR 011: ½ under 0.75 L). */
  bottles: z.number(),
  variation1: productVariationSchema,
  variation2: productVariationSchema,
  variation3: productVariationSchema,
});
export type Declination = z.infer<typeof declinationSchema>;

/** A bottle a box holds. */
export const boxContentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  declinationId: z.number().int().nullable(),
  year: z.number().int().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  quantity: z.number().int(),
});

export const productSchema = z.object({
  id: z.number().int(),
  /** SPEC §3 `idProduct`: the same id (a product has one identity here). */
  idProduct: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.object({ type: z.enum(PRODUCT_TYPES) }),
  isVintage: z.boolean(),
  reference: z.string().nullable(),
  appellation: z.string().nullable(),
  colour: z.enum(WINE_COLOURS).nullable(),
  grapes: z.array(z.object({ name: z.string(), percent: z.number().int().nullable() })),
  /** % vol. */
  alcohol: z.number().nullable(),
  description: z.string(),
  tastingNotes: z.string().nullable(),
  servingAdvice: z.string().nullable(),
  /** Meal icon ids (`GET /parameter/product/meal-icon`). */
  pairings: z.array(z.string()),
  tags: z.array(z.string()),
  image: imageRefSchema.nullable(),
  ...money,
  /** The lowest final price among the declinations (the product's own without any). */
  fromPrice: z.number(),
  hasShippingFees: z.boolean(),
  sellByMultipleOf: z.number().int(),
  ...stock,
  /** The bottles one unit counts for, for a product without declinations (a box: its contents). */
  bottles: z.number(),
  variation1: productVariationSchema,
  variation2: productVariationSchema,
  variation3: productVariationSchema,
  declination: z.array(declinationSchema),
  /** A box's contents (SPEC §3 `products[]`). */
  products: z.array(boxContentSchema),
});
export type Product = z.infer<typeof productSchema>;

/** One product's page: the product, and the page that lists the wines (breadcrumbs). */
export const productDetailSchema = productSchema.extend({ listing: listingSchema });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const awardSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  declinationId: z.number().int().nullable(),
  name: z.string(),
  competition: z.string(),
  year: z.number().int().nullable(),
});
export type Award = z.infer<typeof awardSchema>;

export const mealIconSchema = z.object({ id: z.string(), label: z.string(), path: z.string() });
export type MealIcon = z.infer<typeof mealIconSchema>;

/** A cart line in a request body (ADR 011): `declinationId` when the product has declinations. */
export const MAX_LINE_QUANTITY = 9999;
export const MAX_CART_LINES = 100;
export const cartLineSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  declinationId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;
export const cartLinesSchema = z.strictObject({
  products: z.array(cartLineSchema).min(1).max(MAX_CART_LINES),
});

/** `PUT /product/quantities`: the products whose stock the cart wants to know. */
export const quantitiesBodySchema = z.strictObject({
  products: z
    .array(z.strictObject({ id: z.number().int().positive().max(2_147_483_647) }))
    .min(1)
    .max(MAX_CART_LINES),
});
export const productStockSchema = z.object({
  id: z.number().int(),
  ...stock,
  declination: z.array(z.object({ id: z.number().int(), ...stock })),
});
export type ProductStock = z.infer<typeof productStockSchema>;

/** What `POST /order/validate` says of a cart (also the `data` of its refusal). */
export const LINE_PROBLEMS = [
  'unavailable',
  'out_of_stock',
  'short_stock',
  'multiple',
  'declination',
] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];
export const cartCheckSchema = z.object({
  valid: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      declinationId: z.number().int().nullable(),
      quantity: z.number().int(),
      /** What can be ordered now (null: not counted). */
      available: z.number().int().nullable(),
      sellByMultipleOf: z.number().int(),
      finalPrice: z.number().nullable(),
      problem: z.enum(LINE_PROBLEMS).nullable(),
      message: z.string().nullable(),
    }),
  ),
  bottles: z.number(),
  minBottles: z.number().nullable(),
  maxBottles: z.number().nullable(),
  /** The lines' total after product discounts, in euros. */
  subtotal: z.number(),
});
export type CartCheck = z.infer<typeof cartCheckSchema>;
