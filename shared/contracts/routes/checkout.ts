// The order itself (SPEC §7, ADR 012): placing it, reading it (its buyer logged in, or the key
// of the link its e-mail carries), cancelling it while unpaid, and the account's orders.
import { z } from 'zod';
import { orderBodySchema, orderViewSchema, placedOrderSchema } from '../checkout.ts';
import { defineContract } from './contract.ts';

const numberParams = z.object({ number: z.string().min(1).max(40) });
const keyQuery = z.object({ cle: z.string().max(100).optional() }).strict();

const exampleOrder: z.output<typeof orderViewSchema> = {
  id: 41,
  number: 'CMD-2026-000041',
  state: 'AWAITING_PAYMENT',
  paymentMethod: 'BANK_TRANSFER',
  createdAt: '2026-11-24T10:12:00.000Z',
  reservedUntil: '2026-12-01T10:12:00.000Z',
  email: 'camille.martin@example.org',
  firstname: 'Camille',
  lastname: 'Martin',
  phone: '06 12 34 56 78',
  lines: [
    {
      productId: 3,
      declinationId: 7,
      name: 'Meursault Les Charmes 2022 75 cl',
      quantity: 6,
      unitPrice: 38,
      total: 228,
    },
  ],
  subtotal: 228,
  shippingFees: 0,
  discount: 22.8,
  discountCode: 'BIENVENUE10',
  total: 205.2,
  deliveryType: 'CLICK_AND_COLLECT',
  carrierName: null,
  accessPoint: null,
  collection: {
    date: '2026-11-28',
    from: '10:00',
    to: '12:00',
    addressName: 'Caveau du Domaine du Vallon',
  },
  deliveryAddress: null,
  billingAddress: {
    firstname: 'Camille',
    lastname: 'Martin',
    address: '3 rue des Tilleuls',
    postalCode: '21000',
    city: 'Dijon',
    country: 250,
  },
  message: null,
  bankTransfer: {
    holder: 'EARL Domaine du Vallon',
    iban: 'FR76 3000 4000 0312 3456 7890 143',
    bic: 'BNPAFRPPXXX',
    reference: 'CMD-2026-000041',
  },
};

export const checkoutContracts = {
  place: defineContract({
    method: 'POST',
    path: '/order',
    access: 'public',
    summary:
      'Places an order (SPEC §7 with ADR 012’s buyer): the server recomputes every price, shipping fee and discount, checks the buyer’s age where minors are refused, the stock, the slot and the code, and writes it all in one transaction. A cart to fix answers 409 with the cart’s check as `data`; a code or slot no longer available, 409.',
    body: orderBodySchema,
    response: placedOrderSchema,
    example: {
      id: 41,
      number: 'CMD-2026-000041',
      state: 'AWAITING_PAYMENT',
      paymentMethod: 'BANK_TRANSFER',
      total: 205.2,
      reservedUntil: '2026-12-01T10:12:00.000Z',
      accessToken: 'q0xv3J1gYwq2oQyq4iV9bS1nC6m8fE2d',
    },
  }),
  read: defineContract({
    method: 'GET',
    path: '/order/:number',
    access: 'public',
    summary:
      'An order, for its buyer logged in or whoever holds the key of its link (`?cle=`); anything else is a 404.',
    params: numberParams,
    query: keyQuery,
    response: orderViewSchema,
    example: exampleOrder,
  }),
  cancel: defineContract({
    method: 'POST',
    path: '/order/:number/cancel',
    access: 'public',
    summary:
      'Cancels an order not paid yet (its bottles, slot and code go back); 409 once paid or cancelled.',
    params: numberParams,
    body: z.strictObject({ cle: z.string().max(100).nullable().optional() }),
    response: orderViewSchema,
    example: { ...exampleOrder, state: 'CANCELLED', reservedUntil: null },
  }),
  mine: defineContract({
    method: 'GET',
    path: '/user/orders',
    access: 'user',
    summary: 'The logged-in buyer’s orders on this site, newest first (the last 100).',
    response: z.array(orderViewSchema),
    example: [exampleOrder],
  }),
};
