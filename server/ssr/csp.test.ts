import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extendCsp, hashedDocument, sharedDocumentBytes } from './csp.ts';

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

describe('sharedDocumentBytes', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const header = "script-src 'self' 'nonce-n0' 'strict-dynamic';style-src 'self' 'nonce-n0'";
  const head = '<html><head><style nonce="n0">body{}</style><script nonce="n0">boot()</script></head><body>';
  const tail =
    '<script type="application/json" id="s">{"x":"\\u003c/script>"}</script><script type="module" src="/e.js" nonce="n0"></script></body></html>';

  it("keeps React's bytes as they are and hashes the inline code of the head and tail", () => {
    const body = Buffer.from('<main><p>Fête du village — été</p></main>');
    const out = sharedDocumentBytes(head, body, tail, 'n0', header);
    expect(out.html.toString()).toBe(
      '<html><head><style>body{}</style><script>boot()</script></head><body><main><p>Fête du village — été</p></main>' +
        '<script type="application/json" id="s">{"x":"\\u003c/script>"}</script><script type="module" src="/e.js"></script></body></html>',
    );
    expect(out.csp).toBe(`script-src 'self' ${hash('boot()')};style-src 'self' ${hash('body{}')}`);
  });

  it("reads the whole document when React's part holds inline code or the nonce", () => {
    const body = Buffer.from('<main>a</main><script nonce="n0">$RC("B:0","S:0")</script>');
    const out = sharedDocumentBytes(head, body, tail, 'n0', header);
    expect(out.html.toString()).toContain('<main>a</main><script>$RC("B:0","S:0")</script>');
    expect(out.html.toString()).not.toContain('nonce');
    expect(out.csp).toBe(
      `script-src 'self' ${hash('boot()')} ${hash('$RC("B:0","S:0")')};style-src 'self' ${hash('body{}')}`,
    );
  });

  it("takes React's chunks as they came, and finds inline code split across two of them", () => {
    const chunks = [Buffer.from('<main><p>Fête'), Buffer.from(' — été</p></main>')];
    const whole = sharedDocumentBytes(head, chunks, tail, 'n0', header);
    expect(whole.html.toString()).toContain(
      '<body><main><p>Fête — été</p></main><script type="application/json"',
    );
    const split = [
      Buffer.from('<main>a</main><scr'),
      Buffer.from('ipt nonce="n0">$RC("B:0","S:0")</script>'),
    ];
    const out = sharedDocumentBytes(head, split, tail, 'n0', header);
    expect(out.html.toString()).toContain('<main>a</main><script>$RC("B:0","S:0")</script>');
    expect(out.csp).toContain(hash('$RC("B:0","S:0")'));
  });

  it("takes React's output rendered at once as a string, with its multi-byte text", () => {
    const body = '<main><p>Fête du village — été</p></main>';
    const out = sharedDocumentBytes(head, body, tail, 'n0', header);
    expect(out.html.toString()).toBe(
      sharedDocumentBytes(head, Buffer.from(body), tail, 'n0', header).html.toString(),
    );
    expect(out.html.length).toBe(Buffer.byteLength(out.html.toString()));
  });

  it('only drops the nonce when the response has no CSP', () => {
    const out = sharedDocumentBytes(head, Buffer.from('<main></main>'), tail, 'n0', null);
    expect(out.csp).toBeNull();
    expect(out.html.toString()).not.toContain('nonce');
  });
});
