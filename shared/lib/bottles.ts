// The shop's counting rules (ADR 011): one table for the cart, free shipping by bottles and the
// min/max bottles per expedition, and the multiple a line's quantity must respect. Shared by the
// server, which judges, and the browser, which shows the same figures before asking.

export type CapacityUnit = 'LITER' | 'CENTILITRE';

/** French writing of a capacity: "75 cl", "37,5 cl", "1,5 L". */
export function capacityLabel(d: { capacity: number; capacityUnit: CapacityUnit }): string {
  return `${String(d.capacity).replace('.', ',')} ${d.capacityUnit === 'LITER' ? 'L' : 'cl'}`;
}

/** The capacity in litres (SPEC §3: a capacity with its unit). */
export function litres(capacity: number, unit: CapacityUnit): number {
  return unit === 'LITER' ? capacity : capacity / 100;
}

/** A standard bottle: 0.75 L (SPEC §9: a wine under it counts half). */
const STANDARD_LITRES = 0.75;

/** How many bottles one unit of a wine of this capacity counts for: half under 0.75 L, else one
 * (a magnum counts one, SPEC §3). Without a capacity (a wine sold without declinations), one. */
export function bottlesPerUnit(capacityLitres: number | null): number {
  if (capacityLitres === null) return 1;
  // 0.75 written as 75 cl is exactly 0.75; a capacity read from text may carry float noise
  return capacityLitres < STANDARD_LITRES - 1e-9 ? 0.5 : 1;
}

/** What a line holds, as far as counting goes: a wine's capacity, or a box's contents. */
export type Countable =
  | { type: 'WINE'; capacityLitres: number | null }
  | { type: 'BOX'; contents: readonly { quantity: number; capacityLitres: number | null }[] };

/** The bottles one unit of a product counts for: a box counts the bottles it holds, each by the
 * capacity rule. */
export function unitBottles(item: Countable): number {
  if (item.type === 'WINE') return bottlesPerUnit(item.capacityLitres);
  return item.contents.reduce((sum, c) => sum + c.quantity * bottlesPerUnit(c.capacityLitres), 0);
}

/** The bottles a cart counts for: the sum of each line's quantity times its unit's count. */
export function countBottles(lines: readonly { quantity: number; item: Countable }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * unitBottles(line.item), 0);
}

/** The multiple a line's quantity steps by and must respect: its declination's when the line
 * names one, else its product's (ADR 011, "Quantity rules"). */
export function lineMultiple(
  product: { sellByMultipleOf: number },
  declination?: { sellByMultipleOf: number } | null,
) {
  return Math.max(1, declination ? declination.sellByMultipleOf : product.sellByMultipleOf);
}

/** A quantity typed by hand: SPEC §5's "below 0 becomes 1"; not a number, 1; a fraction, its
 * whole part (at least 1). */
export function manualQuantity(typed: number): number {
  if (!Number.isFinite(typed) || typed < 1) return 1;
  return Math.floor(typed);
}

/** The next quantity up or down by the line's multiple; never below one multiple. */
export function stepQuantity(quantity: number, multiple: number, direction: 1 | -1): number {
  const step = Math.max(1, multiple);
  // off the multiple (typed by hand): first back onto it, in the direction asked
  const onto =
    direction === 1 ? Math.floor(quantity / step) * step + step : Math.ceil(quantity / step) * step - step;
  return Math.max(step, onto);
}

/** A capacity as people write it ("75 cl", "37,5 cl", "1,5 L"), in millilitres with its unit;
 * null when it is not one. */
export function parseCapacity(text: string): { ml: number; unit: CapacityUnit } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(cl|l)\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const unit: CapacityUnit = match[2]!.toLowerCase() === 'l' ? 'LITER' : 'CENTILITRE';
  const ml = Math.round(unit === 'LITER' ? value * 1000 : value * 10);
  return ml > 0 ? { ml, unit } : null;
}
