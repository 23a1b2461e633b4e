// A cart's totals as the server computes them (ADR 012, "What the calls carry"): the lines at its
// own prices, and the shipping of the carrier the delivery names, priced again for these lines
// and this address, or, abroad, the export carrier's quote the delivery names, read back for this
// address and these lines (ADR 012, "Export shipping"). Whatever amount the client sends (an
// export carrier's `servicePrice`) is never read.

import type { FieldError } from '#shared/contracts/account.ts';
import type { OrderDelivery } from '#shared/contracts/checkout.ts';
import type { CartLineInput } from '#shared/contracts/shop.ts';
import { msg } from '#shared/lib/messages.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';
import { readCartLines, subtotalCents } from './cart-check.ts';
import { cartFingerprint, readQuote } from './export/quotes.ts';
import { deliveredCountry, FRANCE_ID } from './places.ts';
import { shippingFees } from './shipping.ts';

export interface CartTotalsInput {
  products: readonly CartLineInput[];
  delivery: OrderDelivery;
  deliveryPostalCode?: string | null;
  deliveryIdCountry?: number | null;
}

export interface CartTotals {
  subtotalCents: number;
  shippingCents: number;
  /** The carrier chosen, as the order keeps it: one of the estate's carriers (its id), or an
   * export service (no id, its name); null when nothing is shipped. */
  carrier: { id: number | null; name: string } | null;
}

const carrierRequired = (path = 'delivery.idCarrier') =>
  new DomainError(
    'invalid',
    msg({ id: 'api.shipping.carrierRequired', message: 'Choose a carrier for the delivery.' }),
    { fields: [{ path, message: 'required' }] },
  );

const carrierNotOffered = () =>
  new DomainError(
    'invalid',
    msg({
      id: 'api.shipping.carrierNotOffered',
      message: 'The carrier chosen does not deliver this cart to this address: choose another one.',
    }),
    { fields: [{ path: 'delivery.idCarrier', message: 'not_offered' }] },
  );

export async function cartTotals(ctx: RequestContext, input: CartTotalsInput): Promise<CartTotals> {
  const { byId } = await readCartLines(ctx, input.products); // the shop is on, the lines are the site's
  const subtotal = subtotalCents(input.products, byId);
  const { delivery } = input;
  if (delivery.type === 'CLICK_AND_COLLECT' || delivery.type === 'NO_DELIVERY')
    return { subtotalCents: subtotal, shippingCents: 0, carrier: null };

  const missing: FieldError[] = [];
  if (!input.deliveryPostalCode) missing.push({ path: 'deliveryPostalCode', message: 'required' });
  if (!input.deliveryIdCountry) missing.push({ path: 'deliveryIdCountry', message: 'required' });
  if (missing.length) throw invalidFields(missing);
  const abroad = input.deliveryIdCountry !== FRANCE_ID;
  if (abroad) await deliveredCountry(ctx, input.deliveryIdCountry!);
  if (delivery.type === 'DELIVERY' && delivery.quoteId) {
    // the export carrier (siteType VIGNOBLE_EXPORT): the stored quote's price, never `servicePrice`
    const quote = await readQuote(ctx, delivery.quoteId, delivery.serviceCode ?? null, {
      country: input.deliveryIdCountry!,
      postalCode: input.deliveryPostalCode!,
      fingerprint: cartFingerprint(input.products),
    });
    return {
      subtotalCents: subtotal,
      shippingCents: quote.priceCents,
      carrier: { id: null, name: quote.serviceName },
    };
  }
  // abroad only the export carrier's quotes go (the estate's carriers and relay points are France's)
  if (abroad) throw delivery.type === 'DELIVERY' ? carrierRequired('delivery.quoteId') : carrierNotOffered();
  if (!delivery.idCarrier) throw carrierRequired();

  const offers = await shippingFees(ctx, {
    products: input.products.map((line) => ({
      idProduct: line.id,
      declinationId: line.declinationId ?? null,
      quantity: line.quantity,
    })),
    postalCode: input.deliveryPostalCode!,
    country: input.deliveryIdCountry!,
  });
  const carrier = offers.find((o) => o.id === delivery.idCarrier && o.deliveryType === delivery.type);
  if (!carrier) throw carrierNotOffered();
  return {
    subtotalCents: subtotal,
    shippingCents: Math.round(carrier.fdp * 100),
    carrier: { id: carrier.id, name: carrier.name },
  };
}
