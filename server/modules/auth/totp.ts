// Time-based one-time codes (RFC 6238), the second factor of operators and of the ADMIN accounts
// that turn it on (ADR 013): SHA-1, 30 s, 6 digits, one step of drift each way, with the
// `otpauth` package. A code is worth one sign-in: the caller stores the step it was accepted at
// and refuses any step not after it.
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

const totpOf = (secretBase32: string) =>
  new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });

/** A new secret: 20 random bytes, in base32 for an authenticator app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an app reads (issuer: the site or the deployment; label: the e-mail). */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  const totp = new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });
  return totp.toString();
}

/** The time step a code answers at `now`, or null when it is wrong or already used (a step not
 * after `lastStep`). */
export function acceptedStep(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now: Date,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of `now` (tests, the CLI's check of a new secret). */
export const totpCode = (secretBase32: string, now: Date): string =>
  totpOf(secretBase32).generate({ timestamp: now.getTime() });
