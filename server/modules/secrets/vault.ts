// The sites' payment secrets are stored encrypted (ADR 012, "Payment"): AES-256-GCM under one
// process key (SECRETS_KEY), each value bound to its site and name by the additional
// authenticated data, so that a value copied to another row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface SecretVault {
  /** base64 of iv (12 bytes) + tag (16 bytes) + ciphertext. */
  encrypt(plain: string, aad: string): string;
  /** Throws when the value was not encrypted under this key with this `aad`, or was altered. */
  decrypt(stored: string, aad: string): string;
}

/** The 32 bytes of a base64 key, or null when it is not one (length, alphabet). */
export function decodeVaultKey(keyBase64: string): Buffer | null {
  const trimmed = keyBase64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export const VAULT_KEY_HINT = 'must be 32 random bytes in base64 (openssl rand -base64 32)';

/** No key, no vault: the sites' secrets can be neither read nor set. A key that is not 32 bytes
 * of base64 stops the start. */
export function createVault(keyBase64: string | null | undefined): SecretVault | null {
  if (!keyBase64) return null;
  const key = decodeVaultKey(keyBase64);
  if (!key) throw new Error(`SECRETS_KEY ${VAULT_KEY_HINT}.`);
  return {
    encrypt(plain, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    decrypt(stored, aad) {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('The stored secret is too short.');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return plain.toString('utf8');
    },
  };
}
