// Where the estate delivers (ADR 012): the countries its switches allow, named from the maintained
// ISO 3166 package, and the French communes with their postal codes from the official dataset.
// Both are loaded once per process, on the first call that needs them.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { City, Country } from '#shared/contracts/delivery.ts';
import { msg } from '#shared/lib/messages.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { parameterValues, requireShop } from './catalogue.ts';

const require = createRequire(import.meta.url);

/** France's ISO 3166 numeric code: its id (ADR 012). */
export const FRANCE_ID = 250;

/** The member states of the European Union (alpha-2), where alcohol moves under one excise system. */
// biome-ignore format: two lines of codes read better than 27
const EUROPEAN_UNION = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

let registered = false;
/** The names' languages, registered once: French, and English for the English locale. */
function registerNames(): void {
  if (registered) return;
  countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  registered = true;
}

export type DeliveryArea = 'france' | 'european-union' | 'world';

/** The countries a site delivers, from its switches (ADR 012). */
export async function deliveryArea(ctx: RequestContext): Promise<DeliveryArea> {
  const value = await parameterValues(ctx, ['ONLY_IN_FRANCE', 'SELLS_WORLDWIDE']);
  if (value('ONLY_IN_FRANCE') === 'true') return 'france';
  return value('SELLS_WORLDWIDE') === 'true' ? 'world' : 'european-union';
}

function countryOf(alphaTwo: string, language: string): Country {
  return {
    id: Number(countries.alpha2ToNumeric(alphaTwo)),
    alphaTwo,
    alphaThree: countries.alpha2ToAlpha3(alphaTwo) ?? alphaTwo,
    numCode: countries.alpha2ToNumeric(alphaTwo) ?? '',
    name: countries.getName(alphaTwo, language) ?? alphaTwo,
  };
}

const languageOf = (locale: string) => (locale.startsWith('en') ? 'en' : 'fr');

/** `GET /countries`: the countries the site delivers, France first, then by name. */
export async function listCountries(ctx: RequestContext): Promise<Country[]> {
  await requireShop(ctx);
  registerNames();
  const area = await deliveryArea(ctx);
  const codes =
    area === 'france'
      ? ['FR']
      : area === 'european-union'
        ? [...EUROPEAN_UNION]
        : Object.keys(countries.getAlpha2Codes());
  const language = languageOf(ctx.locale);
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => countryOf(code, language))
    .filter((c) => Number.isInteger(c.id) && c.id > 0)
    .sort((a, b) => (a.id === FRANCE_ID ? -1 : b.id === FRANCE_ID ? 1 : collator.compare(a.name, b.name)));
}

/** A country the site delivers, by its id; a 404 for one it does not. */
export async function deliveredCountry(ctx: RequestContext, id: number): Promise<Country> {
  const country = (await listCountries(ctx)).find((c) => c.id === id);
  if (!country)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.delivery.country', message: 'The estate does not deliver to this country.' }),
    );
  return country;
}

interface Commune {
  /** Folded for search: lower case, no accents, words apart (`saint-remy` → `saint remy`). */
  words: string[];
  name: string;
  postalCode: string;
  code: string;
  population: number;
}

let communes: Commune[] | null = null;

/** Lower case, accents and punctuation off, « St » as « saint »: what a visitor may type. */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

interface DatasetCommune {
  code: string;
  nom: string;
  type: string;
  codesPostaux?: string[];
  population?: number;
}

/** The communes in force and the municipal arrondissements, one entry per postal code. */
function loadCommunes(): Commune[] {
  if (communes) return communes;
  const dataset = require('@etalab/decoupage-administratif/data/communes.json') as DatasetCommune[];
  communes = dataset
    .filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal')
    .flatMap((c) =>
      (c.codesPostaux ?? []).map((postalCode) => ({
        words: foldPlace(c.nom).split(' '),
        name: c.nom,
        postalCode,
        code: c.code,
        population: c.population ?? 0,
      })),
    )
    .sort((a, b) => b.population - a.population);
  return communes;
}

/** French communes whose name has words starting with the search's, or whose postal code starts
 * with its digits; the most populated first. */
export function searchCommunes(search: string, limit = 20): City[] {
  const folded = foldPlace(search);
  if (!folded) return [];
  const byCode = /^\d{2,5}$/.test(folded);
  const wanted = folded.split(' ');
  const found: City[] = [];
  for (const c of loadCommunes()) {
    const matches = byCode
      ? c.postalCode.startsWith(folded)
      : wanted.every((w) => c.words.some((word) => word.startsWith(w)));
    if (!matches) continue;
    found.push({ name: c.name, postalCode: c.postalCode, code: c.code });
    if (found.length === limit) break;
  }
  return found;
}

/** `GET /cities/{search}/{idCountry}`: French communes; elsewhere none (the visitor types theirs). */
export async function listCities(ctx: RequestContext, search: string, countryId: number): Promise<City[]> {
  const country = await deliveredCountry(ctx, countryId);
  return country.id === FRANCE_ID ? searchCommunes(search) : [];
}
