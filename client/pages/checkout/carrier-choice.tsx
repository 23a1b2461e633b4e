// The carriers offered for the destination (ADR 012): the estate's within France, the export
// carrier's services abroad, with their transit time and the duties owed at destination.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { formatPrice } from '../../entities/product/index.ts';
import {
  $carrier,
  $shippingPrices,
  type CartCarrier,
  calculateShippingFeesFx,
  carrierChosen,
} from '../../features/cart/index.ts';

/** An offer's identity: the estate's carrier by its id, an export service by its quote. */
export const offerKey = (offer: CartCarrier) => offer.quoteId ?? String(offer.id);

/** Abroad, the buyer owes the destination's excise and VAT on delivery (ADR 012, "Export
 * shipping"): said beside the export prices and before the order. */
export function ExportDutiesNotice() {
  return (
    <p className="checkout-note">
      <Trans>
        Outside France, excise duties and the VAT of the destination country may be due on delivery; they are
        not included in this price.
      </Trans>
    </p>
  );
}

/** The carriers the estate offers for the destination, of the kind the mode needs. */
export function CarrierChoice({ mode }: { mode: 'home' | 'relay' }) {
  const { t } = useLingui();
  const [prices, carrier, choose, asking] = useUnit([
    $shippingPrices,
    $carrier,
    carrierChosen,
    calculateShippingFeesFx.pending,
  ]);
  const offers = prices.filter((p) => p.deliveryType === (mode === 'home' ? 'DELIVERY' : 'PICKUP'));
  if (asking)
    return (
      <p role="status">
        <Trans>Looking for the carriers…</Trans>
      </p>
    );
  if (!offers.length) return null;
  return (
    <fieldset className="checkout-choices">
      <legend>
        <Trans>Carrier</Trans>
      </legend>
      {offers.map((offer: CartCarrier) => (
        <label key={offerKey(offer)} className="checkout-choice">
          <input
            type="radio"
            name="carrier"
            value={offerKey(offer)}
            checked={carrier !== null && offerKey(carrier) === offerKey(offer)}
            onChange={() => choose(offer)}
          />
          <span className="checkout-choice-name">
            {offer.name}
            {offer.transitDays && <TransitTime days={offer.transitDays} />}
          </span>
          <span className="checkout-choice-price">
            {offer.fdp === 0 ? (
              <>
                <Trans>Free</Trans>
                {offer.price > 0 && (
                  <span className="checkout-strike">
                    {' '}
                    <span className="visually-hidden">{t`instead of`} </span>
                    <s>{formatPrice(offer.price)}</s>
                  </span>
                )}
              </>
            ) : (
              formatPrice(offer.fdp)
            )}
          </span>
        </label>
      ))}
      {offers.some((offer) => offer.quoteId !== null) && <ExportDutiesNotice />}
    </fieldset>
  );
}

/** An export service's time on the way. */
function TransitTime({ days: [min, max] }: { days: [number, number] }) {
  return (
    <span className="checkout-choice-detail">
      {' '}
      {min === max ? (
        <Plural value={min} one="(# working day)" other="(# working days)" />
      ) : (
        <Trans>
          ({min} to {max} working days)
        </Trans>
      )}
    </span>
  );
}
