import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { type ParameterMap, parameterFlag } from '#shared/config/parameter-map.ts';
import { productPath } from '#shared/config/routes.ts';
import type { Declination, MealIcon, ProductDetail } from '#shared/contracts/shop.ts';
import { $productFileConfig } from '../../entities/catalog/index.ts';
import {
  capacityLabel,
  formatPrice,
  HealthMessage,
  Price,
  ProductCards,
  ShopBanners,
  StockState,
} from '../../entities/product/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import { AddToCart } from '../../features/cart/add-to-cart.tsx';
import { sliderOpened } from '../../shared/model/overlays.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { DetailBack } from '../../shared/ui/detail-parts.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
import { $awards, $declination, $mealIcons, $productPage, $productStatus, $recommended } from './model.ts';
import './product-page.css';

/** What a declination is called in the choice: its vintage and its capacity. */
const declinationName = (d: Declination) => [d.year, capacityLabel(d)].filter(Boolean).join(' · ');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="product-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** The bottle; a press opens it in the fullscreen slider. */
function ProductPicture({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const open = useUnit(sliderOpened);
  if (!product.image) return null;
  const image = product.image;
  return (
    <button
      type="button"
      className="product-picture"
      onClick={() => open({ media: [{ url: image.url, alt: image.alt }], index: 0 })}
      aria-label={t`Enlarge: ${image.alt}`}
    >
      <Picture
        src={image.url}
        alt=""
        width={600}
        height={450}
        sizes="(max-width: 767px) 100vw, 600px"
        priority
      />
    </button>
  );
}

/** The vintages and formats: links, so that the choice works without JavaScript and the URL
 * follows it. */
function DeclinationChoice({ product, current }: { product: ProductDetail; current: Declination }) {
  const { t } = useLingui();
  if (product.declination.length < 2) return null;
  return (
    <nav className="declination-choice" aria-label={t`Vintage and size`}>
      <ul>
        {product.declination.map((d) => (
          <li key={d.id}>
            <AppLink
              to={productPath(product, d.id)}
              aria-current={d.id === current.id ? 'true' : undefined}
              preventScrollReset
              replace
            >
              <span className="declination-name">{declinationName(d)}</span>
              <span className="declination-price">{formatPrice(d.finalPrice)}</span>
              {!d.inStock && (
                <span className="declination-out">
                  <Trans>sold out</Trans>
                </span>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Facts({
  product,
  declination,
  params,
}: {
  product: ProductDetail;
  declination: Declination | null;
  params: ParameterMap;
}) {
  const { t } = useLingui();
  const colours = { RED: t`Red`, WHITE: t`White`, ROSE: t`Rosé`, SPARKLING: t`Sparkling` };
  const facts: [string, string][] = [];
  if (product.appellation) facts.push([t`Appellation`, product.appellation]);
  if (product.colour) facts.push([t`Colour`, colours[product.colour]]);
  if (declination?.year) facts.push([t`Vintage`, String(declination.year)]);
  if (declination && parameterFlag(params, 'PRODUCT_DISPLAY_CAPACITY'))
    facts.push([t`Capacity`, capacityLabel(declination)]);
  if (product.alcohol !== null)
    facts.push([t`Alcohol`, `${String(product.alcohol).replace('.', ',')} % vol.`]);
  if (product.grapes.length)
    facts.push([
      t`Grape varieties`,
      product.grapes.map((g) => (g.percent === null ? g.name : `${g.name} ${g.percent} %`)).join(', '),
    ]);
  if (product.reference) facts.push([t`Reference`, product.reference]);
  const variations = [product.variation3, declination?.variation3].filter(Boolean);
  if (variations[0]) facts.push([t`Label`, variations[0].displayLabel ?? variations[0].label]);
  if (!facts.length) return null;
  return (
    <dl className="product-facts-list">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Pairings({ ids, icons }: { ids: string[]; icons: MealIcon[] }) {
  const shown = ids.flatMap((id) => icons.filter((icon) => icon.id === id));
  if (!shown.length) return null;
  return (
    <ul className="pairings">
      {shown.map((icon) => (
        <li key={icon.id}>
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d={icon.path} fill="currentColor" />
          </svg>
          <span>{icon.label}</span>
        </li>
      ))}
    </ul>
  );
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => <p key={p.slice(0, 40)}>{p}</p>);

export function Component() {
  const { t } = useLingui();
  const [page, status, declination, awards, recommended, icons, params, fileConfig] = useUnit([
    $productPage,
    $productStatus,
    $declination,
    $awards,
    $recommended,
    $mealIcons,
    $parameters,
    $productFileConfig,
  ]);
  if (status !== 200 || !page) return <ErrorPage status={status === 200 ? 404 : status} />;
  const { product } = page;
  const listing = (product.listing ?? []).filter((c) => c.path !== '/');
  const back = listing[listing.length - 1];
  const unit = declination ?? product;
  const sheetPath = `/api/product/generate/file/${product.id}${declination ? `/${declination.id}` : ''}`;
  return (
    <article className="detail-page product-page">
      <Breadcrumbs
        crumbs={[...listing, { title: product.name, path: productPath(product, page.declinationId) }]}
      />
      <ShopBanners
        alcohol={parameterFlag(params, 'ALCOHOL_BANNER')}
        breathalyser={parameterFlag(params, 'BREATHALYSER_BANNER')}
      />
      <div className="product-main">
        <ProductPicture product={product} />
        <div className="product-buy">
          <h1 className="page-title">{product.name}</h1>
          {product.appellation && <p className="product-appellation">{product.appellation}</p>}
          {declination && <DeclinationChoice product={product} current={declination} />}
          <Price final={unit.finalPrice} price={unit.price} discount={unit.discount} />
          <StockState
            inStock={unit.inStock}
            left={unit.setQuantity ? unit.quantity : null}
            show={parameterFlag(params, 'PRODUCT_DISPLAY_STOCK')}
          />
          <AddToCart key={declination?.id ?? 0} product={product} declination={declination} />
          {(declination?.sellByMultipleOf ?? product.sellByMultipleOf) > 1 && (
            <p className="product-multiple">
              <Trans>Sold by {declination?.sellByMultipleOf ?? product.sellByMultipleOf} bottles.</Trans>
            </p>
          )}
          {fileConfig?.enabled === true && (
            <p>
              <a className="button button-secondary" href={sheetPath} download>
                <Trans>Download the technical sheet (PDF)</Trans>
              </a>
            </p>
          )}
        </div>
      </div>
      <Facts product={product} declination={declination} params={params} />
      {product.description && <div className="product-description">{paragraphs(product.description)}</div>}
      {product.products.length > 0 && (
        <Section title={t`In the box`}>
          <ul className="box-contents">
            {product.products.map((c) => (
              <li key={`${c.id}-${c.declinationId}`}>
                {c.quantity} ×{' '}
                <AppLink to={productPath(c, c.declinationId)}>
                  {[c.name, c.year].filter(Boolean).join(' ')}
                </AppLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {product.tastingNotes && <Section title={t`Tasting notes`}>{paragraphs(product.tastingNotes)}</Section>}
      {product.servingAdvice && <Section title={t`Serving`}>{paragraphs(product.servingAdvice)}</Section>}
      {parameterFlag(params, 'PRODUCT_DISPLAY_PAIRINGS') &&
        product.pairings.length > 0 &&
        icons.length > 0 && (
          <Section title={t`Food pairings`}>
            <Pairings ids={product.pairings} icons={icons} />
          </Section>
        )}
      {parameterFlag(params, 'PRODUCT_DISPLAY_AWARDS') && awards.length > 0 && (
        <Section title={t`Awards`}>
          <ul className="awards">
            {awards.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong> — {a.competition}
                {a.year ? ` ${a.year}` : ''}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {parameterFlag(params, 'PRODUCT_DISPLAY_RECOMMENDED') && recommended.length > 0 && (
        <Section title={t`You may also like`}>
          <ProductCards items={recommended} params={params} className="wine-items recommended" />
        </Section>
      )}
      <HealthMessage />
      <DetailBack to={back} />
    </article>
  );
}
