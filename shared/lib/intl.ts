// Intl formatters, built once per locale and options. Building an Intl.DateTimeFormat (above all
// one with a time zone) costs far more than using it, and a render formats hundreds of dates: a
// formatter made per call was among the largest costs of a server render.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The one Intl.DateTimeFormat for these locale and options (options in a fixed key order). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  // the options come from code, never from a visitor: the set of keys stays small
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = dateTimeFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, formatter);
  }
  return formatter;
}
