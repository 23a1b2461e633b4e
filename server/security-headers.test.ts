import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeadersOf } from './security-headers.ts';

describe('fixedHeadersOf', () => {
  it('gives the headers helmet sets, without the CSP that each cached page stores', () => {
    const headers = new Map(fixedHeadersOf(helmet({ strictTransportSecurity: { maxAge: 100 } })));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBe('max-age=100; includeSubDomains');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.has('content-security-policy')).toBe(false);
  });

  it('refuses a middleware that does not finish at once', () => {
    expect(() => fixedHeadersOf(() => undefined)).toThrow(/synchronously/);
  });
});
