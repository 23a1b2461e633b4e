import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { parameterFlag, parameterValue } from '#shared/config/parameter-map.ts';
import { ROUTES } from '#shared/config/routes.ts';
import type { OrderAddress, OrderBody, PaymentMethod } from '#shared/contracts/checkout.ts';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { formatPrice, HealthMessage, ShopBanners } from '../../entities/product/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import {
  $carrier,
  $cartError,
  $cartLines,
  $cartReady,
  $cartSubtotal,
  carrierChosen,
  cartLineName,
  deliveryTypeChosen,
  lineUnitPrice,
  shippingFeesRequested,
} from '../../features/cart/index.ts';
import { useCartStarted } from '../../features/cart/use-cart.ts';
import { CollectionSlotPicker } from '../../features/checkout/collection-slot-picker.tsx';
import { RelayPointPicker } from '../../features/checkout/relay-point-picker.tsx';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { ApiForm, FormSubmit, formText } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/ui/form.tsx';
import { CarrierChoice, ExportDutiesNotice } from './carrier-choice.tsx';
import {
  $cardOffered,
  $collectionAddresses,
  $countries,
  $discount,
  $orderRefusal,
  checkoutForm,
  discountFx,
  discountRemoved,
} from './model.ts';
import './checkout.css';

type Mode = 'home' | 'relay' | 'collect';
type Slot = { date: string; idSchedule: number; from: string; to: string };

const FRANCE = 250;

const lineName = cartLineName;

/** An address's fields, named after the order body's paths so that the server's errors land. */
function AddressFields({
  prefix,
  countries,
}: {
  prefix: string;
  countries: { value: string; label: string }[];
}) {
  const { t } = useLingui();
  return (
    <div className="checkout-address">
      <TextField name={`${prefix}.address`} label={t`Address`} autoComplete="address-line1" required />
      <TextField
        name={`${prefix}.addressPart2`}
        label={t`Address, continued`}
        autoComplete="address-line2"
        optional
      />
      <div className="checkout-row">
        <TextField
          name={`${prefix}.postalCode`}
          label={t`Postal code`}
          autoComplete="postal-code"
          inputMode="text"
          required
        />
        <TextField name={`${prefix}.city`} label={t`City`} autoComplete="address-level2" required />
      </div>
      {countries.length > 1 ? (
        <SelectField
          name={`${prefix}.country`}
          label={t`Country`}
          options={countries}
          defaultValue={String(FRANCE)}
          required
        />
      ) : (
        <input type="hidden" name={`${prefix}.country`} value={countries[0]?.value ?? String(FRANCE)} />
      )}
    </div>
  );
}

function addressOf(
  data: FormData,
  prefix: string,
  names: { firstname: string; lastname: string },
): OrderAddress {
  const text = (name: string) => formText(data, `${prefix}.${name}`);
  return {
    ...names,
    address: text('address'),
    addressPart2: text('addressPart2') || null,
    postalCode: text('postalCode'),
    city: text('city'),
    country: Number(text('country')) || FRANCE,
  };
}

export function Component() {
  const { t, i18n } = useLingui();
  useCartStarted();
  const hydrated = useHydrated();
  const [lines, ready, subtotal, carrier, cartError, params, countries, collection, discount, refusal] =
    useUnit([
      $cartLines,
      $cartReady,
      $cartSubtotal,
      $carrier,
      $cartError,
      $parameters,
      $countries,
      $collectionAddresses,
      $discount,
      $orderRefusal,
    ]);
  const cardOffered = useUnit($cardOffered);
  const [askFees, chooseType, chooseCarrier, applyCode, removeCode, discountPending] = useUnit([
    shippingFeesRequested,
    deliveryTypeChosen,
    carrierChosen,
    discountFx,
    discountRemoved,
    discountFx.pending,
  ]);
  const [mode, setMode] = useState<Mode>('home');
  const [destination, setDestination] = useState<{
    postalCode: string;
    city: string;
    country: number;
  } | null>(null);
  const [accessPoint, setAccessPoint] = useState<AccessPoint | null>(null);
  const [idAddress, setIdAddress] = useState<number | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [sameBilling, setSameBilling] = useState(true);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);

  const countryOptions = countries.map((c) => ({ value: String(c.id), label: c.name }));
  const collectionAddress = collection.find((a) => a.id === idAddress) ?? collection[0] ?? null;
  const blockMinors = parameterFlag(params, 'BLOCK_MINORS');
  const leadTime = parameterValue(params, 'DELIVERY_LEAD_TIME');
  const methods: PaymentMethod[] = [
    ...(cardOffered ? (['CARD'] as const) : []),
    ...(parameterValue(params, 'BANK_TRANSFER_IBAN') ? (['BANK_TRANSFER'] as const) : []),
    ...(mode === 'collect' ? (['AT_COLLECTION'] as const) : []),
  ];
  const method = payment && methods.includes(payment) ? payment : (methods[0] ?? null);

  const shipping = mode === 'collect' ? 0 : (carrier?.fdp ?? null);
  const total = discount ? discount.result.total : shipping === null ? null : subtotal + shipping;

  const changeMode = (next: Mode) => {
    setMode(next);
    discountRemoved();
    if (next === 'collect') {
      chooseType('clickAndCollect');
      setIdAddress(collection[0]?.id ?? null);
    } else {
      chooseType('delivery');
      chooseCarrier(null);
      setAccessPoint(null);
    }
  };

  /** Asks the carriers for the postal code typed in the form that holds the button. */
  const askCarriers = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const data = new FormData(form);
    const prefix = mode === 'home' ? 'address.delivery' : 'relay';
    const postalCode = formText(data, `${prefix}.postalCode`);
    const city = formText(data, `${prefix}.city`);
    const country = Number(formText(data, `${prefix}.country`)) || FRANCE;
    if (!postalCode) return;
    setDestination({ postalCode, city, country });
    setAccessPoint(null);
    removeCode();
    askFees({ postalCode, country });
  };

  const deliveryOf = (): Pick<
    OrderBody,
    'delivery' | 'deliveryPostalCode' | 'deliveryIdCountry' | 'dateSchedule' | 'idSchedule'
  > => {
    if (mode === 'collect')
      return {
        delivery: { type: 'CLICK_AND_COLLECT', idAddress: collectionAddress?.id ?? null },
        dateSchedule: slot?.date ?? null,
        idSchedule: slot?.idSchedule ?? null,
      };
    if (mode === 'relay')
      return {
        delivery: {
          type: 'PICKUP',
          idCarrier: carrier?.id ?? null,
          accessPoint: accessPoint ? { id: accessPoint.id } : null,
        },
        deliveryPostalCode: destination?.postalCode ?? null,
        deliveryIdCountry: destination?.country ?? null,
      };
    return {
      // an export service is named by its quote, never by a price (ADR 012, "Export shipping")
      delivery: carrier?.quoteId
        ? { type: 'DELIVERY', quoteId: carrier.quoteId, serviceCode: carrier.serviceCode }
        : { type: 'DELIVERY', idCarrier: carrier?.id ?? null },
      deliveryPostalCode: destination?.postalCode ?? null,
      deliveryIdCountry: destination?.country ?? null,
    };
  };

  const products = lines.map((l) => ({
    id: l.product.id,
    declinationId: l.declinationId,
    quantity: l.quantity,
  }));

  const onApplyCode = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const data = new FormData(form);
    const code = formText(data, 'discountCode');
    if (!code) return;
    applyCode({
      code,
      products,
      ...deliveryOf(),
      email: formText(data, 'user.email') || null,
    } as Parameters<typeof applyCode>[0]);
  };

  const values = (data: FormData, _event: FormEvent<HTMLFormElement>): OrderBody | null => {
    const names = { firstname: formText(data, 'user.firstname'), lastname: formText(data, 'user.lastname') };
    const delivery = mode === 'home' ? addressOf(data, 'address.delivery', names) : null;
    const billing =
      mode === 'home' && sameBilling && delivery ? delivery : addressOf(data, 'address.billing', names);
    if (!method) return null;
    return {
      products,
      user: {
        ...names,
        email: formText(data, 'user.email'),
        phone: formText(data, 'user.phone'),
        birthdate: formText(data, 'user.birthdate') || null,
      },
      address: { delivery, billing },
      discountCode: discount?.code ?? null,
      message: formText(data, 'message') || null,
      ...deliveryOf(),
      paymentMethod: method,
      // the server refuses an order without it; the client's check says so first
      acceptTerms: (data.get('acceptTerms') === 'on') as true,
    };
  };

  const labels: Record<string, string> = {
    'user.email': t`E-mail address`,
    'user.firstname': t`First name`,
    'user.lastname': t`Last name`,
    'user.phone': t`Phone`,
    'user.birthdate': t`Date of birth`,
    'address.delivery.address': t`Delivery address`,
    'address.delivery.postalCode': t`Delivery postal code`,
    'address.delivery.city': t`Delivery city`,
    'address.billing.address': t`Billing address`,
    'address.billing.postalCode': t`Billing postal code`,
    'address.billing.city': t`Billing city`,
    'delivery.idCarrier': t`Carrier`,
    'delivery.quoteId': t`Carrier`,
    'delivery.accessPoint': t`Relay point`,
    dateSchedule: t`Collection day`,
    idSchedule: t`Collection slot`,
    paymentMethod: t`Payment`,
    acceptTerms: t`Terms of sale`,
  };
  const errorText = cartError === null ? null : typeof cartError === 'string' ? cartError : i18n._(cartError);

  return (
    <div className="checkout-page">
      <h1 className="page-title">
        <Trans>Order</Trans>
      </h1>
      <ShopBanners
        alcohol={parameterFlag(params, 'ALCOHOL_BANNER')}
        breathalyser={parameterFlag(params, 'BREATHALYSER_BANNER')}
      />
      <noscript>
        <p className="checkout-nojs">
          <Trans>
            The cart and the order need JavaScript. Turn it on, or call or write to the estate to order.
          </Trans>
        </p>
      </noscript>
      {!(hydrated && ready) ? (
        <p className="checkout-loading" aria-busy="true">
          <Trans>Loading your cart…</Trans>
        </p>
      ) : lines.length === 0 ? (
        <div className="checkout-empty">
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <p>
            <AppLink className="button" to={ROUTES.cart}>
              <Trans>Back to the cart</Trans>
            </AppLink>
          </p>
        </div>
      ) : (
        <ApiForm
          id="checkout"
          model={checkoutForm}
          labels={labels}
          values={values}
          className="form checkout-form"
        >
          <section className="panel checkout-section" aria-labelledby="checkout-buyer">
            <h2 id="checkout-buyer" className="panel-title">
              <Trans>1. Your details</Trans>
            </h2>
            <TextField
              name="user.email"
              type="email"
              inputMode="email"
              label={labels['user.email']!}
              autoComplete="email"
              required
            />
            <div className="checkout-row">
              <TextField
                name="user.firstname"
                label={labels['user.firstname']!}
                autoComplete="given-name"
                required
              />
              <TextField
                name="user.lastname"
                label={labels['user.lastname']!}
                autoComplete="family-name"
                required
              />
            </div>
            <TextField
              name="user.phone"
              type="tel"
              inputMode="tel"
              label={labels['user.phone']!}
              autoComplete="tel"
              hint={<Trans>For the carrier or the estate to reach you about this order.</Trans>}
              required
            />
            {blockMinors && (
              <TextField
                name="user.birthdate"
                type="date"
                label={labels['user.birthdate']!}
                autoComplete="bday"
                hint={<Trans>The sale of alcohol to minors is forbidden: you must be 18 or over.</Trans>}
                required
              />
            )}
          </section>

          <section className="panel checkout-section" aria-labelledby="checkout-delivery">
            <h2 id="checkout-delivery" className="panel-title">
              <Trans>2. Delivery</Trans>
            </h2>
            <fieldset className="checkout-choices">
              <legend>
                <Trans>How should your wine reach you?</Trans>
              </legend>
              <label className="checkout-choice">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'home'}
                  onChange={() => changeMode('home')}
                />
                <span className="checkout-choice-name">
                  <Trans>Delivered to your door</Trans>
                </span>
              </label>
              <label className="checkout-choice">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'relay'}
                  onChange={() => changeMode('relay')}
                />
                <span className="checkout-choice-name">
                  <Trans>Delivered to a relay point</Trans>
                </span>
              </label>
              {collection.length > 0 && (
                <label className="checkout-choice">
                  <input
                    type="radio"
                    name="mode"
                    checked={mode === 'collect'}
                    onChange={() => changeMode('collect')}
                  />
                  <span className="checkout-choice-name">
                    <Trans>Collected at the estate (free)</Trans>
                  </span>
                </label>
              )}
            </fieldset>

            {mode === 'home' && (
              <>
                <AddressFields prefix="address.delivery" countries={countryOptions} />
                <button type="button" className="button button-secondary" onClick={askCarriers}>
                  <Trans>See the carriers and their prices</Trans>
                </button>
                <CarrierChoice mode="home" />
              </>
            )}
            {mode === 'relay' && (
              <>
                <div className="checkout-row">
                  <TextField
                    name="relay.postalCode"
                    label={t`Postal code`}
                    autoComplete="postal-code"
                    required
                  />
                  <TextField name="relay.city" label={t`City`} autoComplete="address-level2" optional />
                </div>
                <input type="hidden" name="relay.country" value={String(FRANCE)} />
                <button type="button" className="button button-secondary" onClick={askCarriers}>
                  <Trans>Find relay points</Trans>
                </button>
                <CarrierChoice mode="relay" />
                {destination && carrier?.deliveryType === 'PICKUP' && (
                  <RelayPointPicker
                    postalCode={destination.postalCode}
                    city={destination.city}
                    countryId={destination.country}
                    value={accessPoint}
                    onChange={setAccessPoint}
                  />
                )}
              </>
            )}
            {mode === 'collect' && collectionAddress && (
              <>
                {collection.length > 1 ? (
                  <fieldset className="checkout-choices">
                    <legend>
                      <Trans>Where</Trans>
                    </legend>
                    {collection.map((a) => (
                      <label key={a.id} className="checkout-choice">
                        <input
                          type="radio"
                          name="collectionAddress"
                          checked={collectionAddress.id === a.id}
                          onChange={() => {
                            setIdAddress(a.id);
                            setSlot(null);
                          }}
                        />
                        <span className="checkout-choice-name">{a.name}</span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                <p className="checkout-place">
                  <strong>{collectionAddress.name}</strong>
                  <br />
                  {collectionAddress.address}, {collectionAddress.postalCode} {collectionAddress.city}
                </p>
                <CollectionSlotPicker
                  idAddress={collectionAddress.id}
                  value={slot}
                  onChange={(v) => setSlot(v)}
                />
              </>
            )}
            {mode !== 'collect' && leadTime && <p className="checkout-lead-time">{leadTime}</p>}
            {mode !== 'collect' && (
              <p className="checkout-note">
                <Trans>Your parcel is handed over against a signature to an adult only.</Trans>
              </p>
            )}
          </section>

          <section className="panel checkout-section" aria-labelledby="checkout-billing">
            <h2 id="checkout-billing" className="panel-title">
              <Trans>3. Billing address</Trans>
            </h2>
            {mode === 'home' && (
              <label className="checkout-choice">
                <input
                  type="checkbox"
                  checked={sameBilling}
                  onChange={(e) => setSameBilling(e.currentTarget.checked)}
                />
                <span>
                  <Trans>The same as the delivery address</Trans>
                </span>
              </label>
            )}
            {!(mode === 'home' && sameBilling) && (
              <AddressFields prefix="address.billing" countries={countryOptions} />
            )}
          </section>

          <section className="panel checkout-section" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className="panel-title">
              <Trans>4. Payment</Trans>
            </h2>
            {methods.length === 0 ? (
              <p>
                <Trans>The estate takes no order online for this delivery: call or write to it.</Trans>
              </p>
            ) : (
              <fieldset className="checkout-choices">
                <legend>
                  <Trans>How will you pay?</Trans>
                </legend>
                {methods.map((m) => (
                  <label key={m} className="checkout-choice">
                    <input
                      type="radio"
                      name="paymentMethod"
                      checked={method === m}
                      onChange={() => setPayment(m)}
                    />
                    <span className="checkout-choice-name">
                      {m === 'CARD' ? (
                        <Trans>By card, online: the wine is held for 30 minutes while you pay</Trans>
                      ) : m === 'BANK_TRANSFER' ? (
                        <Trans>
                          By bank transfer: the estate’s bank details come with your order; the wine is held
                          for 7 days
                        </Trans>
                      ) : (
                        <Trans>At the estate, when you collect your wine</Trans>
                      )}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {!cardOffered && (
              <p className="checkout-note">
                <Trans>
                  The estate takes no card online: pay by bank transfer, or at the estate when you collect.
                </Trans>
              </p>
            )}
          </section>

          <section className="panel checkout-section checkout-summary" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" className="panel-title">
              <Trans>5. Summary</Trans>
            </h2>
            <ul className="checkout-lines">
              {lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.quantity} × {lineName(line)}
                  </span>
                  <span>{formatPrice(Math.round(lineUnitPrice(line) * line.quantity * 100) / 100)}</span>
                </li>
              ))}
            </ul>
            <div className="checkout-code">
              <TextField
                name="discountCode"
                label={t`Discount code`}
                optional
                defaultValue={discount?.code}
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={onApplyCode}
                disabled={discountPending}
              >
                <Trans>Apply</Trans>
              </button>
              {discount && (
                <button type="button" className="button button-secondary" onClick={() => removeCode()}>
                  <Trans>Remove the code</Trans>
                </button>
              )}
            </div>
            <div className="checkout-error" role="alert">
              {errorText && <p>{errorText}</p>}
              {refusal && <p>{refusal}</p>}
            </div>
            <dl className="checkout-totals">
              <div>
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd>{formatPrice(discount ? discount.result.subtotal : subtotal)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Delivery</Trans>
                </dt>
                <dd>
                  {shipping === null ? (
                    <Trans>choose a carrier</Trans>
                  ) : (
                    formatPrice(discount ? discount.result.shippingFees : shipping)
                  )}
                </dd>
              </div>
              {discount && (
                <div>
                  <dt>
                    <Trans>Discount ({discount.code})</Trans>
                  </dt>
                  <dd>−{formatPrice(discount.result.value)}</dd>
                </div>
              )}
              <div className="checkout-total">
                <dt>
                  <Trans>Total, VAT included</Trans>
                </dt>
                <dd>{total === null ? '—' : formatPrice(total)}</dd>
              </div>
            </dl>
            <TextAreaField
              name="message"
              label={t`A message for the estate`}
              optional
              maxLength={1000}
              rows={3}
            />
            <CheckboxField
              name="acceptTerms"
              required
              label={
                <Trans>
                  I have read and accept the <AppLink to={ROUTES.saleTerms}>terms of sale</AppLink>, including
                  the 14-day right of withdrawal and its form.
                </Trans>
              }
            />
            <p className="checkout-note">
              <Trans>
                Prices include VAT. The delivery cost and lead time are shown above before you order.
              </Trans>
            </p>
            {mode === 'home' && carrier?.quoteId && <ExportDutiesNotice />}
            <FormSubmit>
              <Trans>Order with obligation to pay</Trans>
            </FormSubmit>
          </section>
        </ApiForm>
      )}
      <HealthMessage />
    </div>
  );
}
