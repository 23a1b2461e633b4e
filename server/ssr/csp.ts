/** Adds origins to some directives of a Content-Security-Policy header value. */
export function extendCsp(header: string, directives: readonly string[], origins: readonly string[]): string {
  if (!origins.length) return header;
  const parts = header
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const out = parts.map((part) => {
    const [name, ...values] = part.split(/\s+/);
    if (!name || !directives.includes(name)) return part;
    seen.add(name);
    return [name, ...values, ...origins.filter((o) => !values.includes(o))].join(' ');
  });
  for (const name of directives) if (!seen.has(name)) out.push([name, "'self'", ...origins].join(' '));
  return out.join(';');
}
