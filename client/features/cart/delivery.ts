// The cart's delivery rules (SPEC §4, ADR 012): asking the shipping fees for the cart's lines
// replaces the carrier with none and sets the price list; a failure clears both and keeps the
// server's message as the cart's error; choosing click-and-collect resets the carrier, the city,
// the price list and the access point. Each change goes through the cart as stored (./model.ts).
import { createEvent, sample } from 'effector';
import type { ShippingOffer } from '#shared/contracts/delivery.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { $cartError, $cartLines, CART_OFFLINE, cartDeliveryChanged } from './model.ts';
import type { CartCarrier, DeliveryType } from './types.ts';

export const shippingFeesRequested = createEvent<{ postalCode: string; country: number }>();
export const deliveryTypeChosen = createEvent<DeliveryType>();
export const carrierChosen = createEvent<CartCarrier | null>();

export const calculateShippingFeesFx = createApiEffect<
  {
    products: { idProduct: number; declinationId: number | null; quantity: number }[];
    postalCode: string;
    country: number;
  },
  ShippingOffer[]
>((body) => ({ method: 'POST', path: '/calculate/shipping-fees', body }));

/** A carrier's offer as the cart keeps it (SPEC §3 carrier): within France no service code; abroad
 * the export carrier's service, its quote and its transit time (ADR 012, "Export shipping"). */
const toCarrier = (offer: ShippingOffer): CartCarrier => ({
  id: offer.id,
  name: offer.name,
  fdp: offer.fdp,
  price: offer.price,
  deliveryType: offer.deliveryType,
  serviceCode: offer.serviceCode ?? null,
  siteType: offer.siteType ?? null,
  quoteId: offer.quoteId ?? null,
  transitDays: offer.transitDays ?? null,
});

sample({
  clock: shippingFeesRequested,
  source: $cartLines,
  filter: (lines) => lines.length > 0,
  fn: (lines, destination) => ({
    ...destination,
    products: lines.map((l) => ({
      idProduct: l.product.id,
      declinationId: l.declinationId,
      quantity: l.quantity,
    })),
  }),
  target: calculateShippingFeesFx,
});

sample({
  clock: calculateShippingFeesFx.doneData,
  fn: ({ body }) =>
    body.success
      ? { carrier: null, shippingPrices: body.data.map(toCarrier) }
      : { carrier: null, shippingPrices: [] },
  target: cartDeliveryChanged,
});
sample({
  clock: calculateShippingFeesFx.fail,
  fn: () => ({ carrier: null, shippingPrices: [] }),
  target: cartDeliveryChanged,
});
$cartError
  .on(calculateShippingFeesFx.doneData, (error, { body }) => (body.success ? null : body.message || error))
  .on(calculateShippingFeesFx.fail, () => CART_OFFLINE);

sample({
  clock: deliveryTypeChosen,
  fn: (deliveryType) =>
    deliveryType === 'clickAndCollect'
      ? { deliveryType, carrier: null, city: null, shippingPrices: [], pickupAddress: null }
      : { deliveryType },
  target: cartDeliveryChanged,
});

sample({ clock: carrierChosen, fn: (carrier) => ({ carrier }), target: cartDeliveryChanged });
