import { randomBytes } from 'node:crypto';

/** Random bytes drawn a few kilobytes at a time: a nonce per page costs a slice, not a call into
 * the system's generator each time (it showed in the render's profile). */
const POOL_BYTES = 4096;
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let at = 0;

/** A fresh CSP nonce: 128 bits from the cryptographic generator, base64, never given twice. */
export function cspNonce(): string {
  if (at + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    at = 0;
  }
  const nonce = pool.toString('base64', at, at + NONCE_BYTES);
  at += NONCE_BYTES;
  return nonce;
}
