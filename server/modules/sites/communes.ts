// The commune a new site belongs to (ADR 019): an INSEE code of a commune in force, read from the
// official dataset (`@etalab/decoupage-administratif`) the shop's places already use. Loaded the
// first time an operator needs it, then kept (some 35 000 communes).
import { createRequire } from 'node:module';
import type { Commune } from '#shared/contracts/admin-sites.ts';
import { searchCommunes } from '../shop/places.ts';

export interface TownOfSite {
  code: string;
  name: string;
  /** The commune's first postcode, the one its town hall's address usually has. */
  postalCode: string;
}

interface DatasetCommune {
  code: string;
  nom: string;
  type: string;
  codesPostaux?: string[];
}

let byCode: Map<string, TownOfSite> | null = null;

function communes(): Map<string, TownOfSite> {
  if (byCode) return byCode;
  const dataset = createRequire(import.meta.url)(
    '@etalab/decoupage-administratif/data/communes.json',
  ) as DatasetCommune[];
  byCode = new Map();
  // a commune in force (not a former one, not a municipal arrondissement) with a postcode
  for (const c of dataset)
    if (c.type === 'commune-actuelle' && c.codesPostaux?.length)
      byCode.set(c.code, { code: c.code, name: c.nom, postalCode: c.codesPostaux[0]! });
  return byCode;
}

/** The commune of this INSEE code, or null when there is none in force. */
export function communeByCode(code: string): TownOfSite | null {
  return communes().get(code) ?? null;
}

/** Suggestions for the operators' form: communes whose name has words starting as typed, or whose
 * postcode starts with its digits, each once (a commune has several postcodes), most populated
 * first; an arrondissement of Paris, Lyon or Marseille is not a commune of its own. */
export function suggestCommunes(search: string, limit = 10): Commune[] {
  const found: Commune[] = [];
  const seen = new Set<string>();
  for (const place of searchCommunes(search, 60)) {
    if (seen.has(place.code) || !communeByCode(place.code)) continue;
    seen.add(place.code);
    found.push({ code: place.code, name: place.name, postalCode: place.postalCode });
    if (found.length === limit) break;
  }
  return found;
}
