// What a discount code takes off a cart (SPEC §3 Discount, §7 "result never below 0; shipping-fee
// discounts are not applied to the line price"; ADR 012). Cents throughout. A code lowers one
// base only: a `SHIPPING_FEES` code the shipping, any other the lines' subtotal; it never takes
// off more than that base, so neither the base nor the total goes below 0.

export const DISCOUNT_TYPES = ['EURO', 'PERCENTAGE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountRule {
  type: DiscountType;
  /** Cents for `EURO`, hundredths of a percent for `PERCENTAGE` (1500 = 15 %). */
  amount: number;
  /** `SHIPPING_FEES` when the code lowers shipping only; null for the lines. */
  detailType: 'SHIPPING_FEES' | null;
}

export interface AppliedDiscount {
  /** What the code actually takes off. */
  valueCents: number;
  /** The lines' subtotal and the shipping, before the code. */
  subtotalCents: number;
  shippingCents: number;
  /** subtotal + shipping − value, never below 0. */
  totalCents: number;
}

/** A percentage (in hundredths of a percent) of an amount, rounded half up to the cent. */
export const percentOf = (cents: number, hundredthsOfPercent: number) =>
  Math.floor((cents * hundredthsOfPercent + 5_000) / 10_000);

export function applyDiscount(
  code: DiscountRule,
  subtotalCents: number,
  shippingCents: number,
): AppliedDiscount {
  const subtotal = Math.max(0, subtotalCents);
  const shipping = Math.max(0, shippingCents);
  const base = code.detailType === 'SHIPPING_FEES' ? shipping : subtotal;
  const amount = Math.max(0, code.amount);
  const asked = code.type === 'PERCENTAGE' ? percentOf(base, amount) : amount;
  const valueCents = Math.min(base, asked);
  return {
    valueCents,
    subtotalCents: subtotal,
    shippingCents: shipping,
    totalCents: Math.max(0, subtotal + shipping - valueCents),
  };
}
