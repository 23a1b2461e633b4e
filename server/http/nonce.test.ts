import { describe, expect, it } from 'vitest';
import { cspNonce } from './nonce.ts';

describe('cspNonce', () => {
  it('gives 128-bit base64 nonces, a new one every time, across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const nonce = cspNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000); // 1 000 nonces span four pools of 4 KB
  });
});
