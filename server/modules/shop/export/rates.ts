// The estate's export rates (issue 13, ADR 012 "Export shipping"), read by the default export
// provider (./rate-table-provider.ts). PLACEHOLDERS: these are plausible prices for a parcel of
// wine, not any carrier's tariff; each estate sets its own export rates (and the countries it
// ships to) in the back office, a later issue, which will store them per site in place of this
// file. A country in no zone is not served. The prices include the carrier's handling of the
// export documents, never the excise duties and VAT owed at destination (the checkout says so).

export interface ExportRate {
  /** The price holds for up to this many bottles (ADR 011's count). */
  upToBottles: number;
  priceCents: number;
}

export interface ExportRateService {
  serviceCode: string;
  serviceName: string;
  transitDays: [min: number, max: number];
  /** Ascending; past the last bracket the service does not take the expedition. */
  rates: ExportRate[];
}

export interface ExportZone {
  /** A name for whoever edits the table. */
  zone: string;
  /** ISO 3166 alpha-2 codes. */
  countries: string[];
  services: ExportRateService[];
}

const STANDARD = { serviceCode: 'EXPORT_STANDARD', serviceName: 'Transporteur export standard' };
const EXPRESS = { serviceCode: 'EXPORT_EXPRESS', serviceName: 'Transporteur export express' };

/** Bottles per bracket, the same for every service: the prices below follow them in order. */
const BRACKETS = [3, 6, 12, 18, 24, 36];

/** A service's prices, in cents, bracket by bracket (`BRACKETS`). */
function service(
  base: { serviceCode: string; serviceName: string },
  transitDays: [number, number],
  pricesCents: number[],
): ExportRateService {
  return {
    ...base,
    transitDays,
    rates: pricesCents.map((priceCents, i) => ({ upToBottles: BRACKETS[i]!, priceCents })),
  };
}

export const EXPORT_ZONES: ExportZone[] = [
  {
    zone: 'EU neighbours',
    // Monaco is in France's customs and excise territory: priced as a neighbour
    countries: ['BE', 'DE', 'ES', 'IT', 'LU', 'MC'],
    services: [
      service(STANDARD, [3, 5], [1990, 2790, 3990, 5490, 6990, 9500]),
      service(EXPRESS, [1, 2], [3490, 4490, 6490, 8490, 10490, 13900]),
    ],
  },
  {
    zone: 'rest of the EU',
    // biome-ignore format: a table of codes
    countries: [
      'AT', 'BG', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HR', 'HU', 'IE',
      'LT', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
    ],
    services: [
      service(STANDARD, [4, 7], [2490, 3490, 4990, 6690, 8490, 11500]),
      service(EXPRESS, [2, 3], [4490, 5990, 8490, 10990, 13490, 17900]),
    ],
  },
  {
    zone: 'Switzerland, the United Kingdom, Norway',
    // outside the EU's excise system: customs on the way, hence the longer transit
    countries: ['CH', 'LI', 'GB', 'NO', 'IS', 'AD'],
    services: [
      service(STANDARD, [5, 8], [3990, 5490, 7990, 10490, 12990, 17500]),
      service(EXPRESS, [2, 4], [6990, 8990, 12990, 16490, 19990, 26500]),
    ],
  },
  {
    zone: 'North America',
    countries: ['US', 'CA'],
    services: [
      service(STANDARD, [7, 12], [8990, 12990, 18990, 24990, 30990, 42000]),
      service(EXPRESS, [3, 5], [12990, 17990, 25990, 33990, 41990, 56000]),
    ],
  },
  {
    zone: 'Asia',
    countries: ['JP', 'CN', 'HK', 'SG', 'KR', 'TW'],
    services: [
      service(STANDARD, [8, 14], [9990, 13990, 20990, 27990, 34990, 47000]),
      service(EXPRESS, [3, 6], [13990, 19990, 28990, 37990, 46990, 62000]),
    ],
  },
  {
    zone: 'rest of the world',
    countries: ['AU', 'NZ', 'BR', 'MX', 'ZA'],
    // Express only up to 12 bottles there: past it the service does not take the expedition
    services: [
      service(STANDARD, [10, 20], [11990, 16990, 24990, 32990, 40990, 55000]),
      service(EXPRESS, [4, 7], [16990, 23990, 34990]),
    ],
  },
];
