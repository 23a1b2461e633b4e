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
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/** The hashes of inline code seen lately: the theme's style and the bootstrap scripts are the
 * same on every page of a site, so most documents hash nothing new. */
const knownHashes = new Map<string, string>();
const KNOWN_HASHES_MAX = 256;

function sha256(text: string): string {
  let hash = knownHashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (knownHashes.size >= KNOWN_HASHES_MAX) knownHashes.clear();
    knownHashes.set(text, hash);
  }
  return hash;
}

/** Each `<tag …>body</tag>` of a document (lower-case tags, as React and our head write them),
 * found by plain search: a document is tens of kilobytes, read once. */
function* elements(html: string, tag: 'script' | 'style'): Generator<[attributes: string, body: string]> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let at = html.indexOf(open);
  while (at !== -1) {
    const after = html.charCodeAt(at + open.length);
    const end = html.indexOf('>', at);
    if (end === -1) return;
    // `<scripts` or `<styles…` would be another tag: only a space or `>` follows the name
    if (after === 62 /* > */ || after === 32 /* space */) {
      const stop = html.indexOf(close, end);
      if (stop === -1) return;
      yield [html.slice(at + open.length, end), html.slice(end + 1, stop)];
      at = html.indexOf(open, stop + close.length);
    } else at = html.indexOf(open, end);
  }
}

interface InlineHashes {
  scripts: Set<string>;
  styles: Set<string>;
}

/** The hashes of the inline scripts (data blocks excepted) and styles of some HTML. */
function inlineHashesOf(htmls: readonly string[]): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of htmls) {
    for (const [attributes, body] of elements(html, 'script'))
      if (body && !SRC_ATTRIBUTE.test(attributes) && !INERT_SCRIPT.test(attributes))
        scripts.add(sha256(body));
    for (const [, body] of elements(html, 'style')) if (body) styles.add(sha256(body));
  }
  return { scripts, styles };
}

/** The CSP header with the nonce replaced by the hashes (and 'strict-dynamic' gone with it). */
function hashedCsp(header: string, nonce: string, { scripts, styles }: InlineHashes): string {
  const nonceSource = `'nonce-${nonce}'`;
  return header
    .split(';')
    .map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      const hashes = name === 'script-src' ? scripts : name === 'style-src' ? styles : null;
      if (!hashes || !values.includes(nonceSource)) return part;
      const kept = values.filter((v) => v !== nonceSource && v !== "'strict-dynamic'");
      return [name, ...kept, ...hashes].join(' ');
    })
    .join(';');
}

/**
 * The document made the same for every visitor (ADR 008): its nonce attributes removed and the
 * CSP allowing its inline scripts and styles by their sha256 hashes instead. External scripts
 * are allowed by 'self' ('strict-dynamic' would ignore it, and they carry no nonce any more);
 * the serialised state and structured data are inert JSON and need no hash.
 */
export function hashedDocument(html: string, nonce: string, header: string): { html: string; csp: string } {
  const shared = html.replaceAll(` nonce="${nonce}"`, '');
  return { html: shared, csp: hashedCsp(header, nonce, inlineHashesOf([shared])) };
}

const SCRIPT_TAG = Buffer.from('<script');
const STYLE_TAG = Buffer.from('<style');

/**
 * `hashedDocument` for a rendered page kept as bytes: the head and tail the server wrote around
 * React's output, and that output as a string (rendered at once) or as React encoded it (its
 * chunks, or one buffer). The document
 * is written once into one buffer of its size (each new buffer is memory outside the heap that
 * brings the next full garbage collection nearer). A page's inline code is in the head and tail
 * (theme, bootstrap); React's part is not decoded and encoded again unless it holds inline code
 * or the nonce itself (a streamed boundary's script), when the whole document is read.
 */
export function sharedDocumentBytes(
  head: string,
  body: string | Uint8Array | readonly Uint8Array[],
  tail: string,
  nonce: string,
  header: string | null,
): { html: Buffer; csp: string | null } {
  const attribute = ` nonce="${nonce}"`;
  const chunks = typeof body === 'string' || body instanceof Uint8Array ? [body] : body;
  // a string without the nonce is kept as it is (replaceAll would copy it)
  const sharedHead = head.includes(attribute) ? head.replaceAll(attribute, '') : head;
  const sharedTail = tail.includes(attribute) ? tail.replaceAll(attribute, '') : tail;
  const headBytes = Buffer.byteLength(sharedHead, 'utf8');
  let bodyBytes = 0;
  for (const chunk of chunks)
    bodyBytes += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'utf8') : chunk.byteLength;
  const html = Buffer.allocUnsafe(headBytes + bodyBytes + Buffer.byteLength(sharedTail, 'utf8'));
  html.write(sharedHead, 0, 'utf8');
  let at = headBytes;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') at += html.write(chunk, at, 'utf8');
    else {
      html.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  html.write(sharedTail, at, 'utf8');
  const react = html.subarray(headBytes, at);
  if (react.includes(SCRIPT_TAG) || react.includes(STYLE_TAG) || react.includes(attribute)) {
    const whole = head + react.toString('utf8') + tail;
    if (header === null) return { html: Buffer.from(whole.replaceAll(attribute, ''), 'utf8'), csp: null };
    const shared = hashedDocument(whole, nonce, header);
    return { html: Buffer.from(shared.html, 'utf8'), csp: shared.csp };
  }
  return {
    html,
    csp: header === null ? null : hashedCsp(header, nonce, inlineHashesOf([sharedHead, sharedTail])),
  };
}
