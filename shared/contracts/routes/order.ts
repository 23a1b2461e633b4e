// The order calls (SPEC §7). The checkout issue adds the order itself; the cart's check is here.
import { discountBodySchema, discountResultSchema } from '../checkout.ts';
import { cartCheckSchema, cartLinesSchema } from '../shop.ts';
import { defineContract } from './contract.ts';

export const orderContracts = {
  validate: defineContract({
    method: 'POST',
    path: '/order/validate',
    access: 'public',
    summary:
      'Judges a cart (`{products:[{id, declinationId?, quantity}]}`): stock, multiples, bottles per expedition. A cart to fix answers 409 with the same check as `data`, each line saying what is wrong.',
    body: cartLinesSchema,
    response: cartCheckSchema,
    example: {
      valid: true,
      lines: [
        {
          id: 3,
          declinationId: 7,
          quantity: 6,
          available: 180,
          sellByMultipleOf: 1,
          finalPrice: 22.05,
          problem: null,
          message: null,
        },
      ],
      bottles: 6,
      minBottles: 1,
      maxBottles: 36,
      subtotal: 132.3,
    },
  }),
  discount: defineContract({
    method: 'POST',
    path: '/order/discount',
    access: 'public',
    summary:
      "Applies a discount code to a cart (`{code, products, delivery, deliveryPostalCode?, deliveryIdCountry?, email?}`, ADR 012) at the server's prices and shipping: what it takes off, the subtotal, the shipping fees and the total, euros. An unknown code answers 404; one expired, not valid yet, used up (overall or by this buyer) or below its minimum order answers 409 with the reason.",
    body: discountBodySchema,
    response: discountResultSchema,
    example: { value: 13.23, total: 130.97, subtotal: 132.3, shippingFees: 11.9 },
  }),
};
