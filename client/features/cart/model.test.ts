import { allSettled, fork, type Scope, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartCheck, Product, ProductStock } from '#shared/contracts/shop.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { type ApiRequest, requestFx } from '../../shared/api/request.ts';
import { cartProductOf } from './lines.ts';
import {
  $addresses,
  $carrier,
  $cartBottles,
  $cartCheck,
  $cartCount,
  $cartError,
  $cartLines,
  $cartReady,
  $cartSubtotal,
  $city,
  $clickAndCollect,
  $country,
  $deliveryType,
  $phone,
  $pickupAddress,
  $shippingPrices,
  CART_NOT_CHECKED,
  CART_OFFLINE,
  type CartError,
  cartCleared,
  cartDeliveryChanged,
  cartRestoreRequested,
  cartStorageChanged,
  cartValidationRequested,
  lineRemoved,
  productAdded,
  quantityStepped,
  quantityTyped,
  watchCartStorage,
} from './model.ts';
import { CART_KEYS } from './storage.ts';
import { cartStorageHandlers, type MemoryStorage, memoryStorage, products } from './testing.ts';
import type { CartDelivery, CartLine } from './types.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answers = Parameters<typeof fakeApi>[0];

/** A tab: its own scope, the storage shared with the other tabs. */
function tab(storage: MemoryStorage = memoryStorage(), answers: Answers = {}) {
  const api = fakeApi(answers);
  const scope = fork({ handlers: [[requestFx, api.handler], ...cartStorageHandlers(storage)] });
  return { scope, storage, api };
}

const add = (scope: Scope, product: Product, declinationId: number | null, quantity?: number) =>
  allSettled(productAdded, { scope, params: { product, declinationId, quantity } });

/** The lines as product/declination/quantity, what most tests look at. */
const summary = (scope: Scope) =>
  scope.getState($cartLines).map((l) => [l.product.id, l.declinationId, l.quantity] as const);

const storedLines = (storage: MemoryStorage): CartLine[] =>
  JSON.parse(storage.items.get('wine-cart') ?? '{"lines":[]}').lines;

const { pinot, chablis, halfBottle, box, table } = products;
type Added = [Product, number | null, number?];

describe('adding to the cart', () => {
  it.each<[string, Added[], (readonly [number, number | null, number])[]]>([
    [
      'the same product and declination twice raise one line',
      [
        [pinot, 7],
        [pinot, 7],
      ],
      [[3, 7, 2]],
    ],
    [
      'two declinations make two lines',
      [
        [pinot, 7],
        [pinot, 8],
      ],
      [
        [3, 7, 1],
        [3, 8, 1],
      ],
    ],
    ['a wine sold by 6 comes by 6', [[chablis, 50]], [[5, 50, 6]]],
    ['a quantity asked is rounded up to the multiple', [[chablis, 50, 8]], [[5, 50, 12]]],
    [
      'a second add of a wine sold by 6 adds 6',
      [
        [chablis, 50],
        [chablis, 50],
      ],
      [[5, 50, 12]],
    ],
    ['a quantity asked below 1 is one multiple', [[chablis, 50, 0]], [[5, 50, 6]]],
    ['a product without declinations', [[table, null, 3]], [[10, null, 3]]],
    ['a quantity never goes above what a request carries', [[chablis, 50, 20_000]], [[5, 50, 9996]]],
    ['a declination the product does not sell adds nothing', [[pinot, 99]], []],
    ['a product sold by declination needs one', [[pinot, null]], []],
    ['a product without declinations takes none', [[table, 7]], []],
  ])('%s', async (_, adds, expected) => {
    const { scope } = tab();
    for (const [product, declinationId, quantity] of adds) await add(scope, product, declinationId, quantity);
    expect(summary(scope)).toEqual(expected);
  });

  it('keeps a snapshot of what the cart shows, the chosen declination with it', async () => {
    const { scope } = tab();
    await add(scope, pinot, 8);
    const [line] = scope.getState($cartLines);
    expect(line).toEqual({ id: 0, product: cartProductOf(pinot, 8), declinationId: 8, quantity: 1 });
    expect(line!.product.declination).toMatchObject({ id: 8, year: 2023, capacity: 75, finalPrice: 22.05 });
    expect(line!.product).not.toHaveProperty('description');
  });
});

describe('changing a quantity', () => {
  /** A click on + or −, or a quantity typed by hand. */
  type Action = 1 | -1 | { typed: number };

  it.each<[string, Product, number, Action[], number]>([
    ['up by the multiple', chablis, 50, [1], 12],
    ['up then down', chablis, 50, [1, -1], 6],
    ['never below one multiple', chablis, 50, [-1, -1], 6],
    ['by 1 for a wine sold by the bottle', pinot, 7, [1, 1], 3],
    ['typed below 0 becomes 1', chablis, 50, [{ typed: -3 }], 1],
    ['typed 2.7 becomes 2', pinot, 7, [{ typed: 2.7 }], 2],
    ['typed nonsense becomes 1', pinot, 7, [{ typed: Number.NaN }], 1],
    ['typed too much stops at 9 999', pinot, 7, [{ typed: 25_000 }], 9999],
    ['off the multiple, up goes to the next multiple', chablis, 50, [{ typed: 8 }, 1], 12],
    ['off the multiple, down goes to the one below', chablis, 50, [{ typed: 8 }, -1], 6],
    ['up stops at the last multiple a request carries', chablis, 50, [{ typed: 9996 }, 1], 9996],
  ])('%s', async (_, product, declinationId, actions, expected) => {
    const { scope } = tab();
    await add(scope, product, declinationId);
    const lineId = scope.getState($cartLines)[0]!.id;
    for (const action of actions) {
      await (typeof action === 'number'
        ? allSettled(quantityStepped, { scope, params: { lineId, direction: action } })
        : allSettled(quantityTyped, { scope, params: { lineId, value: action.typed } }));
    }
    expect(summary(scope)).toEqual([[product.id, declinationId, expected]]);
  });

  it('a line that is not there changes nothing', async () => {
    const { scope, storage } = tab();
    await add(scope, pinot, 7);
    const setItem = vi.spyOn(storage, 'setItem');
    await allSettled(quantityStepped, { scope, params: { lineId: 42, direction: 1 } });
    await allSettled(lineRemoved, { scope, params: 42 });
    expect(summary(scope)).toEqual([[3, 7, 1]]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a line removed is gone, the others keep their ids', async () => {
    const { scope, storage } = tab();
    await add(scope, pinot, 7);
    await add(scope, table, null);
    await allSettled(lineRemoved, { scope, params: 0 });
    expect(scope.getState($cartLines).map((l) => [l.id, l.product.id])).toEqual([[1, 10]]);
    expect(storedLines(storage).map((l) => l.id)).toEqual([1]);
  });
});

describe('line ids', () => {
  const line = (id: number, product: Product, declinationId: number | null): CartLine => ({
    id,
    product: cartProductOf(product, declinationId)!,
    declinationId,
    quantity: 1,
  });

  it('wrap to 0 at 100 000 and skip the ids still held', async () => {
    const storage = memoryStorage({
      'wine-cart': JSON.stringify({ v: 1, nextId: 99_999, lines: [line(0, pinot, 7)] }),
    });
    const { scope } = tab(storage);
    await allSettled(cartRestoreRequested, { scope });
    await add(scope, table, null);
    await add(scope, chablis, 50);
    expect(scope.getState($cartLines).map((l) => l.id)).toEqual([0, 99_999, 1]);
    expect(JSON.parse(storage.items.get('wine-cart')!).nextId).toBe(2);
  });
});

describe('what the cart counts', () => {
  it('quantities, bottles (a half bottle counts ½, a box its bottles) and the subtotal to the cent', async () => {
    const { scope } = tab();
    await add(scope, halfBottle, 60, 2);
    await add(scope, box, null);
    await add(scope, table, null);
    await add(scope, pinot, 7, 3);
    expect(scope.getState($cartCount)).toBe(7);
    expect(scope.getState($cartBottles)).toBe(1 + 6 + 1 + 3);
    // 19.90 + 79.90 + 15.00 + 66.15 (22.05 × 3 is 66.15000000000001 in floating point)
    expect(scope.getState($cartSubtotal)).toBe(180.95);
  });

  it('an empty cart counts nothing', () => {
    const { scope } = tab();
    expect([scope.getState($cartCount), scope.getState($cartBottles), scope.getState($cartSubtotal)]).toEqual(
      [0, 0, 0],
    );
  });
});

const delivery: CartDelivery = {
  deliveryType: 'clickAndCollect',
  city: { postalCode: '21200', name: 'Beaune' },
  country: { id: 75, alphaTwo: 'FR', alphaThree: 'FRA' },
  carrier: {
    id: 2,
    name: 'Colissimo',
    fdp: 12.5,
    price: 12.5,
    serviceCode: 'DOM',
    siteType: null,
    deliveryType: 'DELIVERY',
    quoteId: null,
    transitDays: null,
  },
  addresses: {
    shipping: null,
    billing: {
      firstName: 'Anne',
      lastName: 'Martin',
      company: null,
      address: '2 rue des Vignes',
      addressPart2: null,
      postalCode: '21200',
      city: 'Beaune',
      countryCode: 'FR',
    },
  },
  phone: '0380000000',
  clickAndCollect: { date: '2026-06-12', idAddress: 1, idSchedule: 3 },
  pickupAddress: {
    id: 'FR-21200-01',
    name: 'Tabac de la gare',
    address: '1 place de la Gare',
    postalCode: '21200',
    city: 'Beaune',
    countryCode: 'FR',
  },
  shippingPrices: [],
};
const deliveryOf = (scope: Scope): CartDelivery => ({
  deliveryType: scope.getState($deliveryType),
  city: scope.getState($city),
  country: scope.getState($country),
  carrier: scope.getState($carrier),
  addresses: scope.getState($addresses),
  phone: scope.getState($phone),
  clickAndCollect: scope.getState($clickAndCollect),
  pickupAddress: scope.getState($pickupAddress),
  shippingPrices: scope.getState($shippingPrices),
});

describe('the delivery fields', () => {
  it('are stored under their keys and come back in another tab', async () => {
    const { scope, storage } = tab();
    await allSettled(cartDeliveryChanged, { scope, params: delivery });
    expect(deliveryOf(scope)).toEqual(delivery);
    expect(JSON.parse(storage.items.get('city-cart')!)).toEqual({ v: 1, value: delivery.city });
    // the empty list is the empty value: no key
    expect(storage.items.has('shipping-prices-cart')).toBe(false);
    const other = tab(storage);
    await allSettled(cartRestoreRequested, { scope: other.scope });
    expect(deliveryOf(other.scope)).toEqual(delivery);
  });

  it('a field left out is kept', async () => {
    const { scope } = tab();
    await allSettled(cartDeliveryChanged, { scope, params: delivery });
    await allSettled(cartDeliveryChanged, { scope, params: { phone: '0612345678', city: undefined } });
    expect(deliveryOf(scope)).toEqual({ ...delivery, phone: '0612345678' });
  });
});

describe('clearing the cart', () => {
  it('resets every store to its default and removes every key', async () => {
    const { scope, storage } = tab(memoryStorage({ 'popup-3': '1760000000000' }), {
      'POST /order/validate': failure(400, null, 'Un produit n’est plus vendu.'),
    });
    await add(scope, pinot, 7);
    await allSettled(cartDeliveryChanged, {
      scope,
      params: { ...delivery, shippingPrices: [delivery.carrier!] },
    });
    await allSettled(cartValidationRequested, { scope });
    expect(scope.getState($cartError)).not.toBeNull();
    expect(storage.items.size).toBe(11);

    await allSettled(cartCleared, { scope });
    expect(scope.getState($cartLines)).toEqual([]);
    expect(deliveryOf(scope)).toEqual({
      deliveryType: 'delivery',
      city: null,
      country: null,
      carrier: null,
      addresses: { shipping: null, billing: null },
      phone: null,
      clickAndCollect: { date: null, idAddress: null, idSchedule: null },
      pickupAddress: null,
      shippingPrices: [],
    });
    expect([scope.getState($cartError), scope.getState($cartCheck)]).toEqual([null, null]);
    expect([...storage.items.keys()]).toEqual(['popup-3']);
    // the counter starts again
    await add(scope, table, null);
    expect(scope.getState($cartLines)[0]!.id).toBe(0);
  });
});

describe('restoring the cart', () => {
  const stored = {
    'wine-cart': JSON.stringify({
      v: 1,
      nextId: 5,
      lines: [{ id: 4, product: cartProductOf(chablis, 50), declinationId: 50, quantity: 12 }],
    }),
    'delivery-type-cart': JSON.stringify({ v: 1, value: 'no_delivery' }),
    'phone-cart': JSON.stringify({ v: 1, value: '0380000000' }),
  };

  it('is not done before the browser asks: the cart is not ready and empty', () => {
    const { scope } = tab(memoryStorage(stored));
    expect(scope.getState($cartReady)).toBe(false);
    expect(scope.getState($cartLines)).toEqual([]);
  });

  it('brings a valid stored cart back', async () => {
    const { scope } = tab(memoryStorage(stored));
    await allSettled(cartRestoreRequested, { scope });
    expect(scope.getState($cartReady)).toBe(true);
    expect(summary(scope)).toEqual([[5, 50, 12]]);
    expect([scope.getState($deliveryType), scope.getState($phone)]).toEqual(['no_delivery', '0380000000']);
    await add(scope, table, null);
    expect(scope.getState($cartLines).map((l) => l.id)).toEqual([4, 5]);
  });

  const line = (extra: object) => ({
    id: 0,
    product: cartProductOf(pinot, 7),
    declinationId: 7,
    quantity: 1,
    ...extra,
  });
  it.each([
    ['corrupt JSON', 'wine-cart', '{"v":1,'],
    ['a wrong shape', 'wine-cart', JSON.stringify({ v: 1, lines: 'all' })],
    [
      'a negative quantity',
      'wine-cart',
      JSON.stringify({ v: 1, nextId: 1, lines: [line({ quantity: -1 })] }),
    ],
    ['an older version', 'wine-cart', JSON.stringify({ nextId: 1, lines: [line({})] })],
    ['an unknown delivery type', 'delivery-type-cart', JSON.stringify({ v: 1, value: 'teleport' })],
    ['a corrupt city', 'city-cart', '{{'],
  ])('drops %s without throwing and removes the key', async (_, key, value) => {
    const { scope, storage } = tab(memoryStorage({ [key]: value, 'phone-cart': stored['phone-cart'] }));
    await allSettled(cartRestoreRequested, { scope });
    expect(storage.items.has(key)).toBe(false);
    expect(scope.getState($cartReady)).toBe(true);
    expect(scope.getState($cartLines)).toEqual([]);
    expect([scope.getState($deliveryType), scope.getState($city)]).toEqual(['delivery', null]);
    expect(scope.getState($phone)).toBe('0380000000');
  });
});

describe('two tabs', () => {
  it('never lose a line: each change applies to the cart as stored, the storage event updates the other', async () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    await allSettled(cartRestoreRequested, { scope: a.scope });
    await allSettled(cartRestoreRequested, { scope: b.scope });

    await add(a.scope, pinot, 7);
    // B has not heard of it yet
    expect(summary(b.scope)).toEqual([]);
    await add(b.scope, table, null);
    expect(storedLines(storage).map((l) => [l.id, l.product.id])).toEqual([
      [0, 3],
      [1, 10],
    ]);
    expect(summary(b.scope)).toEqual([
      [3, 7, 1],
      [10, null, 1],
    ]);

    // the browser fires `storage` in A; the UI's listener passes it on
    const window = new EventTarget();
    const stop = watchCartStorage(a.scope, window);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: CART_KEYS.wine }));
    await allSettled(a.scope);
    expect(summary(a.scope)).toEqual([
      [3, 7, 1],
      [10, null, 1],
    ]);

    // A raises a line B raised meanwhile: B's raise is kept
    await allSettled(quantityStepped, { scope: b.scope, params: { lineId: 0, direction: 1 } });
    await allSettled(quantityStepped, { scope: a.scope, params: { lineId: 0, direction: 1 } });
    expect(storedLines(storage)[0]!.quantity).toBe(3);

    stop();
    await add(b.scope, chablis, 50);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: CART_KEYS.wine }));
    await allSettled(a.scope);
    expect(summary(a.scope)).toHaveLength(2);
  });

  it('read again only for the cart’s keys, or a cleared storage', async () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    await add(b.scope, pinot, 7);
    await allSettled(cartStorageChanged, { scope: a.scope, params: 'popup-3' });
    expect(summary(a.scope)).toEqual([]);
    await allSettled(cartStorageChanged, { scope: a.scope, params: null });
    expect(summary(a.scope)).toEqual([[3, 7, 1]]);
    await allSettled(cartCleared, { scope: b.scope });
    await allSettled(cartStorageChanged, { scope: a.scope, params: 'wine-cart' });
    expect(summary(a.scope)).toEqual([]);
  });
});

describe('validating the cart', () => {
  const checkLine = (id: number, declinationId: number | null, quantity: number, extra: object = {}) => ({
    id,
    declinationId,
    quantity,
    available: null,
    sellByMultipleOf: 1,
    finalPrice: 22.05,
    problem: null,
    message: null,
    ...extra,
  });
  const check = (valid: boolean, lines: CartCheck['lines']): CartCheck => ({
    valid,
    lines,
    bottles: 6,
    minBottles: null,
    maxBottles: null,
    subtotal: 132.3,
  });

  it('sends the lines, stores the check and clears the error when the server agrees', async () => {
    const answer = check(true, [checkLine(3, 7, 2), checkLine(10, null, 1)]);
    const { scope, api } = tab(memoryStorage(), {
      'POST /order/validate': ok(answer),
    });
    await add(scope, pinot, 7, 2);
    await add(scope, table, null);
    await allSettled(cartValidationRequested, { scope });
    expect(api.called('POST /order/validate')[0]?.body).toEqual({
      products: [
        { id: 3, declinationId: 7, quantity: 2 },
        { id: 10, quantity: 1 },
      ],
    });
    expect(scope.getState($cartCheck)).toEqual(answer);
    expect(scope.getState($cartError)).toBeNull();
  });

  it('sends nothing for an empty cart', async () => {
    const { scope, api } = tab();
    await allSettled(cartValidationRequested, { scope });
    expect(api.calls).toEqual([]);
  });

  it('on a cart to fix (409): stores the check and the message, then brings the lines down to the stock', async () => {
    const refusal = check(false, [
      checkLine(5, 50, 18, { available: 10, sellByMultipleOf: 6, problem: 'short_stock', message: 'x' }),
      checkLine(3, 7, 2, { available: 0, problem: 'out_of_stock', message: 'y' }),
      checkLine(9, null, 1),
      checkLine(10, null, 4),
    ]);
    const stocks: ProductStock[] = [
      {
        id: 5,
        quantity: 10,
        setQuantity: true,
        inStock: true,
        declination: [{ id: 50, quantity: 10, setQuantity: true, inStock: true }],
      },
      {
        id: 3,
        quantity: 0,
        setQuantity: true,
        inStock: false,
        declination: [{ id: 7, quantity: 0, setQuantity: true, inStock: false }],
      },
      { id: 9, quantity: 0, setQuantity: false, inStock: true, declination: [] },
      { id: 10, quantity: 40, setQuantity: true, inStock: true, declination: [] },
    ];
    const message = 'Il ne reste que 10 Chablis 2024 75 cl.';
    const { scope, storage, api } = tab(memoryStorage(), {
      'POST /order/validate': failure(409, refusal, message),
      'PUT /product/quantities': ok(stocks),
    });
    await add(scope, chablis, 50, 18);
    await add(scope, pinot, 7, 2);
    await add(scope, box, null);
    await add(scope, table, null, 4);
    await allSettled(cartValidationRequested, { scope });

    expect(scope.getState($cartCheck)).toEqual(refusal);
    expect(scope.getState($cartError)).toBe(message);
    expect(api.called('PUT /product/quantities')[0]?.body).toEqual({
      products: [{ id: 5 }, { id: 3 }, { id: 9 }, { id: 10 }],
    });
    // 10 left of a wine sold by 6: 6; none of the pinot: removed; the box's stock is not counted
    const expected = [
      [5, 50, 6],
      [9, null, 1],
      [10, null, 4],
    ];
    expect(summary(scope)).toEqual(expected);
    expect(storedLines(storage).map((l) => [l.product.id, l.declinationId, l.quantity])).toEqual(expected);
  });

  it.each<[string, (request: ApiRequest) => never | ReturnType<typeof failure>, CartError]>([
    [
      'another refusal: its message',
      () => failure(400, [], 'Un produit n’est plus vendu.'),
      'Un produit n’est plus vendu.',
    ],
    ['a refusal without a message: ours, translated by the view', () => failure(500), CART_NOT_CHECKED],
    [
      'no answer (the network): ours, translated by the view',
      () => {
        throw new TypeError('fetch failed');
      },
      CART_OFFLINE,
    ],
  ])('on %s as the cart error, and no refresh', async (_, answer, error) => {
    const { scope, api } = tab(memoryStorage(), { 'POST /order/validate': answer });
    await add(scope, pinot, 7);
    await allSettled(cartValidationRequested, { scope });
    expect(scope.getState($cartError)).toBe(error);
    expect(scope.getState($cartCheck)).toBeNull();
    expect(api.called('PUT /product/quantities')).toEqual([]);
    expect(summary(scope)).toEqual([[3, 7, 1]]);
  });

  it('drops the lines the shop no longer sells (a 400 naming them), keeps the others', async () => {
    const { scope } = tab(memoryStorage(), {
      'POST /order/validate': failure(
        400,
        [{ path: 'products.1.id', message: 'unknown_product' }],
        'Certains produits de votre panier ne sont plus vendus ici.',
      ),
    });
    await add(scope, pinot, 7);
    await add(scope, chablis, null);
    await allSettled(cartValidationRequested, { scope });
    expect(scope.getState($cartError)).toBe('Certains produits de votre panier ne sont plus vendus ici.');
    expect(summary(scope).map(([id]) => id)).toEqual([pinot.id]);
  });

  it('a failed refresh stores its message', async () => {
    const { scope } = tab(memoryStorage(), {
      'POST /order/validate': failure(
        409,
        check(false, [checkLine(3, 7, 1, { problem: 'out_of_stock' })]),
        'Épuisé.',
      ),
      'PUT /product/quantities': failure(400, [], 'Un produit n’est plus vendu.'),
    });
    await add(scope, pinot, 7);
    await allSettled(cartValidationRequested, { scope });
    expect(scope.getState($cartError)).toBe('Un produit n’est plus vendu.');
    expect(summary(scope)).toEqual([[3, 7, 1]]);
  });
});

describe('on the server', () => {
  it('nothing touches local storage, and no cart store is in the serialized state', async () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, 'getItem');
    // Node 25 has a global localStorage: the model must still leave it alone
    vi.stubGlobal('localStorage', storage);
    const scope = fork();
    await add(scope, pinot, 7);
    await allSettled(cartDeliveryChanged, { scope, params: delivery });
    // the model works in memory all the same
    expect(summary(scope)).toEqual([[3, 7, 1]]);
    expect(scope.getState($phone)).toBe(delivery.phone);
    expect(getItem).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);

    const state = JSON.stringify(serialize(scope));
    expect(state).not.toContain(pinot.slug);
    expect(state).not.toContain(delivery.phone);
    expect(scope.getState($cartReady)).toBe(false);
  });

  it('in memory, changes in one go are all kept', async () => {
    const scope = fork();
    await Promise.all([add(scope, pinot, 7), add(scope, pinot, 8), add(scope, table, null)]);
    expect(summary(scope)).toEqual([
      [3, 7, 1],
      [3, 8, 1],
      [10, null, 1],
    ]);
    expect(scope.getState($cartLines).map((l) => l.id)).toEqual([0, 1, 2]);
  });
});
