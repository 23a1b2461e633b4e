import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { cartFingerprint, quotePostalCode } from './quotes.ts';
import { rateTableProvider, rateTableProviderOf } from './rate-table-provider.ts';
import { EXPORT_ZONES } from './rates.ts';

const quote = (countryAlpha2: string, bottles: number) =>
  rateTableProvider.quote({ countryAlpha2, postalCode: '10115', bottles, subtotalCents: 10_000 });

// biome-ignore format: a table of codes
const EUROPEAN_UNION = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

describe('the estate’s export rate table', () => {
  it('prices a neighbour by the bottles’ bracket, the standard service before the express one', async () => {
    expect(await quote('DE', 6)).toEqual([
      {
        serviceCode: 'EXPORT_STANDARD',
        serviceName: 'Transporteur export standard',
        priceCents: 2790,
        transitDays: [3, 5],
      },
      {
        serviceCode: 'EXPORT_EXPRESS',
        serviceName: 'Transporteur export express',
        priceCents: 4490,
        transitDays: [1, 2],
      },
    ]);
    // 7 bottles: the next bracket (up to 12)
    expect((await quote('DE', 7)).map((s) => s.priceCents)).toEqual([3990, 6490]);
    expect((await quote('de', 1)).map((s) => s.priceCents)).toEqual([1990, 3490]);
  });

  it('serves every other member state of the European Union, and not France (the estate’s carriers)', async () => {
    for (const code of EUROPEAN_UNION) expect((await quote(code, 6)).length, code).toBeGreaterThan(0);
    expect(await quote('FR', 6)).toEqual([]);
  });

  it('serves Switzerland, the United Kingdom, North America and Asia dearer than a neighbour', async () => {
    const germany = (await quote('DE', 12))[0]!.priceCents;
    for (const code of ['CH', 'GB', 'NO', 'US', 'CA', 'JP', 'HK', 'AU']) {
      const services = await quote(code, 12);
      expect(services.length, code).toBeGreaterThan(0);
      expect(services[0]!.priceCents, code).toBeGreaterThan(germany);
    }
  });

  it('refuses a country in no zone, and a service past its last bracket', async () => {
    expect(await quote('SA', 6)).toEqual([]);
    expect(await quote('XX', 6)).toEqual([]);
    expect(await quote('DE', 37)).toEqual([]);
    // Australia: express up to 12 bottles only
    expect((await quote('AU', 12)).map((s) => s.serviceCode)).toEqual(['EXPORT_STANDARD', 'EXPORT_EXPRESS']);
    expect((await quote('AU', 13)).map((s) => s.serviceCode)).toEqual(['EXPORT_STANDARD']);
    expect(await quote('DE', -1)).toEqual([]);
    expect(await quote('DE', 1.5)).toEqual([]);
  });

  it('is a table anyone can edit safely: real codes, each once, brackets and prices rising', () => {
    const seen = new Set<string>();
    for (const zone of EXPORT_ZONES) {
      for (const code of zone.countries) {
        expect(countries.isValid(code), code).toBe(true);
        expect(seen.has(code), code).toBe(false);
        seen.add(code);
      }
      expect(zone.services.length, zone.zone).toBeGreaterThanOrEqual(1);
      expect(zone.services.length, zone.zone).toBeLessThanOrEqual(2);
      for (const service of zone.services) {
        const [min, max] = service.transitDays;
        expect(min).toBeGreaterThan(0);
        expect(max).toBeGreaterThanOrEqual(min);
        service.rates.forEach((rate, i) => {
          expect(Number.isInteger(rate.priceCents) && rate.priceCents > 0).toBe(true);
          if (i === 0) return;
          expect(rate.upToBottles).toBeGreaterThan(service.rates[i - 1]!.upToBottles);
          expect(rate.priceCents).toBeGreaterThanOrEqual(service.rates[i - 1]!.priceCents);
        });
      }
    }
    expect(seen.has('FR')).toBe(false);
  });

  it('reads any table handed to it (the estate’s own, when the back office sets it)', async () => {
    const provider = rateTableProviderOf([
      {
        zone: 'test',
        countries: ['CH'],
        services: [
          {
            serviceCode: 'X',
            serviceName: 'X',
            transitDays: [1, 1],
            rates: [{ upToBottles: 6, priceCents: 100 }],
          },
        ],
      },
    ]);
    const request = { postalCode: '1200', bottles: 6, subtotalCents: 0 };
    expect(await provider.quote({ ...request, countryAlpha2: 'CH' })).toEqual([
      { serviceCode: 'X', serviceName: 'X', priceCents: 100, transitDays: [1, 1] },
    ]);
    expect(await provider.quote({ ...request, countryAlpha2: 'DE' })).toEqual([]);
  });
});

describe('what a quote is bound to', () => {
  it('fingerprints the lines whatever their order or splitting, and tells another cart', () => {
    const cart = [
      { id: 3, declinationId: 7, quantity: 2 },
      { id: 5, quantity: 1 },
    ];
    const same = cartFingerprint(cart);
    expect(same).toMatch(/^[\w-]{43}$/);
    expect(cartFingerprint([...cart].reverse())).toBe(same);
    expect(cartFingerprint([{ id: 5, declinationId: null, quantity: 1 }, ...cart.slice(0, 1)])).toBe(same);
    expect(
      cartFingerprint([
        { id: 3, declinationId: 7, quantity: 1 },
        { id: 3, declinationId: 7, quantity: 1 },
        { id: 5, quantity: 1 },
      ]),
    ).toBe(same);
    expect(cartFingerprint([{ ...cart[0]!, quantity: 3 }, cart[1]!])).not.toBe(same);
    expect(cartFingerprint([{ ...cart[0]!, declinationId: 8 }, cart[1]!])).not.toBe(same);
    expect(cartFingerprint([cart[0]!])).not.toBe(same);
    // a line of product 3 with no declination is not product 3's declination 7
    expect(cartFingerprint([{ id: 3, quantity: 2 }])).not.toBe(cartFingerprint([cart[0]!]));
  });

  it('reads a postal code without its spaces or case', () => {
    expect(quotePostalCode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(quotePostalCode('10115')).toBe('10115');
  });
});
