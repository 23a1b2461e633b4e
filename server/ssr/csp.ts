import { createHash } from 'node:crypto';

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

/** Script types a browser does not run: data blocks, which a CSP does not govern. */
const INERT_SCRIPT = /\btype\s*=\s*"?(application\/(ld\+)?json)"?/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The document made the same for every visitor (ADR 008): its nonce attributes removed and the
 * CSP allowing its inline scripts and styles by their sha256 hashes instead. External scripts
 * are allowed by 'self' ('strict-dynamic' would ignore it, and they carry no nonce any more);
 * the serialised state and structured data are inert JSON and need no hash.
 */
export function hashedDocument(html: string, nonce: string, header: string): { html: string; csp: string } {
  const shared = html.split(` nonce="${nonce}"`).join('');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes, body] of shared.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\bsrc\s*=/i.test(attributes!) && !INERT_SCRIPT.test(attributes!) && body) scripts.add(sha256(body));
  for (const [, body] of shared.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    if (body) styles.add(sha256(body));
  const nonceSource = `'nonce-${nonce}'`;
  const csp = header
    .split(';')
    .map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      const hashes = name === 'script-src' ? scripts : name === 'style-src' ? styles : null;
      if (!hashes || !values.includes(nonceSource)) return part;
      const kept = values.filter((v) => v !== nonceSource && v !== "'strict-dynamic'");
      return [name, ...kept, ...hashes].join(' ');
    })
    .join(';');
  return { html: shared, csp };
}
