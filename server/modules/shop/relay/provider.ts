// Relay points (issue 13, ADR 012): the access points nearest to the buyer's address, behind a
// provider so that a carrier's live service can replace the dataset shipped with the project. The
// order keeps only the chosen point's id and reads the point again here (`findAccessPoint`).
import countries from 'i18n-iso-countries';
import type { AccessPoint, AccessPointsBody } from '#shared/contracts/relay.ts';
import type { RequestContext } from '../../context.ts';
import { requireShop } from '../catalogue.ts';
import { datasetProvider } from './dataset-provider.ts';

export interface RelayQuery {
  postalCode: string;
  city: string | null;
  address: string | null;
  /** ISO 3166 alpha-2 ('FR'). */
  countryAlpha2: string;
}

export interface RelayProvider {
  /** The points nearest to the address, the nearest first, at most `limit`; a `DomainError` for
   * an address the provider cannot place (an unknown postal code). */
  nearest(query: RelayQuery, limit: number): Promise<AccessPoint[]>;
  /** A point by its id (`distanceKm` 0), or null when the provider has none such. */
  find(id: string): Promise<AccessPoint | null>;
}

/** How many points the visitor chooses from. */
export const ACCESS_POINTS_LIMIT = 10;

let defaultProvider: RelayProvider | null = null;

/** The provider of relay points. Only the dataset shipped with the project exists for now (its
 * README); a carrier's service will be chosen here by a setting when it comes. */
export function relayProvider(): RelayProvider {
  defaultProvider ??= datasetProvider();
  return defaultProvider;
}

/** `POST /relay/access-points`: the points near the address; none outside the provider's countries. */
export async function accessPointsNear(ctx: RequestContext, body: AccessPointsBody): Promise<AccessPoint[]> {
  await requireShop(ctx);
  const countryAlpha2 = countries.numericToAlpha2(body.country);
  if (!countryAlpha2) return [];
  return relayProvider().nearest(
    {
      postalCode: body.postalCode,
      city: body.city?.trim() || null,
      address: body.address?.trim() || null,
      countryAlpha2,
    },
    ACCESS_POINTS_LIMIT,
  );
}

/** The point an order names, read again from the provider: the client's copy of its fields is
 * never trusted. Null for an id the provider does not know. The context is for the providers
 * that will answer per site (a carrier's account). */
export async function findAccessPoint(_ctx: RequestContext, id: string): Promise<AccessPoint | null> {
  const trimmed = id.trim();
  if (!trimmed || trimmed.length > 64) return null;
  return relayProvider().find(trimmed);
}
