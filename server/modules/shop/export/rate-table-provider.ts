// The default export provider (issue 13, ADR 012 "Export shipping"): the estate's own rates by
// zone and bottles (./rates.ts), so that shipping abroad works offline and in tests. A country in
// no zone, or an expedition past a service's last bracket, is not served by that service.
import type { ExportProvider, ExportService } from './provider.ts';
import { EXPORT_ZONES, type ExportZone } from './rates.ts';

/** A provider over a rate table (the estate's by default; tests hand their own). */
export function rateTableProviderOf(zones: readonly ExportZone[]): ExportProvider {
  const byCountry = new Map<string, ExportZone>();
  for (const zone of zones) for (const code of zone.countries) byCountry.set(code, zone);
  return {
    async quote({ countryAlpha2, bottles }) {
      const zone = byCountry.get(countryAlpha2.toUpperCase());
      if (!zone || !Number.isInteger(bottles) || bottles < 0) return [];
      return zone.services
        .flatMap((service): ExportService[] => {
          const rate = service.rates.find((r) => bottles <= r.upToBottles);
          if (!rate) return [];
          return [
            {
              serviceCode: service.serviceCode,
              serviceName: service.serviceName,
              priceCents: rate.priceCents,
              transitDays: [...service.transitDays],
            },
          ];
        })
        .sort((a, b) => a.priceCents - b.priceCents);
    },
  };
}

export const rateTableProvider: ExportProvider = rateTableProviderOf(EXPORT_ZONES);
