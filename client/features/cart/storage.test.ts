import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartProductOf } from './lines.ts';
import {
  browserStorage,
  CART_KEYS,
  type CartStorage,
  clearCart,
  readCart,
  readCartFx,
  updateCart,
  updateCartFx,
} from './storage.ts';
import { memoryStorage, products } from './testing.ts';
import { type CartLine, type CartState, EMPTY_CART } from './types.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pinotLine: CartLine = {
  id: 0,
  product: cartProductOf(products.pinot, 7)!,
  declinationId: 7,
  quantity: 2,
};
const stored = (value: unknown) => JSON.stringify(value);
const city = { postalCode: '21200', name: 'Beaune' };

describe('the stored format', () => {
  it('keeps the lines under wine-cart as {v: 1, nextId, lines}, every other field as {v: 1, value}', () => {
    const storage = memoryStorage();
    updateCart(storage, (cart) => ({ ...cart, wine: { nextId: 1, lines: [pinotLine] }, city }));
    expect(JSON.parse(storage.items.get('wine-cart')!)).toEqual({ v: 1, nextId: 1, lines: [pinotLine] });
    expect(JSON.parse(storage.items.get('city-cart')!)).toEqual({ v: 1, value: city });
    expect([...storage.items.keys()].sort()).toEqual(['city-cart', 'wine-cart']);
  });

  it('writes only the keys whose value changed, and removes a key set back to the empty value', () => {
    const storage = memoryStorage({ 'city-cart': stored({ v: 1, value: city }) });
    const setItem = vi.spyOn(storage, 'setItem');
    const next = updateCart(storage, (cart) => ({ ...cart, phone: '0380000000' }));
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['phone-cart']);
    expect(next).toEqual({ ...EMPTY_CART, city, phone: '0380000000' });
    updateCart(storage, (cart) => ({ ...cart, city: EMPTY_CART.city }));
    expect(storage.items.has('city-cart')).toBe(false);
  });

  it('applies the change to the cart as stored, not to a copy held elsewhere', () => {
    const storage = memoryStorage({ 'wine-cart': stored({ v: 1, nextId: 1, lines: [pinotLine] }) });
    const next = updateCart(storage, (cart) => ({ ...cart, phone: '0380000000' }));
    expect(next?.wine.lines).toEqual([pinotLine]);
  });
});

describe('reading the cart back', () => {
  it('gives every field stored', () => {
    const all: CartState = {
      wine: { nextId: 4, lines: [pinotLine] },
      deliveryType: 'clickAndCollect',
      city,
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
        shipping: {
          firstName: 'Anne',
          lastName: 'Martin',
          company: null,
          address: '2 rue des Vignes',
          addressPart2: null,
          postalCode: '21200',
          city: 'Beaune',
          countryCode: 'FR',
        },
        billing: null,
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
    const storage = memoryStorage();
    updateCart(storage, () => all);
    expect(readCart(storage)).toEqual(all);
  });

  const line = (extra: Partial<CartLine>) => ({ ...pinotLine, ...extra });
  it.each([
    ['corrupt JSON', 'wine-cart', '{"v":1,"nextId":'],
    ['not an envelope', 'wine-cart', stored([pinotLine])],
    ['an older version', 'wine-cart', stored({ v: 0, nextId: 1, lines: [pinotLine] })],
    ['a newer version', 'wine-cart', stored({ v: 2, nextId: 1, lines: [pinotLine] })],
    ['a negative quantity', 'wine-cart', stored({ v: 1, nextId: 1, lines: [line({ quantity: -2 })] })],
    ['a fractional quantity', 'wine-cart', stored({ v: 1, nextId: 1, lines: [line({ quantity: 1.5 })] })],
    ['an id out of range', 'wine-cart', stored({ v: 1, nextId: 1, lines: [line({ id: 100_000 })] })],
    ['two lines of one id', 'wine-cart', stored({ v: 1, nextId: 1, lines: [pinotLine, pinotLine] })],
    [
      'a declination id that is not the declination shown',
      'wine-cart',
      stored({ v: 1, nextId: 1, lines: [line({ declinationId: 8 })] }),
    ],
    [
      'a product without its price',
      'wine-cart',
      stored({
        v: 1,
        nextId: 1,
        lines: [line({ product: { ...pinotLine.product, finalPrice: '22' } as never })],
      }),
    ],
    ['an unknown delivery type', 'delivery-type-cart', stored({ v: 1, value: 'drone' })],
    ['a bare delivery type', 'delivery-type-cart', stored('delivery')],
    ['a city of the wrong shape', 'city-cart', stored({ v: 1, value: { postalCode: 21200 } })],
    [
      'a carrier of an unknown kind',
      'carrier-cart',
      stored({ v: 1, value: { id: 1, deliveryType: 'BIKE' } }),
    ],
    ['a date that is not one', 'click-and-collect-cart', stored({ v: 1, value: { date: 'demain' } })],
    ['null', 'address-cart', 'null'],
    ['a number', 'shipping-prices-cart', '42'],
  ])('drops %s (%s) without throwing and removes the key', (_, key, value) => {
    const storage = memoryStorage({ [key]: value, 'phone-cart': stored({ v: 1, value: '0380000000' }) });
    const cart = readCart(storage);
    expect(cart).toEqual({ ...EMPTY_CART, phone: '0380000000' });
    expect(storage.items.has(key)).toBe(false);
    expect(storage.items.has('phone-cart')).toBe(true);
  });

  it('reads a carrier stored before the export carrier as one without quote or transit time', () => {
    const before = { id: 2, name: 'Colissimo', fdp: 12.5, price: 12.5, serviceCode: null, siteType: null };
    const storage = memoryStorage({
      'carrier-cart': stored({ v: 1, value: { ...before, deliveryType: 'DELIVERY' } }),
    });
    expect(readCart(storage)?.carrier).toEqual({
      ...before,
      deliveryType: 'DELIVERY',
      quoteId: null,
      transitDays: null,
    });
  });

  it('a storage that refuses reading gives nothing, and no change is written', () => {
    const refusing: CartStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    expect(readCart(refusing)).toBeNull();
    expect(updateCart(refusing, (cart) => ({ ...cart, phone: '0380000000' }))).toBeNull();
    expect(refusing.setItem).not.toHaveBeenCalled();
  });

  it('a full storage does not break a change: the page keeps it', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(updateCart(storage, (cart) => ({ ...cart, phone: '0380000000' }))?.phone).toBe('0380000000');
  });
});

describe('clearing', () => {
  it('removes every key of the cart, readable or not, and only those', () => {
    const storage = memoryStorage({
      'wine-cart': stored({ v: 1, nextId: 1, lines: [pinotLine] }),
      'phone-cart': 'not json',
      'popup-3': '1760000000000',
    });
    for (const key of Object.values(CART_KEYS)) storage.items.set(key, storage.items.get(key) ?? '{}');
    clearCart(storage);
    expect([...storage.items.keys()]).toEqual(['popup-3']);
  });
});

describe('the storage the effects use', () => {
  it('is none on the server, even where the runtime has a global localStorage', async () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, 'getItem');
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage()).toBeNull();
    const scope = fork();
    expect(await allSettled(readCartFx, { scope })).toEqual({ status: 'done', value: null });
    await allSettled(updateCartFx, { scope, params: (cart) => ({ ...cart, phone: '0380000000' }) });
    expect(getItem).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it("is the browser's localStorage in a browser", async () => {
    const storage = memoryStorage({ 'city-cart': stored({ v: 1, value: city }) });
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage()).toBe(storage);
    const scope = fork();
    expect(await allSettled(readCartFx, { scope })).toEqual({
      status: 'done',
      value: { ...EMPTY_CART, city },
    });
  });

  it('is none where the browser refuses it (site data blocked)', () => {
    vi.stubGlobal('window', {});
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeNull();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
