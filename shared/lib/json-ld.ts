// schema.org data written as JSON-LD in a page's head. Page models describe their item with
// site paths ('/agenda/marche-de-noel/12'); the server makes them absolute on the site's host.
const URL_KEYS = new Set(['url', 'image', 'logo', '@id', 'mainEntityOfPage', 'contentUrl', 'thumbnailUrl']);

export type JsonLd = Record<string, unknown>;

function resolve(value: unknown, origin: string, key: string | null): unknown {
  if (typeof value === 'string')
    return key !== null && URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? new URL(value, origin).toString()
      : value;
  if (Array.isArray(value)) return value.map((v) => resolve(v, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, origin, k)]));
  return value;
}

/** Site paths under URL keys (url, image, logo…) become absolute URLs of `origin`. */
export function absoluteJsonLd(data: JsonLd, origin: string): JsonLd {
  return resolve(data, origin, null) as JsonLd;
}
