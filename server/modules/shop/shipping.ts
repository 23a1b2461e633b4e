// `POST /calculate/shipping-fees` (SPEC §7, ADR 012): the carriers that can take a cart to a
// French postal code, each priced by the expedition's bottles (ADR 011's count; the lines of
// products without shipping fees neither count in the price nor pay), free from the estate's
// thresholds. Export carriers come with the worldwide switch (a later step).
import { and, asc, eq } from 'drizzle-orm';
import type { ShippingOffer } from '#shared/contracts/delivery.ts';
import { countBottles } from '#shared/lib/bottles.ts';
import { msg } from '#shared/lib/messages.ts';
import { expeditionProblem, ratePrice, shipsFree, zoneOf } from '#shared/lib/shipping.ts';
import { carriers } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { countableOf, readCartLines } from './cart-check.ts';
import { discountedCents, euros, parameterValues } from './catalogue.ts';
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
  if (zone === null) throw noCarrier();

  const counted = lines.map((line) => {
    const product = byId.get(line.id)!;
    return { line, product, item: countableOf(product, line.declinationId) };
  });
  const bottles = countBottles(counted.map(({ line, item }) => ({ quantity: line.quantity, item })));
  const problem = expeditionProblem(bottles, settings.minBottles, settings.maxBottles);
  if (problem)
    throw new DomainError(
      'conflict',
      problem.kind === 'min'
        ? msg({
            id: 'api.cart.minBottles',
            message: 'An order holds at least {min} bottles (your cart counts {bottles}).',
            values: { min: problem.min, bottles },
          })
        : msg({
            id: 'api.cart.maxBottles',
            message: 'An order holds at most {max} bottles (your cart counts {bottles}).',
            values: { max: problem.max, bottles },
          }),
    );
  const paying = counted.filter(({ product }) => product.hasShippingFees);
  const payingBottles = countBottles(paying.map(({ line, item }) => ({ quantity: line.quantity, item })));
  const subtotal = euros(
    counted.reduce((sum, { line, product }) => {
      const unit = product.declination.find((d) => d.id === line.declinationId) ?? product;
      return sum + discountedCents(Math.round(unit.price * 100), unit.discount) * line.quantity;
    }, 0),
  );
  const value = await parameterValues(ctx, ['FREE_SHIPPING_PRICE', 'FREE_SHIPPING_BOTTLES']);
  const threshold = (type: string) => {
    const n = Number(value(type));
    return value(type) !== null && Number.isFinite(n) && n > 0 ? n : null;
  };
  const free = shipsFree(
    { fromPrice: threshold('FREE_SHIPPING_PRICE'), fromBottles: threshold('FREE_SHIPPING_BOTTLES') },
    subtotal,
    bottles,
  );

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
