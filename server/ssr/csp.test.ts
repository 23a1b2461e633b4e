import { describe, expect, it } from 'vitest';
import { extendCsp } from './csp.ts';

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
