// `POST /calculate/shipping-fees` (SPEC §7, ADR 012): the carriers that can take a cart to a
// French postal code, each priced by the expedition's bottles (ADR 011's count; the lines of
// products without shipping fees neither count in the price nor pay), free from the estate's
// thresholds. Abroad, the export carrier's services (ADR 012, "Export shipping"): asked of the
// export provider, stored as quotes that the order names, never free (the thresholds are France's).
import { and, asc, eq } from 'drizzle-orm';
import { type Country, EXPORT_SITE_TYPE, type ShippingOffer } from '#shared/contracts/delivery.ts';
import type { CartLineInput } from '#shared/contracts/shop.ts';
import { countBottles } from '#shared/lib/bottles.ts';
import { msg } from '#shared/lib/messages.ts';
import { ratePrice, shipsFree, zoneOf } from '#shared/lib/shipping.ts';
import { carriers } from '../../db/schema.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { countableOf, expeditionRefusal, readCartLines, subtotalCents } from './cart-check.ts';
import { euros } from './catalogue.ts';
import { exportProvider } from './export/provider.ts';
import { cartFingerprint, storeQuotes } from './export/quotes.ts';
import { deliveredCountry, FRANCE_ID } from './places.ts';

export interface ShippingRequest {
  products: { idProduct: number; declinationId?: number | null | undefined; quantity: number }[];
  postalCode: string;
  country: number;
}

const noCarrier = () =>
  new DomainError(
    'conflict',
    msg({ id: 'api.shipping.noCarrier', message: 'No carrier of the estate delivers to this address.' }),
  );

export async function shippingFees(ctx: RequestContext, request: ShippingRequest): Promise<ShippingOffer[]> {
  const lines = request.products.map((p) => ({
    id: p.idProduct,
    declinationId: p.declinationId ?? null,
    quantity: p.quantity,
  }));
  const { byId, settings } = await readCartLines(ctx, lines);
  const country = await deliveredCountry(ctx, request.country);
  const zone = country.id === FRANCE_ID ? zoneOf(request.postalCode.replace(/\s+/g, '')) : null;
  if (country.id === FRANCE_ID && zone === null)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.shipping.postalCode', message: 'A French postal code has five digits.' }),
      { fields: [{ path: 'postalCode', message: 'invalid' }] },
    );

  const counted = lines.map((line) => {
    const product = byId.get(line.id)!;
    return { line, product, item: countableOf(product, line.declinationId) };
  });
  const bottles = countBottles(counted.map(({ line, item }) => ({ quantity: line.quantity, item })));
  const refusal = expeditionRefusal(bottles, settings);
  if (refusal) throw new DomainError('conflict', refusal);
  const paying = counted.filter(({ product }) => product.hasShippingFees);
  const payingBottles = countBottles(paying.map(({ line, item }) => ({ quantity: line.quantity, item })));
  const subtotal = subtotalCents(lines, byId);
  // abroad: the export carrier's services
  if (zone === null)
    return exportOffers(ctx, country, request.postalCode, lines, { payingBottles, subtotalCents: subtotal });
  const free = shipsFree(settings.freeShipping, euros(subtotal), bottles);

  const rows = await ctx.db
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, ctx.site.id), eq(carriers.isEnabled, true)))
    .orderBy(asc(carriers.position), asc(carriers.id));
  const offers = rows.flatMap((carrier): ShippingOffer[] => {
    if (!carrier.zones.includes(zone)) return [];
    const price = payingBottles === 0 ? 0 : ratePrice(carrier.rates, payingBottles);
    if (price === null) return []; // more bottles than it takes
    return [
      {
        id: carrier.id,
        name: carrier.name,
        price,
        fdp: free ? 0 : price,
        deliveryType: carrier.deliveryType === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
      },
    ];
  });
  if (!offers.length) throw noCarrier();
  return offers;
}

/** The export carrier's services for an address abroad, each stored as a quote (ADR 012, "Export
 * shipping"). Free shipping does not apply: its thresholds were set for France. */
async function exportOffers(
  ctx: RequestContext,
  country: Country,
  postalCode: string,
  lines: readonly CartLineInput[],
  cart: { payingBottles: number; subtotalCents: number },
): Promise<ShippingOffer[]> {
  const services = await exportProvider(ctx).quote({
    countryAlpha2: country.alphaTwo,
    postalCode: postalCode.trim(),
    bottles: cart.payingBottles,
    subtotalCents: cart.subtotalCents,
  });
  if (!services.length) throw noCarrier();
  await enforceLimits(
    ctx,
    [[`export-quote:address:${ctx.address}`, ctx.limits.exportQuotesPerAddress]],
    msg({
      id: 'api.shipping.tooManyQuotes',
      message: 'Too many requests for shipping fees abroad: try again later.',
    }),
  );
  // as within France, lines of products without shipping fees pay none
  const priced = services.map((s) => ({ ...s, priceCents: cart.payingBottles === 0 ? 0 : s.priceCents }));
  const quotes = await storeQuotes(
    ctx,
    { country: country.id, postalCode, fingerprint: cartFingerprint(lines) },
    priced,
  );
  return quotes.map((quote) => ({
    id: 0,
    name: quote.serviceName,
    price: euros(quote.priceCents),
    fdp: euros(quote.priceCents),
    deliveryType: 'DELIVERY',
    serviceCode: quote.serviceCode,
    siteType: EXPORT_SITE_TYPE,
    quoteId: quote.quoteId,
    transitDays: quote.transitDays,
  }));
}
