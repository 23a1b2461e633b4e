// The shipping fees of a cart (SPEC §7, ADR 012, "Export shipping" abroad); 404 on a site without a shop.
import { z } from 'zod';
import { shippingFeesBodySchema, shippingOfferSchema } from '../delivery.ts';
import { defineContract } from './contract.ts';

export const calculateContracts = {
  shippingFees: defineContract({
    method: 'POST',
    path: '/calculate/shipping-fees',
    access: 'public',
    summary:
      'The carriers that can deliver these lines to this postal code and country, each with its price and what the buyer pays (free shipping by price or by bottles, within France only). In France, the estate’s carriers, home delivery and relay point (the order names one by `id` as `idCarrier`); abroad, the export carrier’s services (`id` 0, `siteType` VIGNOBLE_EXPORT, `serviceCode`, `transitDays`), each stored as a quote for 2 hours that the order names by `quoteId`: the price it pays is the stored one, never a `servicePrice` sent. A country the estate does not deliver answers 404; an expedition off the bottles per expedition, or where no carrier goes, 409.',
    body: shippingFeesBodySchema,
    response: z.array(shippingOfferSchema),
    // an answer abroad (6 bottles to Germany), which shows every field; in France the offers are
    // `{id, name, fdp, price, deliveryType}`, e.g. `{id: 1, name: 'Colissimo à domicile', …}`
    example: [
      {
        id: 0,
        name: 'Transporteur export standard',
        fdp: 27.9,
        price: 27.9,
        deliveryType: 'DELIVERY',
        serviceCode: 'EXPORT_STANDARD',
        siteType: 'VIGNOBLE_EXPORT',
        quoteId: 'Qm9yZGVhdXgtQm9yZGVhdXg',
        transitDays: [3, 5],
      },
      {
        id: 0,
        name: 'Transporteur export express',
        fdp: 44.9,
        price: 44.9,
        deliveryType: 'DELIVERY',
        serviceCode: 'EXPORT_EXPRESS',
        siteType: 'VIGNOBLE_EXPORT',
        quoteId: 'TWV1cnNhdWx0LU1ldXJzYXU',
        transitDays: [1, 2],
      },
    ],
  }),
};
