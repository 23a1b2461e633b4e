// The security headers helmet sets, worked out once: a page the page cache answers before the
// middleware (ADR 008) carries the same ones as a rendered page, without running helmet for each
// hit. The Content-Security-Policy is left out: a cached page stores its own (hash-based).
import type { RequestHandler } from 'express';

export function fixedHeadersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    locals: { nonce: 'unused' },
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
  };
  let called = false;
  middleware({ method: 'GET', headers: {} } as never, res as never, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  // helmet is synchronous: a middleware that would answer later cannot be replayed this way
  if (!called) throw new Error('the security middleware did not finish synchronously');
  headers.delete('content-security-policy');
  return [...headers];
}
