// The export carrier's quotes (ADR 012, "Export shipping"): each service offered for a cart to an
// address abroad is stored with a random id; the order (and the discount call) names that id and
// the server reads the price back, for this site, this address and these very lines, until the
// quote expires. `servicePrice` from the client is never read.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { CartLineInput } from '#shared/contracts/shop.ts';
import { msg } from '#shared/lib/messages.ts';
import { shippingQuotes } from '../../../db/schema.ts';
import type { RequestContext } from '../../context.ts';
import { DomainError } from '../../errors.ts';
import type { ExportService } from './provider.ts';

/** How long a quote holds: long enough to fill the checkout, short enough for rates to move. */
export const QUOTE_TTL_MS = 2 * 3600_000;
/** Expired quotes are kept this long, so that a late order is told "expired", then deleted. */
const QUOTE_KEPT_MS = 24 * 3600_000;

/** A hash of a cart's lines: the same lines in any order, or split over two lines (two tabs), give
 * the same fingerprint; another quantity, product or declination another one. */
export function cartFingerprint(lines: readonly CartLineInput[]): string {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.id}/${line.declinationId ?? ''}`;
    quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
  }
  const canonical = [...quantities.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, quantity]) => `${key}x${quantity}`)
    .join(';');
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A postal code as quotes compare it: upper case, without spaces (`sw1a 1aa` is `SW1A1AA`). */
export const quotePostalCode = (postalCode: string) => postalCode.replace(/\s+/g, '').toUpperCase();

export interface QuoteDestination {
  country: number;
  postalCode: string;
  fingerprint: string;
}

export interface StoredQuote extends ExportService {
  quoteId: string;
}

/** Stores one quote per service and drops the site's quotes expired for a day. */
export async function storeQuotes(
  ctx: RequestContext,
  destination: QuoteDestination,
  services: readonly ExportService[],
): Promise<StoredQuote[]> {
  const now = ctx.clock.now();
  await ctx.db
    .delete(shippingQuotes)
    .where(
      and(
        eq(shippingQuotes.siteId, ctx.site.id),
        lt(shippingQuotes.expiresAt, new Date(now.getTime() - QUOTE_KEPT_MS)),
      ),
    );
  const stored = services.map((service) => ({ ...service, quoteId: randomBytes(16).toString('base64url') }));
  if (!stored.length) return [];
  await ctx.db.insert(shippingQuotes).values(
    stored.map((quote) => ({
      siteId: ctx.site.id,
      id: quote.quoteId,
      country: destination.country,
      postalCode: quotePostalCode(destination.postalCode),
      cartFingerprint: destination.fingerprint,
      serviceCode: quote.serviceCode,
      serviceName: quote.serviceName,
      priceCents: quote.priceCents,
      expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
      createdAt: now,
    })),
  );
  return stored;
}

const field = (message: string) => ({ fields: [{ path: 'delivery.quoteId', message }] });

const quoteUnknown = () =>
  new DomainError(
    'invalid',
    msg({
      id: 'api.shipping.quoteUnknown',
      message: 'These shipping fees are unknown to the estate: ask for the shipping fees again.',
    }),
    field('unknown'),
  );

const quoteChanged = () =>
  new DomainError(
    'invalid',
    msg({
      id: 'api.shipping.quoteChanged',
      message:
        'Your cart or your delivery address changed since the shipping fees were given: ask for them again.',
    }),
    field('changed'),
  );

const quoteExpired = () =>
  new DomainError(
    'invalid',
    msg({
      id: 'api.shipping.quoteExpired',
      message: 'The shipping fees given have expired: ask for the shipping fees again.',
    }),
    field('expired'),
  );

/** The quote an order names, read back for this site, address and cart; a 400 for any other. */
export async function readQuote(
  ctx: RequestContext,
  quoteId: string,
  serviceCode: string | null,
  destination: QuoteDestination,
): Promise<{ serviceCode: string; serviceName: string; priceCents: number }> {
  const [quote] = await ctx.db
    .select()
    .from(shippingQuotes)
    .where(and(eq(shippingQuotes.siteId, ctx.site.id), eq(shippingQuotes.id, quoteId)));
  if (!quote || (serviceCode !== null && quote.serviceCode !== serviceCode)) throw quoteUnknown();
  if (
    quote.country !== destination.country ||
    quote.postalCode !== quotePostalCode(destination.postalCode) ||
    quote.cartFingerprint !== destination.fingerprint
  )
    throw quoteChanged();
  if (quote.expiresAt.getTime() <= ctx.clock.now().getTime()) throw quoteExpired();
  return { serviceCode: quote.serviceCode, serviceName: quote.serviceName, priceCents: quote.priceCents };
}
