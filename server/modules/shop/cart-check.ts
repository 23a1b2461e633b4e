// `POST /order/validate` (SPEC §5, §7; ADR 011): the server, the only judge of stock, multiples
// and bottles per expedition, says of each line of a cart what is wrong with it. A line naming a
// product or declination the site does not sell is a malformed cart (400 naming the line); a cart
// that asks more than there is, or off its multiples, or too few or too many bottles, is a cart the
// visitor can fix: its check says how, line by line.

import type { FieldError } from '#shared/contracts/account.ts';
import type { CartCheck, CartLineInput, LineProblem, Product } from '#shared/contracts/shop.ts';
import { type Countable, capacityLabel, countBottles, lineMultiple, litres } from '#shared/lib/bottles.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import { expeditionProblem } from '#shared/lib/shipping.ts';
import type { RequestContext } from '../context.ts';
import { invalidFields } from '../errors.ts';
import {
  boxCountable,
  discountedCents,
  euros,
  findProducts,
  PRODUCTS_GONE,
  requireShop,
  type ShopSettings,
  shopSettings,
} from './catalogue.ts';

export interface CartVerdict {
  check: CartCheck;
  /** Per line, what the visitor reads (null when the line is fine). */
  lineMessages: (MessageDescriptor | null)[];
  /** The cart's refusal, null when it can go on. */
  refusal: MessageDescriptor | null;
  /** The lines' products, as the server sells them. */
  products: ReadonlyMap<number, Product>;
}

const LINE_MESSAGES: Record<
  LineProblem,
  (v: { name: string; available: number; multiple: number }) => MessageDescriptor
> = {
  unavailable: ({ name }) =>
    msg({ id: 'api.cart.unavailable', message: '{name} is no longer sold.', values: { name } }),
  declination: ({ name }) =>
    msg({ id: 'api.cart.declination', message: 'Choose a vintage or format of {name}.', values: { name } }),
  out_of_stock: ({ name }) =>
    msg({ id: 'api.cart.outOfStock', message: '{name} is out of stock.', values: { name } }),
  short_stock: ({ name, available }) =>
    msg({
      id: 'api.cart.shortStock',
      message: 'Only {available} of {name} left.',
      values: { name, available },
    }),
  multiple: ({ name, multiple }) =>
    msg({
      id: 'api.cart.multiple',
      message: '{name} is sold by {multiple}.',
      values: { name, multiple },
    }),
};

/** The name a line is known by: the product's, with the vintage and capacity it names. */
export function lineName(product: Product, declinationId: number | null): string {
  const d = product.declination.find((x) => x.id === declinationId);
  if (!d) return product.name;
  return [product.name, d.year, capacityLabel(d)].filter(Boolean).join(' ');
}

/** The products of a cart's lines, and the shop's settings; a line the site cannot sell as written
 * is not a cart to fix: 400, the line named. */
export async function readCartLines(ctx: RequestContext, lines: readonly CartLineInput[]) {
  await requireShop(ctx);
  const settings = await shopSettings(ctx);
  const found = await findProducts(
    ctx,
    lines.map((l) => l.id),
    settings,
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  const malformed: FieldError[] = [];
  lines.forEach((line, i) => {
    const product = byId.get(line.id);
    const declinationId = line.declinationId ?? null;
    if (!product) malformed.push({ path: `products.${i}.id`, message: 'unknown_product' });
    else if (product.declination.length && declinationId === null)
      malformed.push({ path: `products.${i}.declinationId`, message: 'required' });
    else if (declinationId !== null && !product.declination.some((d) => d.id === declinationId))
      malformed.push({ path: `products.${i}.declinationId`, message: 'unknown_declination' });
  });
  if (malformed.length) throw invalidFields(malformed, PRODUCTS_GONE);
  return { byId, settings };
}

/** What one unit of a line counts as (ADR 011): a wine's capacity, or a box's contents. */
export function countableOf(product: Product, declinationId: number | null): Countable {
  if (product.type.type === 'BOX') return boxCountable(product.products);
  const d = product.declination.find((x) => x.id === declinationId);
  return { type: 'WINE', capacityLitres: d ? litres(d.capacity, d.capacityUnit) : null };
}

/** One unit's price after its discount, in cents (the server's price). */
export function unitCents(product: Product, declinationId: number | null): number {
  const unit = product.declination.find((d) => d.id === declinationId) ?? product;
  return discountedCents(Math.round(unit.price * 100), unit.discount);
}

/** The lines' total after product discounts, in cents (the prices are the server's). */
export function subtotalCents(lines: readonly CartLineInput[], byId: ReadonlyMap<number, Product>): number {
  return lines.reduce(
    (sum, line) => sum + unitCents(byId.get(line.id)!, line.declinationId ?? null) * line.quantity,
    0,
  );
}

/** The refusal of an expedition off the estate's bottles per expedition, or null. */
export function expeditionRefusal(bottles: number, settings: ShopSettings): MessageDescriptor | null {
  const problem = expeditionProblem(bottles, settings.minBottles, settings.maxBottles);
  if (problem?.kind === 'min')
    return msg({
      id: 'api.cart.minBottles',
      message: 'An order holds at least {min} bottles (your cart counts {bottles}).',
      values: { min: problem.min, bottles },
    });
  if (problem?.kind === 'max')
    return msg({
      id: 'api.cart.maxBottles',
      message: 'An order holds at most {max} bottles (your cart counts {bottles}).',
      values: { max: problem.max, bottles },
    });
  return null;
}

export async function checkCart(ctx: RequestContext, lines: readonly CartLineInput[]): Promise<CartVerdict> {
  const { byId, settings } = await readCartLines(ctx, lines);

  // the same product and declination on two lines (two tabs) draws on one stock
  const asked = new Map<string, number>();
  const key = (line: CartLineInput) => `${line.id}/${line.declinationId ?? ''}`;
  for (const line of lines) asked.set(key(line), (asked.get(key(line)) ?? 0) + line.quantity);

  const lineMessages: (MessageDescriptor | null)[] = [];
  const checked = lines.map((line) => {
    const product = byId.get(line.id)!;
    const declinationId = line.declinationId ?? null;
    const declination = product.declination.find((d) => d.id === declinationId) ?? null;
    const unit = declination ?? product;
    const multiple = lineMultiple(product, declination);
    const available = unit.setQuantity ? unit.quantity : null;
    const total = asked.get(key(line))!;
    let problem: LineProblem | null = null;
    if (available !== null && available < multiple) problem = 'out_of_stock';
    else if (available !== null && total > available) problem = 'short_stock';
    else if (line.quantity % multiple !== 0) problem = 'multiple';
    lineMessages.push(
      problem
        ? LINE_MESSAGES[problem]({
            name: lineName(product, declinationId),
            available: available ?? 0,
            multiple,
          })
        : null,
    );
    return {
      id: line.id,
      declinationId,
      quantity: line.quantity,
      available,
      sellByMultipleOf: multiple,
      finalPrice: unit.finalPrice,
      problem,
      message: null,
    };
  });

  const bottles = countBottles(
    lines.map((line) => ({
      quantity: line.quantity,
      item: countableOf(byId.get(line.id)!, line.declinationId ?? null),
    })),
  );

  const refusal = lineMessages.find((m) => m !== null) ?? expeditionRefusal(bottles, settings);

  return {
    check: {
      valid: refusal === null,
      lines: checked,
      bottles,
      minBottles: settings.minBottles,
      maxBottles: settings.maxBottles,
      subtotal: euros(subtotalCents(lines, byId)),
    },
    lineMessages,
    refusal,
    products: byId,
  };
}
