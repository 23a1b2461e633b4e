// Shipping fees within France (SPEC §3, §9; ADR 012): a carrier's price by the bottles of the
// expedition, free shipping by price or by bottles, the min and max bottles per expedition. The
// bottles are counted by ADR 011's table; the lines of products without shipping fees neither
// count nor pay. Pure rules: the server computes with them, the tests read them as tables.

/** Where in France a postal code lies: carriers price the mainland, Corsica and overseas apart. */
export type FrenchZone = 'metro' | 'corse' | 'outre-mer';

export function zoneOf(postalCode: string): FrenchZone | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  if (postalCode.startsWith('20')) return 'corse';
  if (postalCode.startsWith('97') || postalCode.startsWith('98')) return 'outre-mer';
  return 'metro';
}

/** A carrier's price for up to so many bottles, in euros. */
export interface Rate {
  upToBottles: number;
  price: number;
}

/** The price of the first bracket that holds these bottles; null past the last one. */
export function ratePrice(rates: readonly Rate[], bottles: number): number | null {
  const sorted = [...rates].sort((a, b) => a.upToBottles - b.upToBottles);
  return sorted.find((r) => bottles <= r.upToBottles)?.price ?? null;
}

export interface FreeShipping {
  /** Free from this discounted subtotal (euros), when set. */
  fromPrice: number | null;
  /** Free from this many bottles, when set. */
  fromBottles: number | null;
}

/** Whether an expedition ships free: its discounted subtotal or its bottles reach a threshold. */
export function shipsFree(free: FreeShipping, subtotal: number, bottles: number): boolean {
  return (
    (free.fromPrice !== null && subtotal >= free.fromPrice) ||
    (free.fromBottles !== null && bottles >= free.fromBottles)
  );
}

export type ExpeditionProblem = { kind: 'min'; min: number } | { kind: 'max'; max: number } | null;

/** The bottles per expedition the estate accepts (MIN_/MAX_BOTTLES_PER_EXPEDITION). */
export function expeditionProblem(
  bottles: number,
  min: number | null,
  max: number | null,
): ExpeditionProblem {
  if (min !== null && bottles < min) return { kind: 'min', min };
  if (max !== null && bottles > max) return { kind: 'max', max };
  return null;
}
