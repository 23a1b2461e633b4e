// The shop's shared pieces (ADR 011): a product's card, its price, its stock, and the health
// message French law asks beside every wine shown (Code de la santé publique L3323-4).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ParameterMap, parameterFlag } from '#shared/config/parameter-map.ts';
import { productPath } from '#shared/config/routes.ts';
import { Card } from '../../shared/ui/card.tsx';
import type { ProductCardItem } from './item.ts';
import { formatPrice } from './money.ts';
import './product.css';

/** The price a visitor pays, and before its discount when it has one. */
export function Price({
  final,
  price,
  discount,
  from = false,
}: {
  final: number;
  price: number;
  discount: number;
  /** "From": other declinations cost more. */
  from?: boolean;
}) {
  return (
    <p className="price">
      {from && (
        <span className="price-from">
          <Trans>From</Trans>{' '}
        </span>
      )}
      <strong className="price-final">{formatPrice(final)}</strong>
      {discount > 0 && (
        <>
          {' '}
          <del className="price-before">
            <span className="visually-hidden">
              <Trans>instead of</Trans>{' '}
            </span>
            {formatPrice(price)}
          </del>{' '}
          <span className="price-discount">−{discount} %</span>
        </>
      )}
    </p>
  );
}

/** In stock, a few left, or sold out; the stock itself only when the site shows it. */
export function StockState({
  inStock,
  left,
  show,
}: {
  inStock: boolean;
  left: number | null;
  show: boolean;
}) {
  if (!inStock)
    return (
      <p className="stock stock-out">
        <Trans>Sold out</Trans>
      </p>
    );
  if (!show) return null;
  if (left !== null && left <= 6)
    return (
      <p className="stock stock-low">
        <Plural value={left} one="Only # left" other="Only # left" />
      </p>
    );
  return (
    <p className="stock stock-in">
      <Trans>In stock</Trans>
    </p>
  );
}

export function ProductCard({
  item,
  showStock,
  showCapacity,
}: {
  item: ProductCardItem;
  showStock: boolean;
  showCapacity: boolean;
}) {
  const { t } = useLingui();
  const facts = [
    item.isBox ? t`Box of ${item.bottles} bottles` : item.appellation,
    item.years.length ? item.years.join(', ') : null,
    showCapacity ? item.capacity : null,
  ].filter(Boolean);
  return (
    <Card
      kind="product"
      href={productPath(item)}
      title={item.name}
      image={item.image}
      imageHeight={300}
      bodyClass="product-card-body"
    >
      {facts.length > 0 && <p className="product-facts">{facts.join(' · ')}</p>}
      <Price final={item.fromPrice} price={item.price} discount={item.discount} from={item.choices > 1} />
      <StockState inStock={item.inStock} left={item.left} show={showStock} />
    </Card>
  );
}

/** Cards of products, as the site's display options say (stock, capacity). */
export function ProductCards({
  items,
  params,
  className = 'wine-items',
}: {
  items: readonly ProductCardItem[];
  params: ParameterMap;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <ProductCard
          key={item.id}
          item={item}
          showStock={parameterFlag(params, 'PRODUCT_DISPLAY_STOCK')}
          showCapacity={parameterFlag(params, 'PRODUCT_DISPLAY_CAPACITY')}
        />
      ))}
    </ul>
  );
}

/** Code de la santé publique L3323-4: with every wine a page shows. */
export function HealthMessage() {
  return (
    <p className="health-message">
      <Trans>Alcohol abuse is dangerous for your health. Drink in moderation.</Trans>
    </p>
  );
}

/** The shop switches' banners (SPEC §3): the ban on selling alcohol to minors, and the advice to
 * check one's alcohol level before driving. */
export function ShopBanners({ alcohol, breathalyser }: { alcohol: boolean; breathalyser: boolean }) {
  if (!alcohol && !breathalyser) return null;
  return (
    <div className="shop-banners">
      {alcohol && (
        <p>
          <Trans>
            The sale of alcoholic beverages to minors under 18 is prohibited (Code de la santé publique,
            L3342-1). Proof of age may be asked.
          </Trans>
        </p>
      )}
      {breathalyser && (
        <p>
          <Trans>Before driving, check your blood alcohol level with a breathalyser.</Trans>
        </p>
      )}
    </div>
  );
}
