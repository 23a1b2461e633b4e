// The shipping fees of a cart (SPEC §7, ADR 012); 404 on a site without a shop.
import { z } from 'zod';
import { shippingFeesBodySchema, shippingOfferSchema } from '../delivery.ts';
import { defineContract } from './contract.ts';

export const calculateContracts = {
  shippingFees: defineContract({
    method: 'POST',
    path: '/calculate/shipping-fees',
    access: 'public',
    summary:
      'The carriers that can deliver these lines to this postal code and country, each with its price and what the buyer pays (free shipping by price or by bottles). An expedition off the bottles per expedition, or where no carrier goes, answers 409.',
    body: shippingFeesBodySchema,
    response: z.array(shippingOfferSchema),
    example: [
      { id: 1, name: 'Colissimo à domicile', fdp: 15.9, price: 15.9, deliveryType: 'DELIVERY' },
      { id: 2, name: 'Colissimo en point relais', fdp: 11.9, price: 11.9, deliveryType: 'PICKUP' },
    ],
  }),
};
