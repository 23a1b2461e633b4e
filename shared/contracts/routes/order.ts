// The order calls (SPEC §7). The checkout issue adds the order itself; the cart's check is here.
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
};
