import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extendCsp, hashedDocument } from './csp.ts';

describe('extendCsp', () => {
  it('adds origins to the named directives only, once, and creates missing ones', () => {
    const header = "default-src 'self';script-src 'self' 'nonce-x' 'strict-dynamic';connect-src 'self'";
    const out = extendCsp(
      header,
      ['connect-src', 'img-src'],
      ['https://stats.example', 'https://plausible.io'],
    );
    expect(out).toBe(
      "default-src 'self';script-src 'self' 'nonce-x' 'strict-dynamic';connect-src 'self' https://stats.example https://plausible.io;img-src 'self' https://stats.example https://plausible.io",
    );
    expect(extendCsp(header, ['connect-src'], [])).toBe(header);
  });
});

describe('hashedDocument', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const header =
    "default-src 'self';script-src 'self' 'nonce-n0' 'strict-dynamic' https://stats.example;style-src 'self' 'nonce-n0';style-src-attr 'unsafe-inline'";

  it('drops the nonce and allows the inline scripts and styles by their hashes', () => {
    const html =
      '<style nonce="n0">body{}</style><script type="application/ld+json">{"a":1}</script>' +
      '<script nonce="n0">run()</script><p>nonce="n1"</p><script type="application/json" id="s">{}</script>' +
      '<script type="module" src="/e.js" nonce="n0"></script>';
    const out = hashedDocument(html, 'n0', header);
    expect(out.html).toBe(
      '<style>body{}</style><script type="application/ld+json">{"a":1}</script><script>run()</script>' +
        '<p>nonce="n1"</p><script type="application/json" id="s">{}</script><script type="module" src="/e.js"></script>',
    );
    expect(out.csp).toBe(
      `default-src 'self';script-src 'self' https://stats.example ${hash('run()')};style-src 'self' ${hash('body{}')};style-src-attr 'unsafe-inline'`,
    );
  });

  it('finds every inline script and style, whatever else the document holds', () => {
    const html =
      '<scripts-list></scripts-list><script>a()</script><p>&lt;script&gt;x()&lt;/script&gt;</p>' +
      '<script async>b()</script><style media="print">p{}</style><styles></styles><script></script>';
    const out = hashedDocument(html, 'n0', header);
    expect(out.csp).toBe(
      `default-src 'self';script-src 'self' https://stats.example ${hash('a()')} ${hash('b()')};style-src 'self' ${hash('p{}')};style-src-attr 'unsafe-inline'`,
    );
  });

  it('leaves directives without the nonce as they are', () => {
    const dev = "script-src 'self' 'nonce-n0' 'strict-dynamic';style-src 'self' 'unsafe-inline'";
    expect(hashedDocument('<style>a{}</style>', 'n0', dev).csp).toBe(
      "script-src 'self';style-src 'self' 'unsafe-inline'",
    );
  });
});
