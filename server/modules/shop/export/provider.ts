// The export carrier (issue 13, ADR 012 "Export shipping"): the services that can take a cart
// abroad, behind a provider so that a carrier's or a broker's live rates can replace the estate's
// own rate table. Whatever a provider answers is stored as a quote on the server (./quotes.ts):
// the order names the quote, never a price.
import type { RequestContext } from '../../context.ts';
import { rateTableProvider } from './rate-table-provider.ts';

export interface ExportQuoteRequest {
  /** ISO 3166 alpha-2 of the destination ('DE'). */
  countryAlpha2: string;
  /** As the buyer typed it, trimmed. */
  postalCode: string;
  /** The bottles that pay shipping (ADR 011's count; lines without shipping fees left out). */
  bottles: number;
  /** The lines' subtotal after product discounts, cents (a declared value, an insurance). */
  subtotalCents: number;
}

/** One way of shipping abroad and its price (the carrier's answer, before any quote is stored). */
export interface ExportService {
  /** Stable per provider ('EXPORT_STANDARD'): the order may name it beside the quote. */
  serviceCode: string;
  /** What the buyer reads, and what the order keeps as its carrier. */
  serviceName: string;
  priceCents: number;
  /** Working days on the way, fewest and most. */
  transitDays: [min: number, max: number];
}

export interface ExportProvider {
  /** The services that can ship this expedition, cheapest first; an empty list for a
   * destination or a size it does not serve (never a throw for those). */
  quote(request: ExportQuoteRequest): Promise<ExportService[]>;
}

/** The export provider of a site. Only the estate's rate table exists for now (./rates.ts, its
 * prices to be set by the estate in the back office, a later issue); a carrier's or a broker's API
 * (rates with duties paid, a live quote) is chosen here, by a site's setting and secrets, when it
 * comes. The context is for those providers that answer per site (a carrier's account). */
export function exportProvider(_ctx: RequestContext): ExportProvider {
  return rateTableProvider;
}
