// The one rule for every redirect target and return URL of the product: a path on the site's
// own host, never another host. Browsers read `//host`, `/\host` and `\\host` as another host,
// and drop tabs and newlines inside a URL before reading it, so a target must start with one
// `/` that no `/` or `\` follows, and hold no control character (no scheme can then appear
// before the path).

const MAX_LENGTH = 2048;

/** `value` when it is a same-origin path (`/…` with its query and fragment), else null. */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** The same-origin path of `value`, or `fallback` (the home page by default). */
export const localPathOr = (value: unknown, fallback = '/'): string => localPath(value) ?? fallback;
