import { describe, expect, it } from 'vitest';
import { type AppliedDiscount, applyDiscount, type DiscountRule, percentOf } from './discount.ts';

const euro = (amount: number, detailType: DiscountRule['detailType'] = null): DiscountRule => ({
  type: 'EURO',
  amount,
  detailType,
});
const percent = (amount: number, detailType: DiscountRule['detailType'] = null): DiscountRule => ({
  type: 'PERCENTAGE',
  amount,
  detailType,
});

describe('applyDiscount', () => {
  const cases: [string, DiscountRule, number, number, AppliedDiscount][] = [
    [
      'a EURO code takes its amount off the lines',
      euro(1500),
      10_000,
      1190,
      { valueCents: 1500, subtotalCents: 10_000, shippingCents: 1190, totalCents: 9690 },
    ],
    [
      'a EURO code larger than the lines takes the lines only, never the shipping',
      euro(5000),
      3000,
      1190,
      { valueCents: 3000, subtotalCents: 3000, shippingCents: 1190, totalCents: 1190 },
    ],
    [
      'a percentage of the lines',
      percent(1000),
      12_345,
      1190,
      { valueCents: 1235, subtotalCents: 12_345, shippingCents: 1190, totalCents: 12_300 },
    ],
    [
      'a percentage rounds half up to the cent',
      percent(1000),
      5,
      0,
      { valueCents: 1, subtotalCents: 5, shippingCents: 0, totalCents: 4 },
    ],
    [
      'a percentage just under half a cent rounds down',
      percent(1000),
      4,
      0,
      { valueCents: 0, subtotalCents: 4, shippingCents: 0, totalCents: 4 },
    ],
    [
      '100 % of the lines leaves the shipping',
      percent(10_000),
      8000,
      1590,
      { valueCents: 8000, subtotalCents: 8000, shippingCents: 1590, totalCents: 1590 },
    ],
    [
      'over 100 % of the lines still stops at the lines',
      percent(15_000),
      8000,
      1590,
      { valueCents: 8000, subtotalCents: 8000, shippingCents: 1590, totalCents: 1590 },
    ],
    [
      'a shipping code of 100 % makes shipping free and leaves the lines',
      percent(10_000, 'SHIPPING_FEES'),
      8000,
      1590,
      { valueCents: 1590, subtotalCents: 8000, shippingCents: 1590, totalCents: 8000 },
    ],
    [
      'a shipping percentage',
      percent(5000, 'SHIPPING_FEES'),
      8000,
      1190,
      { valueCents: 595, subtotalCents: 8000, shippingCents: 1190, totalCents: 8595 },
    ],
    [
      'a EURO shipping code larger than the shipping never touches the lines',
      euro(2000, 'SHIPPING_FEES'),
      8000,
      1190,
      { valueCents: 1190, subtotalCents: 8000, shippingCents: 1190, totalCents: 8000 },
    ],
    [
      'a shipping code on free shipping takes nothing',
      euro(500, 'SHIPPING_FEES'),
      8000,
      0,
      { valueCents: 0, subtotalCents: 8000, shippingCents: 0, totalCents: 8000 },
    ],
    [
      'a lines code with no shipping',
      euro(500),
      8000,
      0,
      { valueCents: 500, subtotalCents: 8000, shippingCents: 0, totalCents: 7500 },
    ],
    [
      'an empty cart gives nothing to take off',
      percent(2000),
      0,
      0,
      { valueCents: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0 },
    ],
    [
      'a negative amount takes nothing off',
      euro(-500),
      8000,
      1190,
      { valueCents: 0, subtotalCents: 8000, shippingCents: 1190, totalCents: 9190 },
    ],
  ];

  it.each(cases)('%s', (_, code, subtotal, shipping, expected) => {
    expect(applyDiscount(code, subtotal, shipping)).toEqual(expected);
  });

  it('never answers a value above its base nor a total below 0', () => {
    for (const code of [euro(1), euro(99_999), percent(1), percent(9999), percent(10_000)])
      for (const detail of [null, 'SHIPPING_FEES'] as const)
        for (const [subtotal, shipping] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [999, 1190],
          [123_456, 4290],
        ] as const) {
          const r = applyDiscount({ ...code, detailType: detail }, subtotal, shipping);
          expect(r.valueCents).toBeGreaterThanOrEqual(0);
          expect(r.valueCents).toBeLessThanOrEqual(detail ? shipping : subtotal);
          expect(r.totalCents).toBe(subtotal + shipping - r.valueCents);
          expect(r.totalCents).toBeGreaterThanOrEqual(0);
        }
  });
});

describe('percentOf', () => {
  it.each([
    [10_000, 1000, 1000],
    [1995, 1000, 200], // 199.5 → 200
    [1994, 1000, 199], // 199.4 → 199
    [1, 5000, 1], // half a cent → 1
    [3333, 3333, 1111], // 1110.89 → 1111
    [0, 10_000, 0],
  ])('%i cents × %i / 10 000 = %i', (cents, rate, expected) => {
    expect(percentOf(cents, rate)).toBe(expected);
  });
});
