// SPEC §4's delivery rules of the cart, on the cart as stored.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { carrierChosen, deliveryTypeChosen, shippingFeesRequested } from './delivery.ts';
import {
  $carrier,
  $cartError,
  $city,
  $deliveryType,
  $pickupAddress,
  $shippingPrices,
  cartDeliveryChanged,
  productAdded,
} from './model.ts';
import { cartStorageHandlers, memoryStorage, products } from './testing.ts';

const offer = {
  id: 1,
  name: 'Colissimo à domicile',
  fdp: 15.9,
  price: 15.9,
  deliveryType: 'DELIVERY' as const,
};
const carrier = { ...offer, serviceCode: null, siteType: null, quoteId: null, transitDays: null };

async function cartWithLine(answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ 'POST /calculate/shipping-fees': answer });
  const scope = fork({ handlers: [[requestFx, api.handler], ...cartStorageHandlers(memoryStorage())] });
  await allSettled(productAdded, {
    scope,
    params: { product: products.pinot, declinationId: 7, quantity: 2 },
  });
  await allSettled(cartDeliveryChanged, {
    scope,
    params: { carrier, city: { postalCode: '21190', name: 'Meursault' } },
  });
  return { scope, api };
}

describe('the cart’s delivery (SPEC §4)', () => {
  it('asks the fees for its lines; the answer replaces the carrier with none and sets the price list', async () => {
    const { scope, api } = await cartWithLine(ok([offer]));
    await allSettled(shippingFeesRequested, { scope, params: { postalCode: '21190', country: 250 } });
    expect(api.called('POST /calculate/shipping-fees')[0]?.body).toEqual({
      products: [{ idProduct: products.pinot.id, declinationId: 7, quantity: 2 }],
      postalCode: '21190',
      country: 250,
    });
    expect(scope.getState($carrier)).toBeNull();
    expect(scope.getState($shippingPrices)).toEqual([carrier]);
    await allSettled(carrierChosen, { scope, params: carrier });
    expect(scope.getState($carrier)).toEqual(carrier);
  });

  it('keeps an export service with its code, its quote and its transit time (ADR 012)', async () => {
    const service = {
      id: 0,
      name: 'Transporteur export standard',
      fdp: 27.9,
      price: 27.9,
      deliveryType: 'DELIVERY' as const,
      serviceCode: 'EXPORT_STANDARD',
      siteType: 'VIGNOBLE_EXPORT' as const,
      quoteId: 'Qm9yZGVhdXgtQm9yZGVhdXg',
      transitDays: [3, 5] as [number, number],
    };
    const { scope } = await cartWithLine(ok([service]));
    await allSettled(shippingFeesRequested, { scope, params: { postalCode: '10117', country: 276 } });
    expect(scope.getState($shippingPrices)).toEqual([service]);
  });

  it('clears the carrier and the price list on a failure, and keeps its message', async () => {
    const { scope } = await cartWithLine(
      failure(409, null, 'Aucun transporteur du domaine ne livre à cette adresse.'),
    );
    await allSettled(shippingFeesRequested, { scope, params: { postalCode: '97400', country: 250 } });
    expect([scope.getState($carrier), scope.getState($shippingPrices)]).toEqual([null, []]);
    expect(scope.getState($cartError)).toBe('Aucun transporteur du domaine ne livre à cette adresse.');
  });

  it('resets the carrier, the city, the price list and the access point for click-and-collect', async () => {
    const { scope } = await cartWithLine(ok([offer]));
    await allSettled(shippingFeesRequested, { scope, params: { postalCode: '21190', country: 250 } });
    await allSettled(cartDeliveryChanged, {
      scope,
      params: {
        carrier,
        pickupAddress: {
          id: 'R1',
          name: 'Tabac',
          address: '1 rue',
          postalCode: '21190',
          city: 'Meursault',
          countryCode: 'FR',
        },
      },
    });
    await allSettled(deliveryTypeChosen, { scope, params: 'clickAndCollect' });
    expect(scope.getState($deliveryType)).toBe('clickAndCollect');
    expect([
      scope.getState($carrier),
      scope.getState($city),
      scope.getState($shippingPrices),
      scope.getState($pickupAddress),
    ]).toEqual([null, null, [], null]);
    await allSettled(deliveryTypeChosen, { scope, params: 'delivery' });
    expect(scope.getState($deliveryType)).toBe('delivery');
  });

  it('asks nothing for an empty cart', async () => {
    const api = fakeApi({});
    const scope = fork({ handlers: [[requestFx, api.handler], ...cartStorageHandlers(memoryStorage())] });
    await allSettled(shippingFeesRequested, { scope, params: { postalCode: '21190', country: 250 } });
    expect(api.calls).toEqual([]);
  });
});
