// The map tiles a site may configure (MAP_TILES_URL, MAP_TILES_ATTRIBUTION; ADR 012 "Relay
// points"): where they are set and well formed, the checkout shows its relay points on a map beside
// the list, and the checkout's CSP admits the tiles' one origin as an image source. Pure
// descriptions here; the server's CSP and the browser's map read them.
import type { ParameterMap } from '../config/parameter-map.ts';

export interface MapTiles {
  /** The tile address template, with `{z}`, `{x}` and `{y}` (and `{r}` for sharper screens). */
  url: string;
  /** The one origin the tiles come from (CSP img-src). */
  origin: string;
  /** The credit the tiles' licence requires, shown on the map. */
  attribution: string;
}

const PLACEHOLDERS = ['{z}', '{x}', '{y}'];
/** Plain http is for a tile server on this machine only (development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ALLOWED_PLACEHOLDER = /\{(?:z|x|y|r)\}/g;

/** The site's tiles, or null when they are missing or malformed: a typo shows no map (the list
 * stays) and opens nothing in the page's CSP. A template names one origin: no `{s}` subdomains,
 * no placeholder in the host, nothing but the known placeholders. */
export function mapTiles(params: ParameterMap): MapTiles | null {
  const template = params.MAP_TILES_URL?.trim();
  if (!template || template.length > 500) return null;
  if (!PLACEHOLDERS.every((p) => template.includes(p))) return null;
  if (/[{}]/.test(template.replace(ALLOWED_PLACEHOLDER, ''))) return null;
  let url: URL;
  try {
    url = new URL(template.replace(ALLOWED_PLACEHOLDER, '0'));
  } catch {
    return null;
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  if (url.username || url.password) return null;
  const origin = url.origin;
  if (!template.startsWith(`${origin}/`)) return null;
  const attribution = params.MAP_TILES_ATTRIBUTION?.trim().slice(0, 300) || url.host;
  return { url: template, origin, attribution };
}
