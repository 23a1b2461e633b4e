import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVault } from './vault.ts';

const key = () => randomBytes(32).toString('base64');

describe('the secrets vault', () => {
  it('gives back what it encrypted, under the same key and the same site and name', () => {
    const vault = createVault(key())!;
    const stored = vault.encrypt('sk_test_abc123', '7:STRIPE_SECRET_KEY');
    expect(stored).not.toContain('sk_test');
    expect(Buffer.from(stored, 'base64')).toHaveLength(12 + 16 + 'sk_test_abc123'.length);
    expect(vault.decrypt(stored, '7:STRIPE_SECRET_KEY')).toBe('sk_test_abc123');
  });

  it('encrypts the same value differently each time (a fresh iv)', () => {
    const vault = createVault(key())!;
    expect(vault.encrypt('same', '1:A')).not.toBe(vault.encrypt('same', '1:A'));
  });

  it('does not decrypt under another key', () => {
    const stored = createVault(key())!.encrypt('sk_test_abc123', '7:STRIPE_SECRET_KEY');
    expect(() => createVault(key())!.decrypt(stored, '7:STRIPE_SECRET_KEY')).toThrow();
  });

  it('does not decrypt a value copied to another site or another name', () => {
    const vault = createVault(key())!;
    const stored = vault.encrypt('sk_test_abc123', '7:STRIPE_SECRET_KEY');
    expect(() => vault.decrypt(stored, '8:STRIPE_SECRET_KEY')).toThrow();
    expect(() => vault.decrypt(stored, '7:STRIPE_PUBLISHABLE_KEY')).toThrow();
  });

  it('does not decrypt a value with one byte altered, wherever it is', () => {
    const vault = createVault(key())!;
    const stored = Buffer.from(vault.encrypt('sk_test_abc123', '7:STRIPE_SECRET_KEY'), 'base64');
    for (const at of [0, 12, 28, stored.length - 1]) {
      const tampered = Buffer.from(stored);
      tampered[at]! ^= 1;
      expect(() => vault.decrypt(tampered.toString('base64'), '7:STRIPE_SECRET_KEY')).toThrow();
    }
    expect(() => vault.decrypt(stored.subarray(0, 20).toString('base64'), '7:STRIPE_SECRET_KEY')).toThrow(
      /too short/,
    );
  });

  it('is absent without a key, and refuses a key that is not 32 bytes of base64', () => {
    expect(createVault(null)).toBeNull();
    expect(createVault('')).toBeNull();
    expect(() => createVault(randomBytes(16).toString('base64'))).toThrow(
      /SECRETS_KEY must be 32 random bytes/,
    );
    expect(() => createVault(randomBytes(33).toString('base64'))).toThrow(/SECRETS_KEY/);
    expect(() => createVault('not base64 at all!')).toThrow(/SECRETS_KEY/);
  });
});
