// The cart's rules on its lines (SPEC §4–§5, ADR 011 "Quantity rules" and "Counting bottles"),
// as pure functions of the lines: the model applies them to the cart as stored.
import {
  type CartLineInput,
  MAX_LINE_QUANTITY,
  type Product,
  type ProductStock,
} from '#shared/contracts/shop.ts';
import {
  type Countable,
  capacityLabel,
  countBottles,
  lineMultiple,
  litres,
  manualQuantity,
  stepQuantity,
} from '#shared/lib/bottles.ts';
import { type CartLine, type CartProduct, LINE_ID_LIMIT, type WineCart } from './types.ts';

/** A line as the visitor reads it: the wine, its vintage and its capacity. */
export function cartLineName(line: CartLine): string {
  const d = line.product.declination;
  return [line.product.name, d?.year, d ? capacityLabel(d) : null].filter(Boolean).join(' · ');
}

export interface ProductAdded {
  product: Product;
  declinationId: number | null;
  /** Bottles or boxes; one multiple when absent, else rounded up to the multiple. */
  quantity?: number;
}

/** The multiple a line's quantity steps by (its declination's, else its product's). */
export const lineMultipleOf = (line: CartLine): number =>
  lineMultiple(line.product, line.product.declination);

/** The price of one unit after the product's discount, euros, as the server computed it. */
export const lineUnitPrice = (line: CartLine): number =>
  (line.product.declination ?? line.product).finalPrice;

/** The highest quantity of this multiple a request may carry (ADR 011: 9 999 at most); a cart
 * holding more could never be ordered. */
const largestQuantity = (multiple: number) =>
  Math.max(multiple, Math.floor(MAX_LINE_QUANTITY / multiple) * multiple);

/** The snapshot the cart keeps; null when the declination asked is not one this product sells as
 * (the server would refuse the line: ADR 011, "Cart lines in request bodies"). */
export function cartProductOf(product: Product, declinationId: number | null): CartProduct | null {
  const declination = product.declination.find((d) => d.id === declinationId) ?? null;
  if (product.declination.length > 0 ? !declination : declinationId !== null) return null;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    type: product.type,
    isVintage: product.isVintage,
    image: product.image,
    sellByMultipleOf: product.sellByMultipleOf,
    finalPrice: product.finalPrice,
    price: product.price,
    discount: product.discount,
    colour: product.colour,
    bottles: product.bottles,
    declination: declination && {
      id: declination.id,
      year: declination.year,
      capacity: declination.capacity,
      capacityUnit: declination.capacityUnit,
      finalPrice: declination.finalPrice,
      price: declination.price,
      discount: declination.discount,
      sellByMultipleOf: declination.sellByMultipleOf,
      bottles: declination.bottles,
    },
  };
}

/** The next id from the counter, wrapping to 0 at 100 000 (SPEC §4) and skipping the ids the
 * lines hold: an id names one line for as long as it lives. */
export function nextLineId(nextId: number, lines: readonly CartLine[]): number {
  const held = new Set(lines.map((l) => l.id));
  let id = nextId % LINE_ID_LIMIT;
  // a cart holds far fewer lines than ids, so a free one comes long before the loop ends
  for (let tries = 0; tries < LINE_ID_LIMIT && held.has(id); tries++) id = (id + 1) % LINE_ID_LIMIT;
  return id;
}

export function addProduct(wine: WineCart, { product, declinationId, quantity }: ProductAdded): WineCart {
  const snapshot = cartProductOf(product, declinationId);
  if (!snapshot) return wine;
  const multiple = lineMultiple(snapshot, snapshot.declination);
  const asked =
    quantity === undefined || !Number.isFinite(quantity) || quantity < 1
      ? multiple
      : Math.ceil(quantity / multiple) * multiple;
  const existing = wine.lines.find((l) => l.product.id === product.id && l.declinationId === declinationId);
  if (existing) {
    // the newer snapshot: the visitor sees the prices of the page they added from
    const raised = {
      ...existing,
      product: snapshot,
      quantity: Math.min(existing.quantity + asked, largestQuantity(multiple)),
    };
    return { ...wine, lines: wine.lines.map((l) => (l === existing ? raised : l)) };
  }
  const id = nextLineId(wine.nextId, wine.lines);
  const line = { id, product: snapshot, declinationId, quantity: Math.min(asked, largestQuantity(multiple)) };
  return { nextId: (id + 1) % LINE_ID_LIMIT, lines: [...wine.lines, line] };
}

function withLine(wine: WineCart, lineId: number, quantityOf: (line: CartLine) => number): WineCart {
  const line = wine.lines.find((l) => l.id === lineId);
  if (!line) return wine;
  const quantity = quantityOf(line);
  if (quantity === line.quantity) return wine;
  return { ...wine, lines: wine.lines.map((l) => (l === line ? { ...l, quantity } : l)) };
}

export const stepLine = (wine: WineCart, lineId: number, direction: 1 | -1): WineCart =>
  withLine(wine, lineId, (line) => {
    const multiple = lineMultipleOf(line);
    return Math.min(stepQuantity(line.quantity, multiple, direction), largestQuantity(multiple));
  });

/** A quantity typed by hand is kept as typed (whole, at least 1): the server's refusal says when
 * it is off the multiple (ADR 011). */
export const typeQuantity = (wine: WineCart, lineId: number, value: number): WineCart =>
  withLine(wine, lineId, () => Math.min(manualQuantity(value), MAX_LINE_QUANTITY));

export function removeLine(wine: WineCart, lineId: number): WineCart {
  const lines = wine.lines.filter((l) => l.id !== lineId);
  return lines.length === wine.lines.length ? wine : { ...wine, lines };
}

/** After a refusal: each line lowered to what can be ordered now, rounded down to its multiple;
 * a line of which nothing can be ordered is removed. A stock not counted limits nothing, and a
 * line the answer does not speak of is left to the server's next check. */
export function limitToStock(wine: WineCart, stocks: readonly ProductStock[]): WineCart {
  let changed = false;
  const lines = wine.lines.flatMap((line) => {
    const stock = stocks.find((s) => s.id === line.product.id);
    const unit =
      line.declinationId === null ? stock : stock?.declination.find((d) => d.id === line.declinationId);
    if (!unit?.setQuantity) return [line];
    const multiple = lineMultipleOf(line);
    const available = Math.floor(Math.max(0, unit.quantity) / multiple) * multiple;
    if (line.quantity <= available) return [line];
    changed = true;
    return available > 0 ? [{ ...line, quantity: available }] : [];
  });
  return changed ? { ...wine, lines } : wine;
}

/** What one unit of a line counts for: a wine by its declination's capacity; a box by the bottles
 * the server counted in it (`bottles`), as contents that count one each. */
function countableOf(product: CartProduct): Countable {
  if (product.type.type === 'BOX') {
    return { type: 'BOX', contents: [{ quantity: product.bottles, capacityLitres: null }] };
  }
  const d = product.declination;
  return { type: 'WINE', capacityLitres: d ? litres(d.capacity, d.capacityUnit) : null };
}

export const cartBottles = (lines: readonly CartLine[]): number =>
  countBottles(lines.map((line) => ({ quantity: line.quantity, item: countableOf(line.product) })));

export const cartCount = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, l) => sum + l.quantity, 0);

/** Euros, summed in cents so that the total is the cent the server computes. */
export const cartSubtotal = (lines: readonly CartLine[]): number =>
  lines.reduce((cents, line) => cents + Math.round(lineUnitPrice(line) * 100) * line.quantity, 0) / 100;

/** The lines as a request body names them (ADR 011). */
export const requestLines = (lines: readonly CartLine[]): CartLineInput[] =>
  lines.map((line) => ({
    id: line.product.id,
    ...(line.declinationId === null ? {} : { declinationId: line.declinationId }),
    quantity: line.quantity,
  }));

/** The products whose stock the cart asks for, each once. */
export const stockRequest = (lines: readonly CartLine[]): { id: number }[] =>
  [...new Set(lines.map((l) => l.product.id))].map((id) => ({ id }));
