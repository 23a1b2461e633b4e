// What a product card shows (the wine list, recommended wines): the few fields of the
// catalogue's answer a card reads, so that only those travel in the page's serialized state.
import type { Declination, Product } from '#shared/contracts/shop.ts';
import { capacityLabel } from '#shared/lib/bottles.ts';

export interface ProductCardItem {
  id: number;
  name: string;
  slug: string;
  isBox: boolean;
  colour: Product['colour'];
  appellation: string | null;
  image: Product['image'];
  /** The cheapest declination's, or the product's own: what "from" shows. */
  fromPrice: number;
  /** Before its discount, when the cheapest has one. */
  price: number;
  discount: number;
  /** The cheapest declination's capacity ("75 cl"), null for a box or a wine without any. */
  capacity: string | null;
  /** The vintages sold, newest first. */
  years: number[];
  /** How many declinations there are to choose from. */
  choices: number;
  inStock: boolean;
  /** Counted stock (null when not counted), for "only 3 left". */
  left: number | null;
  /** A box: its bottles. */
  bottles: number;
}

export function toProductCardItem(p: Product): ProductCardItem {
  const cheapest = p.declination.reduce<Declination | null>(
    (best, d) => (best === null || d.finalPrice < best.finalPrice ? d : best),
    null,
  );
  const years = [...new Set(p.declination.flatMap((d) => (d.year === null ? [] : [d.year])))].sort(
    (a, b) => b - a,
  );
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    isBox: p.type.type === 'BOX',
    colour: p.colour,
    appellation: p.appellation,
    image: p.image,
    fromPrice: p.fromPrice,
    price: cheapest ? cheapest.price : p.price,
    discount: cheapest ? cheapest.discount : p.discount,
    capacity: cheapest ? capacityLabel(cheapest) : null,
    years,
    choices: p.declination.length,
    inStock: p.inStock,
    left: p.setQuantity ? p.quantity : null,
    bottles: p.bottles,
  };
}
